// The place classes of the generated relevance set: every name of a place with sellers and of a state with sellers,
// each with every kind of seller; a fixed-seed sample of the towns without sellers (and all their other names, and the
// states without sellers), each sent to the nearest states that have some.
import { companiesAt, companiesInStates, type CatalogFacts } from './catalog-facts';
import type { GeneratedQuery } from './generated-set';
import { sample, seededRandom, SERVICE_PHRASES, servicePlaceQuery } from './query-variants';

/** How many towns without sellers the set asks for (of some two thousand): enough for every state, still quick. */
const UNSERVED_TOWNS = 400;
const SEED = 20_240_601;

/** Every name of a place with sellers × each service; and a sample of the places without, sent to their state. */
export function places(facts: CatalogFacts): GeneratedQuery[] {
  const out: GeneratedQuery[] = [];
  const unserved: { spelled: string; states: string[] }[] = [];
  for (const { spelled, towns } of facts.townsByName.values()) {
    const companies = companiesAt(facts, towns);
    if (companies.size > 0)
      SERVICE_PHRASES.forEach((service, k) =>
        out.push({
          class: 'city+service',
          query: servicePlaceQuery(service, spelled, k),
          expect: [{ about: `companies in or serving ${spelled}`, ids: companies, atLeast: 4 }],
        }),
      );
    else if (!facts.statesByName.has(spelled.toLowerCase()))
      unserved.push({ spelled, states: [...new Set(towns.map((t) => t.state))] });
  }
  const stateQueries: { spelled: string; states: string[] }[] = [];
  for (const { spelled, state } of facts.statesByName.values()) {
    const companies = companiesInStates(facts, [state]);
    if (companies.size > 0)
      SERVICE_PHRASES.forEach((service, k) =>
        out.push({
          class: 'state+service',
          query: servicePlaceQuery(service, spelled, k),
          expect: [{ about: `companies in ${state}`, ids: companies, atLeast: 8 }],
        }),
      );
    else stateQueries.push({ spelled, states: nearestSellerStates(facts, facts.neighbours.get(state) ?? []) });
  }
  const random = seededRandom(SEED);
  const named = unserved.filter(
    (u) => !facts.townsByName.get(u.spelled.toLowerCase())!.towns.some((t) => t.name === u.spelled),
  );
  const towns = unserved.filter((u) => !named.includes(u));
  [...sample(towns, UNSERVED_TOWNS, random), ...named].forEach((u, k) =>
    out.push(unservedQuery(facts, u.spelled, nearestSellerStates(facts, u.states), k)),
  );
  stateQueries.forEach((s, k) => out.push(unservedQuery(facts, s.spelled, s.states, k)));
  return out;
}

/**
 * The states a buyer naming a place without sellers is sent to: its own when they have sellers, else the ring of states
 * around them, then the ring around that (as the engine is taught to widen); of a ring, those with sellers.
 */
function nearestSellerStates(facts: CatalogFacts, states: readonly string[]): string[] {
  let ring = [...new Set(states)];
  const seen = new Set(ring);
  for (let step = 0; step < 4 && ring.length > 0; step += 1) {
    const selling = ring.filter((s) => companiesInStates(facts, [s]).size > 0);
    if (selling.length > 0) return selling;
    ring = [...new Set(ring.flatMap((s) => facts.neighbours.get(s) ?? []))].filter((s) => !seen.has(s));
    for (const s of ring) seen.add(s);
  }
  return [];
}

function unservedQuery(facts: CatalogFacts, spelled: string, states: string[], k: number): GeneratedQuery {
  return {
    class: 'place-without-sellers',
    query: servicePlaceQuery(SERVICE_PHRASES[k % SERVICE_PHRASES.length]!, spelled, k),
    expect: [
      {
        about: `companies in ${states.join(' or ') || '(no state)'}`,
        ids: companiesInStates(facts, states),
        atLeast: 4,
      },
    ],
  };
}
