// What the generated relevance set is computed from: the seeded database read with SQL (molecules, listed companies,
// their products, places and categories) and the api's gazetteer (every town with its other names and district, every
// state with its neighbours). Nothing here asks the engine.
import { gazetteer } from '../../seed/gazetteer';
import type { Queryable } from '../../src/db/database';

export interface CatalogProduct {
  /** The objectID of the listed company that lists it. */
  company: string;
  name: string;
  composition: string;
  form: string;
  /** The molecules it contains: [slug, name]. */
  molecules: [string, string][];
}

export interface CatalogCompany {
  id: string;
  city: string;
  state: string;
  /** Places served: [state, city] ('' for the whole state). */
  served: [string, string][];
}

export interface Town {
  name: string;
  state: string;
}

export interface CatalogFacts {
  molecules: { slug: string; name: string }[];
  products: CatalogProduct[];
  companies: CatalogCompany[];
  categories: { slug: string; name: string; kind: string }[];
  /** Every name a buyer types for a place (lower-cased) → the towns it names (by name, other name or district). */
  townsByName: Map<string, { spelled: string; towns: Town[] }>;
  /** State → its neighbours (land first; sea links for islands with no land neighbour). */
  neighbours: Map<string, string[]>;
  /** State name or other name (lower-cased) → the state. */
  statesByName: Map<string, { spelled: string; state: string }>;
}

export async function readCatalogFacts(db: Queryable): Promise<CatalogFacts> {
  const { rows: molecules } = await db.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM molecules ORDER BY id',
  );
  const { rows: products } = await db.query<CatalogProduct>(
    `SELECT 'company-' || c.slug AS company, p.name, p.composition, p.form,
            COALESCE(json_agg(json_build_array(m.slug, m.name) ORDER BY m.name) FILTER (WHERE m.slug IS NOT NULL), '[]') AS molecules
       FROM companies c JOIN company_products p ON p.company_id = c.id
       LEFT JOIN company_product_molecules pm ON pm.product_id = p.id LEFT JOIN molecules m ON m.slug = pm.molecule_slug
      WHERE c.listed GROUP BY c.slug, p.id ORDER BY c.slug, p.position`,
  );
  const { rows: companies } = await db.query<CatalogCompany>(
    `SELECT 'company-' || c.slug AS id, c.city, c.state,
            COALESCE((SELECT json_agg(json_build_array(s.state, s.city)) FROM company_places_served s WHERE s.company_id = c.id), '[]') AS served
       FROM companies c WHERE c.listed ORDER BY c.slug`,
  );
  const { rows: categories } = await db.query<{ slug: string; name: string; kind: string }>(
    'SELECT slug, name, kind FROM categories ORDER BY slug',
  );

  const g = gazetteer();
  const townsByName: CatalogFacts['townsByName'] = new Map();
  for (const place of g.places)
    for (const spelled of new Set([place.name, ...place.otherNames, ...(place.district ? [place.district] : [])])) {
      const entry = townsByName.get(spelled.toLowerCase()) ?? { spelled, towns: [] };
      entry.towns.push({ name: place.name, state: place.state });
      townsByName.set(spelled.toLowerCase(), entry);
    }
  const neighbours = new Map<string, string[]>();
  const statesByName: CatalogFacts['statesByName'] = new Map();
  for (const s of g.states.values()) {
    neighbours.set(s.name, s.neighbours.length > 0 ? s.neighbours : s.seaLinks);
    for (const spelled of [s.name, ...s.otherNames])
      statesByName.set(spelled.toLowerCase(), { spelled, state: s.name });
  }
  return { molecules, products, companies, categories, townsByName, neighbours, statesByName };
}

/**
 * The listed companies in any of the towns or serving one by name. A company serving a whole state is a seller of the
 * state, not of each of its towns: a buyer naming the town is sent to the state's sellers anyway.
 */
export function companiesAt(facts: CatalogFacts, towns: readonly Town[]): Set<string> {
  const at = new Set(towns.map((t) => `${t.state}\t${t.name}`));
  return new Set(
    facts.companies
      .filter((c) => at.has(`${c.state}\t${c.city}`) || c.served.some(([state, city]) => at.has(`${state}\t${city}`)))
      .map((c) => c.id),
  );
}

/** The listed companies in any of the states (or serving a place there). */
export function companiesInStates(facts: CatalogFacts, states: readonly string[]): Set<string> {
  const wanted = new Set(states);
  return new Set(
    facts.companies
      .filter((c) => wanted.has(c.state) || c.served.some(([state]) => wanted.has(state)))
      .map((c) => c.id),
  );
}
