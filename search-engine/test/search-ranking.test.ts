import { bestByBounds } from '../src/best-by-bounds';
import { DocTable } from '../src/doc-table';
import { readSearchParams } from '../src/params';
import { MAX_PAIR_DISTANCE } from '../src/proximity';
import { SearchIndex } from '../src/search-index';
import type { SearchRecord } from '../src/search-types';
import { topK } from '../src/top-k';

// The search index answers from MiniSearch's postings with top-k selection; `searchReference` is the plain
// algorithm (MiniSearch's search, every match ranked, a full sort). They must answer exactly the same.

let seed = 20240601;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const COMPANY = [
  'Cure',
  'Cura',
  'Curex',
  'Nova',
  'Omni',
  'Zenith',
  'Metro',
  'Health',
  'Healthcare',
  'Remedies',
  'Life',
  'Pharma',
  'Labs',
  'Bio',
];
const SUFFIX = ['Pvt Ltd', 'Pharmaceuticals', 'Lifesciences', 'Healthcare', 'Remedies', 'Labs', ''];
const CITY = ['Mohali', 'Pune', 'Baddi', 'Ahmedabad', 'New Delhi'];
const MOLECULE = [
  'Metformin',
  'Metronidazole',
  'Paracetamol',
  'Pantoprazole',
  'Azithromycin',
  'Amoxicillin',
  'Cetirizine',
];
const FORM = ['Tablet', 'Syrup', 'Injection', 'Capsule', 'Gel'];

function corpus(count: number): SearchRecord[] {
  return Array.from({ length: count }, (_, i): SearchRecord => {
    if (i % 3 === 0) {
      return {
        objectID: `m${i}`,
        name: `${pick(MOLECULE)} ${pick(FORM)} ${i % 50}`,
        category: 'Molecule',
        rank: 0,
        tags: ['generic'],
      };
    }
    const name = `${pick(COMPANY)} ${pick(COMPANY)} ${pick(SUFFIX)} ${pick(CITY)}`.replace(/\s+/g, ' ').trim();
    // Few distinct ranks: plenty of ties down to the MiniSearch score and the result order.
    return {
      objectID: `c${i}`,
      name,
      category: i % 7 === 0 ? ['Company', 'Exporter'] : 'Company',
      rank: Math.floor(random() * 4) * 100,
      place: pick(CITY),
    };
  });
}

const SPECIAL: SearchRecord[] = [
  // More words than the index keeps inline per record.
  {
    objectID: 'long1',
    name: 'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Metformin Xi',
    category: 'Company',
    rank: 5,
  },
  {
    objectID: 'long2',
    name: 'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Health',
    category: 'Company',
    rank: 5,
  },
  // Contextual lower-casing: the whole text and the single word lower-case the final sigma differently.
  { objectID: 'greek', name: 'ΟΔΟΣ.Α Metformin', category: 'Molecule', rank: 1 },
  { objectID: 'punct', name: '(Cure) - Pharma, Mohali!', category: 'Company', rank: 2 },
  { objectID: 'empty', name: '', category: 'Company', rank: 3 },
  { objectID: 'numeric', name: 'Metformin 500', category: 'Molecule', rank: '7' },
];

const QUERIES = [
  'metformin',
  'paracetamol',
  'healthcare',
  'remedies',
  'metf',
  'parace',
  'health',
  'remed',
  'metfromin',
  'paracetamil',
  'helthcare',
  'remedeis',
  'metformin tab',
  'cure pharma',
  'nova life',
  'paracetamol syr',
  'omni health',
  'zenith rem',
  'cure',
  'cura',
  'a',
  'p',
  'me',
  'tab',
  'pharma',
  'mohali',
  'οδος',
  'οδοσ',
  'metformin metformin',
  'pvt ltd mohali',
  'xyzzy',
  'cpd',
  'lambda',
  'xi',
  'health twelve',
  '',
  '  ',
  '!!',
];
const FILTERS: Record<string, unknown>[] = [
  {},
  { filters: 'category:Company' },
  { filters: 'category:molecule' },
  { facetFilters: [['category:Exporter', 'category:Molecule']] },
  { facetFilters: ['-category:Company'] },
  { filters: 'category:Company AND (place:Pune OR place:Baddi)' },
];
const PAGES: [number, number][] = [
  [0, 8],
  [2, 8],
  [3, 1],
  [4, 20],
  [0, 1000],
  [0, 0],
  [500, 8],
];

