import type { Rule } from 'algoliasearch';
import { gazetteer, type Gazetteer } from '../../seed/gazetteer';
import { formPhrases, SEARCH_SYNONYMS, SERVICE_PHRASES, SERVICE_WORDS } from '../../seed/search-terms';
import { isServiceCategory, type MarketplaceRecord } from './search-records';

/**
 * The index's Query Rules, generated from the catalog and the gazetteer: a buyer's words for a kind of seller or a
 * dosage form leave the query and rank the sellers of that kind or form first (optional filters, so nothing
 * empties), and a place no listed company is in or serves leaves the query and narrows the results to its state, or
 * to the nearest states with sellers, with a notice that says so.
 */

/** The engine refuses more than 10,000 rules per index; places beyond this many are not sent (none are at our size). */
export const MAX_RULES = 5000;
/** The JSON of all rules stays well inside one write request. */
export const MAX_RULES_BYTES = 4 * 1024 * 1024;
/** Place names shorter than this are too easily another word (a town "Una", a word "una"): no rule. */
const MIN_PLACE_LENGTH = 3;

/** What the rules are generated from, read from the records (rebuild) or the database (the sender). */
export interface RuleData {
  /** Every name of a place a listed company is in or serves, as the records' `places` list them. */
  sellerPlaces: string[];
  /** The states listed companies are in. */
  sellerStates: string[];
  /** The dosage forms the listed catalog has. */
  forms: string[];
  /** The words of the catalog's own text (names, categories, products, molecules, compositions). */
  catalogWords: string[];
  /** The categories' names: a seller or form phrase in one also ranks its companies first. */
  categories: string[];
}

/** Words as the engine splits them: lower-cased, at spaces and punctuation (matching.ts's tokenize). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
export const words = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];
const phrase = (text: string) => words(text).join(' ');

/** The rule data of a full set of records, as rebuildIndex has them. */
export function ruleDataOfRecords(records: readonly MarketplaceRecord[]): RuleData {
  const places = new Set<string>();
  const states = new Set<string>();
  const forms = new Set<string>();
  const text = new Set<string>();
  const categories = new Set<string>();
  for (const r of records) {
    if (r.category === 'Category') categories.add(r.name);
    text.add(r.name);
    for (const t of [...(r.categories ?? []), ...(r.products ?? []), ...(r.molecules ?? []), ...(r.compositions ?? [])])
      text.add(t);
    if (r.category !== 'Company') continue;
    for (const p of r.places ?? []) places.add(p);
    if (r.state) states.add(r.state);
    for (const f of r.forms ?? []) forms.add(f);
  }
  const catalogWords = new Set([...text].flatMap(words));
  return {
    sellerPlaces: [...places].sort(),
    sellerStates: [...states].sort(),
    forms: [...forms].sort(),
    catalogWords: [...catalogWords].sort(),
    categories: [...categories].sort(),
  };
}

/** What decides the place and form rules; when it is unchanged, so are they (the sender compares it). */
export const ruleDataKey = (d: Pick<RuleData, 'sellerPlaces' | 'sellerStates' | 'forms'>) =>
  JSON.stringify([d.sellerPlaces.map(phrase).sort(), [...d.sellerStates].sort(), [...d.forms].sort()]);

const slug = (text: string) =>
  words(text)
    .join('-')
    .replace(/[^a-z0-9-]/g, (c) => c.codePointAt(0)!.toString(36));

/** "A", "A and B", "A, B and C". */
export const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** A word without its plural s, so "drops" finds "Eye Drop Franchise" and "manufacturer" "Injection Manufacturers". */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

/** Whether every word of `some` is among `all` (in either number). */
const within = (some: readonly string[], all: readonly string[]) => {
  const set = new Set(all.map(singular));
  return some.every((w) => set.has(singular(w)));
};

/** The categories whose names hold the phrase's words ("injection": Injection Manufacturers, Injection Franchise). */
const categoriesHolding = (phraseWords: readonly string[], categories: readonly string[]) =>
  categories.filter((c) => within(phraseWords, words(c)));

