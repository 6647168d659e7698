// The generated relevance set: buyer queries built from templates over the whole seeded catalog, each with the hits it
// must bring computed from the same data (SQL and the gazetteer, see catalog-facts.ts), never typed by hand and never
// read from the engine. Sampling uses a fixed seed, so a catalog always gives the same set.
import type { Queryable } from '../../src/db/database';
import { readCatalogFacts, type CatalogFacts } from './catalog-facts';
import { places } from './generated-places';
import { hindiSpelling } from './hindi-spelling';
import {
  distinctiveWords,
  formWords,
  HINDI_SERVICE_WORDS,
  oneSlip,
  seededRandom,
  SERVICE_PHRASES,
  type TypoKind,
} from './query-variants';

export interface GeneratedExpectation {
  about: string;
  ids: ReadonlySet<string>;
  /** At least min(atLeast, ids.size) of the first `within` hits (default 8) are in ids. */
  atLeast: number;
  within?: number;
}

export interface GeneratedQuery {
  class: string;
  query: string;
  expect: GeneratedExpectation[];
}

/** The classes, in the order they are built and printed. */
export const GENERATED_CLASSES = [
  'molecule+form+service',
  'molecule+strength',
  'city+service',
  'state+service',
  'place-without-sellers',
  'category-words',
  'brand-name',
  'brand-composition',
  'devanagari',
  'typo-one-slip',
];

const SEED = 20_240_601;

const moleculeRecord = (slug: string, name: string): GeneratedExpectation => ({
  about: `molecule ${name}`,
  ids: new Set([`molecule-${slug}`]),
  atLeast: 1,
});

/**
 * Companies per molecule slug, and per molecule slug and form. A molecule named after another and its form
 * ("Ketoconazole Shampoo", slug ketoconazole-shampoo) is that molecule too: its makers make Ketoconazole.
 */
function makers(facts: CatalogFacts) {
  const slugs = new Set(facts.molecules.map((m) => m.slug));
  const itselfAndParents = (slug: string) =>
    [...slug.matchAll(/-/g)]
      .map((dash) => slug.slice(0, dash.index))
      .filter((p) => slugs.has(p))
      .concat(slug);
  const any = new Map<string, Set<string>>();
  const inForm = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, company: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(company));
  for (const p of facts.products)
    for (const [slug] of p.molecules)
      for (const s of itselfAndParents(slug)) {
        add(any, s, p.company);
        add(inForm, `${s}\t${p.form}`, p.company);
      }
  return { any, inForm };
}

/**
 * "azithromycin tablets manufacturer": the molecule's record, at least 3 of its makers, and among them one that lists
 * it in that form (a buyer naming the form prefers those; a company-level form facet cannot promise more).
 */
function moleculeFormService(facts: CatalogFacts): GeneratedQuery[] {
  const { any, inForm } = makers(facts);
  const out: GeneratedQuery[] = [];
  let k = 0;
  for (const m of facts.molecules)
    for (const form of [
      ...new Set(facts.products.filter((p) => p.molecules.some(([s]) => s === m.slug)).map((p) => p.form)),
    ].sort()) {
      const service = SERVICE_PHRASES[k % SERVICE_PHRASES.length]!;
      // A molecule named with its form ("Ondansetron Injection") is not typed with the form twice.
      const formText = m.name.toLowerCase().includes(form.toLowerCase())
        ? ''
        : ` ${formWords(form, Math.floor(k / 5))}`;
      out.push({
        class: 'molecule+form+service',
        query: `${m.name.toLowerCase()}${formText} ${service}`,
        expect: [
          moleculeRecord(m.slug, m.name),
          { about: `makers of ${m.name}`, ids: any.get(m.slug)!, atLeast: 3 },
          { about: `makers of ${m.name} ${form}`, ids: inForm.get(`${m.slug}\t${form}`)!, atLeast: 1 },
        ],
      });
      k += 1;
    }
  return out;
}

/** "paracetamol 650", "azithromycin 500 mg": the companies listing that molecule at that strength (name or composition). */
function moleculeStrength(facts: CatalogFacts): GeneratedQuery[] {
  const listing = new Map<string, { molecule: string; amount: string; unit: string; companies: Set<string> }>();
  for (const p of facts.products)
    for (const part of p.composition.split(' + '))
      for (const [, name] of p.molecules) {
        if (!part.toLowerCase().startsWith(name.toLowerCase())) continue;
        // The strength is the molecule's own ("Metformin HCl IP 500 mg"), not an equivalent of another ("eq. to … 100 mg").
        const strength = /^[^0-9]{0,60}?(\d+(?:\.\d+)?) (mg|mcg|g)\b/.exec(part.slice(name.length));
        if (!strength || /\beq\b/.test(part.slice(name.length, name.length + strength.index + strength[0].length)))
          continue;
        const key = `${name.toLowerCase()} ${strength[1]} ${strength[2]}`;
        const entry = listing.get(key) ?? {
          molecule: name,
          amount: strength[1]!,
          unit: strength[2]!,
          companies: new Set(),
        };
        entry.companies.add(p.company);
        listing.set(key, entry);
      }
  const out: GeneratedQuery[] = [];
  let k = 0;
  const byKey = [...listing].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, e] of byKey) {
    const expect = [{ about: `companies listing ${e.molecule} ${e.amount} ${e.unit}`, ids: e.companies, atLeast: 8 }];
    const m = e.molecule.toLowerCase();
    const withUnit = k % 2 === 0 ? `${m} ${e.amount} ${e.unit}` : `${m} ${e.amount}${e.unit}`;
    out.push(
      { class: 'molecule+strength', query: `${m} ${e.amount}`, expect },
      { class: 'molecule+strength', query: withUnit, expect },
    );
    k += 1;
  }
  return out;
}