function expectSameAsReference(index: SearchIndex, queries = QUERIES, filters = FILTERS, pages = PAGES) {
  let compared = 0;
  for (const query of queries) {
    for (const extra of filters) {
      for (const [page, hitsPerPage] of pages) {
        const params = readSearchParams({ query, page, hitsPerPage, ...extra });
        const fast = index.search(params);
        const reference = index.searchReference(params);
        if (JSON.stringify(fast) !== JSON.stringify(reference)) {
          // A readable failure: which request, and the first differing hits.
          expect({ query, extra, page, hitsPerPage, fast }).toEqual({
            query,
            extra,
            page,
            hitsPerPage,
            fast: reference,
          });
        }
        compared += 1;
      }
    }
  }
  return compared;
}

function build(
  records: SearchRecord[],
  settings = { searchableAttributes: ['name'], attributesForFaceting: ['category'], customRanking: ['desc(rank)'] },
) {
  const index = new SearchIndex();
  index.setSettings(settings);
  for (const record of records) index.save(record);
  return index;
}

describe('the fast search answers exactly as the reference algorithm', () => {
  const records = [...corpus(3000), ...SPECIAL];

  test('across query kinds, filters, pages and page sizes', () => {
    const index = build(records);
    const reference = jest.spyOn(index, 'searchReference');
    for (const query of ['metformin', 'health', 'cure pharma', 'metfromin'])
      index.search(readSearchParams({ query, hitsPerPage: 8 }));
    expect(reference).not.toHaveBeenCalled(); // the fast path answered, not the fallback
    reference.mockRestore();
    expect(expectSameAsReference(index)).toBe(QUERIES.length * FILTERS.length * PAGES.length);
  });

  test('after records are replaced, partially updated and deleted', () => {
    const index = build(records);
    for (let i = 0; i < 600; i += 1) {
      const target = records[Math.floor(random() * records.length)]!;
      const action = random();
      if (action < 0.4) index.save({ ...target, name: `${pick(COMPANY)} ${pick(MOLECULE)} ${pick(CITY)}` });
      else if (action < 0.7)
        index.partialUpdate({ objectID: target.objectID, rank: Math.floor(random() * 4) * 100 }, false);
      else index.delete(target.objectID);
    }
    index.save({ objectID: 'late', name: 'Metformin Health Cure', category: 'Company', rank: 100 });
    expect(index.size).toBeLessThan(records.length + 1);
    expectSameAsReference(index, QUERIES.slice(0, 24), FILTERS.slice(0, 3));
  });

  test('with queries between the writes: each query sees every write before it', () => {
    const index = build(records.slice(0, 600));
    for (let i = 0; i < 150; i += 1) {
      const target = records[Math.floor(random() * 600)]!;
      const action = random();
      if (action < 0.5) index.save({ ...target, name: `${pick(COMPANY)} ${pick(MOLECULE)} ${pick(CITY)}` });
      else if (action < 0.8) index.delete(target.objectID);
      else index.save(target);
      expectSameAsReference(
        index,
        [pick(QUERIES), `${pick(COMPANY)} ${pick(MOLECULE)}`.toLowerCase()],
        FILTERS.slice(0, 2),
        [
          [0, 8],
          [0, 1000],
        ],
      );
    }
  });

  test('a word that comes into the index, or leaves it, after a query reached for it is seen by the next query', () => {
    // The index keeps each query word's expansion (the terms it reaches) between searches.
    const index = build(records.slice(0, 300));
    const queries = ['quantalabs', 'quanta', 'qantalabs', 'metfromin', 'metf'];
    const compare = () => expectSameAsReference(index, queries, FILTERS.slice(0, 1), [[0, 20]]);
    const hits = (query: string) =>
      index.search(readSearchParams({ query, hitsPerPage: 20 })).hits.map((hit) => hit.objectID);
    compare();
    expect(hits('quanta')).toEqual([]);
    index.save({ objectID: 'new1', name: 'Quantalabs Metfirmin', category: 'Company', rank: 1 });
    compare();
    expect(hits('quanta')).toEqual(['new1']); // a prefix
    expect(hits('qantalabs')).toEqual(['new1']); // a typo
    expect(hits('metfromin')).toContain('new1'); // 'metfirmin' is two typos away
    index.delete('new1'); // the terms leave the index
    compare();
    expect(hits('quanta')).toEqual([]);
    index.save({ objectID: 'new2', name: 'Quantalabs', category: 'Company', rank: 1 }); // and come back
    compare();
    expect(hits('qantalabs')).toEqual(['new2']);
    index.clear();
    index.save({ objectID: 'new3', name: 'Quantalabs Pune', category: 'Company', rank: 1 });
    compare();
    expect(hits('quanta')).toEqual(['new3']);
  });

  test('after the ranking and the searchable attributes change', () => {
    const index = build(records);
    index.setSettings({ customRanking: ['asc(rank)'] });
    expectSameAsReference(index, QUERIES.slice(0, 20), FILTERS.slice(0, 2));
    index.setSettings({ searchableAttributes: ['name', 'place'], customRanking: ['desc(rank)', 'asc(place)'] });
    expectSameAsReference(
      index,
      ['pune', 'cure pune', 'mohali', 'metformin', 'bad', 'health baddi'],
      FILTERS.slice(0, 2),
    );
    index.setSettings({ customRanking: [] });
    expectSameAsReference(index, ['health', 'cure', 'remed'], FILTERS.slice(0, 2));
  });

  test('after a clear, and on an empty index', () => {
    const index = build(records.slice(0, 50));
    index.clear();
    expectSameAsReference(index, ['metformin', ''], FILTERS.slice(0, 2));
    for (const record of records.slice(0, 500)) index.save(record);
    expectSameAsReference(index, QUERIES.slice(0, 10), FILTERS.slice(0, 2));
  });
});