/**
 * The phrase leaves the query; the records with the facet value rank first, and those listed under a category whose
 * name holds the phrase ("injection" in Injection Manufacturers) before those that only have the value (score 2 to
 * 1): the words that left the query would otherwise have matched the category's name. The engine ranks by the 3
 * best-scored groups of a query, so the categories' groups come first when several rules apply.
 */
const optionalFacetRule = (
  objectID: string,
  text: string,
  optionalFilters: string[],
  categories: readonly string[],
  description: string,
  categoryScore = 2,
): Rule => {
  const named = categories.map((c) => `listedUnder:${c}<score=${categoryScore}>`);
  return {
    objectID,
    description,
    conditions: [{ pattern: text, anchoring: 'contains' }],
    consequence: {
      params: {
        query: { edits: [{ type: 'remove', delete: text }] },
        optionalFilters: named.length > 0 ? [named, optionalFilters] : [optionalFilters],
      },
    },
  };
};

/**
 * A rule per service phrase: the phrase leaves the query, the sellers of the service rank first, and before them those
 * listed under a service category whose name holds the phrase ("third party manufacturing": Pharma Third Party
 * Manufacturing). Every category record of that kind stands under its service categories too (search-records.ts), so
 * a category the rest of the query names ("gynae pcd franchise") stays first by its name.
 */
function serviceRules(categories: readonly string[]): Rule[] {
  return Object.entries(SERVICE_PHRASES).flatMap(([service, phrases]) =>
    phrases.map((p) =>
      optionalFacetRule(
        `service-${slug(p)}`,
        phrase(p),
        [`services:${service}`],
        categoriesHolding(words(p), categories).filter(isServiceCategory),
        `"${p}": ${service} first`,
        // The umbrella of a service weighs as the service: a category a form names ("Eye Drop Franchise") is the
        // more precise of the two when a query holds both.
        1,
      ),
    ),
  );
}

/** A rule per form phrase of the forms the catalog has; a phrase two forms share ranks either first. */
function formRules(forms: readonly string[], categories: readonly string[], taken: ReadonlySet<string>): Rule[] {
  const byPhrase = new Map<string, Set<string>>();
  for (const form of forms)
    for (const p of formPhrases(form).map(phrase))
      if (p && !taken.has(p)) byPhrase.set(p, (byPhrase.get(p) ?? new Set()).add(form));
  return [...byPhrase]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([p, of]) =>
      optionalFacetRule(
        `form-${slug(p)}`,
        p,
        [...of].sort().map((f) => `forms:${f}`),
        categoriesHolding(words(p), categories),
        `"${p}": ${[...of].join(', ')} first`,
      ),
    );
}

/** How far the neighbours go: past their neighbours' neighbours a state is no longer "nearby". */
const MAX_RINGS = 2;

/**
 * The kind-of-seller words no record holds ("company", "supplier") leave the query: they could only rank, and a query
 * left with nothing else ("company in Kadiri" once the place has gone) would match no record at all.
 */
function unmatchedWordRules(catalog: ReadonlySet<string>, taken: ReadonlySet<string>): Rule[] {
  return SERVICE_WORDS.filter((w) => !catalog.has(w) && !taken.has(w)).map((w) => ({
    objectID: `word-${slug(w)}`,
    description: `"${w}": no record holds it`,
    conditions: [{ pattern: w, anchoring: 'contains' as const }],
    consequence: { params: { query: { edits: [{ type: 'remove' as const, delete: w }] } } },
  }));
}

/** The nearest states with sellers: the state itself, else its neighbours, else theirs; none past MAX_RINGS. */
function nearestWithSellers(state: string, g: Gazetteer, sellers: ReadonlySet<string>): string[] {
  let ring = [state];
  const seen = new Set(ring);
  for (let rings = 0; ring.length > 0 && rings <= MAX_RINGS; rings++) {
    const found = ring.filter((s) => sellers.has(s));
    if (found.length > 0) return found.sort();
    const next: string[] = [];
    for (const s of ring) {
      const known = g.states.get(s);
      for (const n of [...(known?.neighbours ?? []), ...(known?.seaLinks ?? [])])
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    }
    ring = next;
  }
  return [];
}