/** "derma franchise": a category's distinctive words and its kind of seller find the category. */
function categories(facts: CatalogFacts): GeneratedQuery[] {
  const names = facts.categories.map((c) => c.name);
  return facts.categories.flatMap((c) => {
    const words = distinctiveWords(c.name, names);
    const expect = [{ about: `category ${c.name}`, ids: new Set([`category-${c.slug}`]), atLeast: 1 }];
    // A name of trade words only ("PCD Pharma Franchise") already says its kind of seller.
    if (words === null)
      return [{ class: 'category-words', query: c.name.toLowerCase().replace(/[^a-z0-9]+/g, ' '), expect }];
    const services =
      c.kind === 'franchise' ? ['franchise', 'pcd franchise'] : ['manufacturer', 'manufacturing company'];
    return services.map((s) => ({ class: 'category-words', query: `${words} ${s}`, expect }));
  });
}

/**
 * A product named as a brand (its first word no molecule or form word; seller-brands.ts saves them): its company
 * first for the brand's exact name, and found by the brand's composition (among the first 1,000: many companies list
 * the same generic composition, and a buyer who types it finds every one of them).
 */
function brands(facts: CatalogFacts): GeneratedQuery[] {
  const words = (t: string) =>
    t
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const generic = new Set([
    ...facts.molecules.flatMap((m) => words(m.name)),
    ...facts.products.flatMap((p) => words(p.form)),
  ]);
  const byName = new Map<string, { name: string; companies: Set<string>; compositions: Map<string, Set<string>> }>();
  for (const p of facts.products) {
    if (generic.has(words(p.name)[0] ?? '')) continue;
    const entry = byName.get(p.name.toLowerCase()) ?? { name: p.name, companies: new Set(), compositions: new Map() };
    entry.companies.add(p.company);
    entry.compositions.set(p.composition, (entry.compositions.get(p.composition) ?? new Set()).add(p.company));
    byName.set(p.name.toLowerCase(), entry);
  }
  return [...byName.values()].flatMap((b) => [
    {
      class: 'brand-name',
      query: b.name,
      expect: [{ about: `lister of ${b.name}`, ids: b.companies, atLeast: 1, within: 1 }],
    },
    ...[...b.compositions].map(([composition, companies]) => ({
      class: 'brand-composition',
      query: composition,
      expect: [{ about: `lister of ${b.name}`, ids: companies, atLeast: 1, within: 1000 }],
    })),
  ]);
}

/** Every molecule in Devanagari, alone and with a Hindi service word. */
function devanagari(facts: CatalogFacts): GeneratedQuery[] {
  return facts.molecules.flatMap((m, k) => {
    const hindi = hindiSpelling(m.name);
    const expect = [moleculeRecord(m.slug, m.name)];
    return [
      { class: 'devanagari', query: hindi, expect },
      { class: 'devanagari', query: `${hindi} ${HINDI_SERVICE_WORDS[k % HINDI_SERVICE_WORDS.length]}`, expect },
    ];
  });
}

/**
 * Molecules with a word of 8+ letters, that word with one slip, the kinds taken in turn (one slip each keeps this class
 * from outweighing the others); a slip that spells a real molecule word is not asked.
 */
function typos(facts: CatalogFacts): GeneratedQuery[] {
  const random = seededRandom(SEED + 1);
  const real = new Set(facts.molecules.flatMap((m) => m.name.toLowerCase().split(/[^a-z]+/)));
  const kinds: TypoKind[] = ['deletion', 'transposition', 'substitution'];
  const out: GeneratedQuery[] = [];
  for (const m of facts.molecules) {
    const name = m.name.toLowerCase();
    const longest = name.split(/[^a-z]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length < 8) continue;
    const slip = oneSlip(longest, kinds[out.length % kinds.length]!, random);
    if (!real.has(slip))
      out.push({
        class: 'typo-one-slip',
        query: name.replace(longest, slip),
        expect: [moleculeRecord(m.slug, m.name)],
      });
  }
  return out;
}

/** The whole generated set, in class order; a query repeated within a class is asked once. */
export async function generateRelevanceSet(db: Queryable): Promise<GeneratedQuery[]> {
  const facts = await readCatalogFacts(db);
  const all = [moleculeFormService, moleculeStrength, places, categories, brands, devanagari, typos].flatMap((build) =>
    build(facts),
  );
  const seen = new Set<string>();
  return all.filter((q) => {
    const key = `${q.class}\t${q.query.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