describe('the proximity floor of a pair of query words (the closest any document holds them)', () => {
  const table = () => {
    const t = new DocTable<SearchRecord>();
    const words = (name: string, categories: string[]) => [
      [name.toLowerCase().split(' ')],
      categories.map((c) => c.toLowerCase().split(' ')),
    ];
    const set = (doc: number, name: string, categories: string[]) =>
      t.set(doc, { objectID: String(doc), name }, [1, 1], words(name, categories), false);
    return { t, set, id: (word: string) => t.dictionary.get(word)! };
  };

  test('is the least distance in one value of the attribute, in either order, and the cap when never that close', () => {
    const { t, set, id } = table();
    set(0, 'Zenith Remedies', ['PCD Pharma Franchise', 'Third Party Manufacturing']);
    set(1, 'Franchise Point', ['Derma PCD Franchise Company']);
    expect(t.pairDistance(1, id('pcd'), id('franchise'))).toBe(1);
    expect(t.pairDistance(1, id('franchise'), id('pcd'))).toBe(1);
    expect(t.pairDistance(1, id('pharma'), id('company'))).toBe(MAX_PAIR_DISTANCE); // never in one value
    expect(t.pairDistance(0, id('pcd'), id('franchise'))).toBe(MAX_PAIR_DISTANCE); // not in that attribute
    expect(t.pairDistance(0, id('franchise'), id('point'))).toBe(1);
  });

  test('stays a floor when documents change or go: it never rises above what a live document holds', () => {
    const { t, set, id } = table();
    set(0, 'Zenith Remedies', ['PCD Pharma Franchise']);
    expect(t.pairDistance(1, id('pcd'), id('franchise'))).toBe(2);
    set(1, 'Cure Labs', ['PCD Franchise']);
    expect(t.pairDistance(1, id('pcd'), id('franchise'))).toBe(1);
    set(1, 'Cure Labs', ['Third Party Manufacturing']);
    t.delete(1);
    expect(t.pairDistance(1, id('pcd'), id('franchise'))).toBe(1); // a looser floor, never a wrong one
  });

  test('ranks as the reference when every candidate ties on a floor above 1, and when one record brings the pair closer', () => {
    const kinds = ['PCD Pharma Franchise', 'Third Party Manufacturing', 'Derma PCD Company Franchise'];
    const records: SearchRecord[] = Array.from({ length: 400 }, (_, i) => ({
      objectID: `c${i}`,
      name: `${pick(COMPANY)} ${pick(SUFFIX)}`.trim(),
      categories: [pick(kinds), ...(random() < 0.3 ? [pick(kinds)] : [])],
      category: 'Company',
      rank: Math.floor(random() * 50),
    }));
    const index = build(records, {
      searchableAttributes: ['name', 'unordered(categories)'],
      attributesForFaceting: ['category'],
      customRanking: ['desc(rank)'],
    });
    const queries = ['pcd franchise', 'pcd pharma franchise', 'franchise pcd', 'third manufacturing', 'pcd'];
    const pages: [number, number][] = [
      [0, 8],
      [1, 8],
      [0, 1000],
    ];
    expectSameAsReference(index, queries, FILTERS.slice(0, 1), pages);
    index.save({
      objectID: 'close',
      name: 'Adjacent Labs',
      categories: ['PCD Franchise'],
      category: 'Company',
      rank: 0,
    });
    expectSameAsReference(index, queries, FILTERS.slice(0, 1), pages);
    expect(index.search(readSearchParams({ query: 'pcd franchise', hitsPerPage: 8 })).hits[0]!.objectID).toBe('close');
    index.delete('close');
    expectSameAsReference(index, queries, FILTERS.slice(0, 1), pages);
  });
});