/** What the notice says: where there is no seller yet, and where the results come from instead. */
export function placeNotice(place: string, states: readonly string[], targets: readonly string[]): string {
  const home = states.length === 1 ? states[0]! : undefined;
  if (home && !targets.includes(home)) {
    const where = home === place || phrase(home) === phrase(place) ? place : `${place} or elsewhere in ${home}`;
    return `No company in ${where} yet: showing companies in nearby ${joinNames(targets)}`;
  }
  return `No company in ${place} yet: showing companies in ${joinNames(targets)}`;
}

/**
 * A rule per name of a place no listed company is in or serves (towns, their other names and districts, states):
 * the name leaves the query, `filters` keep the companies of its state (or the nearest states with sellers), and
 * userData carries the notice. A name that is also a word of the catalog, a seller or form phrase, or part of a
 * name of a place with sellers ("Nagar" in "SAS Nagar") gets none: it would take a buyer's other meaning away.
 */
function placeRules(data: RuleData, g: Gazetteer, taken: ReadonlySet<string>): Rule[] {
  const withSellers = new Set(data.sellerPlaces.map(phrase));
  const sellerStates = new Set(data.sellerStates);
  const catalog = new Set(data.catalogWords);
  const sellerPhrases = [...withSellers].map((p) => ` ${p} `);
  const names = new Map<string, { shown: string; states: Set<string> }>();
  const add = (name: string, state: string) => {
    const p = phrase(name);
    if (p.length < MIN_PLACE_LENGTH || withSellers.has(p) || taken.has(p)) return;
    const known = names.get(p) ?? { shown: name, states: new Set<string>() };
    names.set(p, { ...known, states: known.states.add(state) });
  };
  for (const place of g.places)
    for (const name of [place.name, ...place.otherNames, ...(place.district ? [place.district] : [])])
      add(name, place.state);
  for (const state of g.states.values()) for (const name of [state.name, ...state.otherNames]) add(name, state.name);
  const rules: Rule[] = [];
  for (const [p, { shown, states }] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
    if (words(p).every((w) => catalog.has(w))) continue;
    if (sellerPhrases.some((s) => s.includes(` ${p} `))) continue;
    const targets = [...new Set([...states].flatMap((s) => nearestWithSellers(s, g, sellerStates)))].sort();
    if (targets.length === 0) continue;
    rules.push({
      objectID: `place-${slug(p)}`,
      description: `"${shown}" has no seller: ${joinNames(targets)}`,
      conditions: [{ pattern: p, anchoring: 'contains' }],
      consequence: {
        params: {
          query: { edits: [{ type: 'remove', delete: p }] },
          filters: targets.map((s) => `state:"${s.replace(/"/g, '\\"')}"`).join(' OR '),
        },
        userData: { notice: placeNotice(shown, [...states].sort(), targets) },
      },
    });
  }
  return rules;
}

/** Every rule of the index, in the order the engine applies them: sellers' words, forms, then places; bounded. */
export function searchRules(data: RuleData, g: Gazetteer = gazetteer()): Rule[] {
  const services = serviceRules(data.categories);
  const servicePhrases = new Set(services.map((r) => r.conditions![0]!.pattern!));
  const forms = formRules(data.forms, data.categories, servicePhrases);
  const taken = new Set([
    ...servicePhrases,
    ...forms.map((r) => r.conditions![0]!.pattern!),
    ...SEARCH_SYNONYMS.flatMap((s) => [s.input ?? '', ...s.synonyms]).map(phrase),
  ]);
  const unmatched = unmatchedWordRules(new Set(data.catalogWords), servicePhrases);
  const catalogWords = [...data.catalogWords, ...[...taken].flatMap(words)];
  const rules = [...services, ...forms, ...unmatched, ...placeRules({ ...data, catalogWords }, g, taken)].slice(
    0,
    MAX_RULES,
  );
  const bytes = Buffer.byteLength(JSON.stringify(rules));
  if (bytes > MAX_RULES_BYTES) throw new Error(`search rules: ${bytes} bytes exceed ${MAX_RULES_BYTES}`);
  return rules;
}