test('paging: the pages put together are the first hits of one big page, and nbHits counts every match', () => {
  const index = build(corpus(3000));
  const all = index.search(readSearchParams({ query: 'health', hitsPerPage: 1000 }));
  expect(all.nbHits).toBeGreaterThan(40);
  const paged: string[] = [];
  for (let page = 0; page < 5; page += 1) {
    const result = index.search(readSearchParams({ query: 'health', hitsPerPage: 8, page }));
    expect(result).toMatchObject({ nbHits: all.nbHits, page, hitsPerPage: 8, nbPages: Math.ceil(all.nbHits / 8) });
    paged.push(...result.hits.map((h) => h.objectID));
  }
  expect(paged).toEqual(all.hits.slice(0, 40).map((h) => h.objectID));
  const counted = index.search(readSearchParams({ query: 'health', hitsPerPage: 0 }));
  expect(counted).toMatchObject({ hits: [], nbHits: all.nbHits, nbPages: 0 });
  const beyond = index.search(readSearchParams({ query: 'health', hitsPerPage: 8, page: 1000 }));
  expect(beyond).toMatchObject({ hits: [], nbHits: all.nbHits });
});

/** Keys for bestByBounds: some final, the others a lower bound of theirs that a first refinement may only sharpen. */
function boundedKeys(final: readonly number[]) {
  const known = Uint8Array.from(final, () => (random() < 0.3 ? 1 : 0));
  const sharper = final.map((value) => Math.max(0, value - Math.floor(random() * 3)));
  const keys = sharper.map((value, i) => (known[i] === 1 ? final[i]! : Math.max(0, value - Math.floor(random() * 3))));
  return { known, sharper, keys };
}

test('bestByBounds returns what a full sort by the final keys returns, refining only what it must', () => {
  for (let round = 0; round < 200; round += 1) {
    const n = Math.floor(random() * 300);
    const final = Array.from({ length: n }, () => Math.floor(random() * 10));
    const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => final[a]! - final[b]! || a - b);
    for (const wanted of [1, 2, 8, Math.floor(n / 2) + 1, n, n + 5]) {
      const { known, sharper, keys } = boundedKeys(final);
      const refined: [number, number][] = [];
      const best = bestByBounds(
        Int32Array.from({ length: n }, (_, i) => i),
        n,
        wanted,
        known,
        (a, b) => keys[a]! - keys[b]! || a - b,
        (x) => {
          refined.push([x, keys[x]!]);
          const last = keys[x] === sharper[x];
          keys[x] = last ? final[x]! : sharper[x]!;
          return last;
        },
      );
      expect(best).toEqual(sorted.slice(0, wanted));
      // Only bounds that ordered no later than the last of the first hits were refined.
      const last = best[best.length - 1];
      for (const [x, bound] of refined)
        expect(wanted >= n || bound < final[last!]! || (bound === final[last!] && x <= last!)).toBe(true);
    }
  }
});

test('bestByBounds completing the rest of the heap after some refinements returns the same items', () => {
  for (let round = 0; round < 200; round += 1) {
    const n = Math.floor(random() * 300);
    const final = Array.from({ length: n }, () => Math.floor(random() * 10));
    const sorted = Array.from({ length: n }, (_, i) => i).sort((a, b) => final[a]! - final[b]! || a - b);
    for (const wanted of [1, 8, Math.floor(n / 2) + 1, n + 5])
      for (const eagerAfter of [1, 4, 64]) {
        const { known, sharper, keys } = boundedKeys(final);
        let refinements = 0;
        const best = bestByBounds(
          Int32Array.from({ length: n }, (_, i) => i),
          n,
          wanted,
          known,
          (a, b) => keys[a]! - keys[b]! || a - b,
          (x) => {
            refinements += 1;
            const last = keys[x] === sharper[x];
            keys[x] = last ? final[x]! : sharper[x]!;
            return last;
          },
          undefined,
          eagerAfter,
        );
        expect(best).toEqual(sorted.slice(0, wanted));
        // Past eagerAfter refinements, every key left in the heap was completed (at most two refinements each).
        expect(refinements).toBeLessThanOrEqual(2 * n);
      }
  }
});

test('topK returns what a full sort returns, ties included', () => {
  for (let round = 0; round < 200; round += 1) {
    const n = Math.floor(random() * 300);
    const values = Array.from({ length: n }, () => Math.floor(random() * 10));
    const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
    const sorted = Array.from({ length: n }, (_, i) => i).sort(compare);
    for (const k of [0, 1, 2, 8, 16, Math.floor(n / 2), n, n + 5])
      expect(topK(n, k, compare)).toEqual(sorted.slice(0, Math.max(0, k)));
  }
});
