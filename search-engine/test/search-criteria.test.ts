import { readSearchParams } from '../src/params';
import { MAX_PAIR_DISTANCE, ProximityWalk, textProximity } from '../src/proximity';
import { SearchIndex } from '../src/search-index';
import type { IndexSettings, SearchRecord } from '../src/search-types';

// Algolia's ranking criteria in its order: typo, words, proximity, attribute, exact, custom.

function build(settings: IndexSettings, records: SearchRecord[]) {
  const index = new SearchIndex();
  index.setSettings(settings);
  for (const record of records) index.save(record);
  return index;
}

const ids = (index: SearchIndex, query: string, extra: Record<string, unknown> = {}) =>
  index.search(readSearchParams({ query, hitsPerPage: 20, ...extra })).hits.map((h) => h.objectID);

describe('proximity', () => {
  test('a pair of query words counts its smallest distance within one value, capped; apart in two values, the cap', () => {
    const walk = new ProximityWalk();
    walk.start(2);
    [1, 0, 0, 2].forEach((mask) => walk.word(mask)); // "metformin x y 500"
    expect(walk.result()).toBe(3);
    walk.start(2);
    walk.word(1);
    walk.nextValue();
    walk.word(2); // "metformin" | "500": two elements of one array
    expect(walk.result()).toBe(MAX_PAIR_DISTANCE);
    walk.start(3);
    [1, 2, 4].forEach((mask) => walk.word(mask));
    expect(walk.result()).toBe(2);
    walk.start(1);
    walk.word(1);
    expect(walk.result()).toBe(0);
  });

  test('from the text: array elements are values of their own', () => {
    const fields = ['name', 'products'];
    const words = ['metformin', '500'];
    const near = { objectID: 'a', name: 'A', products: ['Metformin 500 mg Tablets'] };
    const apart = { objectID: 'b', name: 'B', products: ['Glimepiride + Metformin SR', 'Amoxicillin 500 mg'] };
    expect(textProximity(fields, near, ['metformin', '500'], words)).toBe(1);
    expect(textProximity(fields, apart, ['metformin', '500'], words)).toBe(MAX_PAIR_DISTANCE);
  });

  test('"metformin 500": the company listing "Metformin 500 mg" ranks above one listing the two words apart', () => {
    const settings = { searchableAttributes: ['name', 'unordered(products)'], customRanking: ['desc(rank)'] };
    const index = build(settings, [
      { objectID: 'apart', name: 'Alpha', products: ['Glimepiride + Metformin SR', 'Amoxicillin 500 mg'], rank: 90 },
      { objectID: 'near', name: 'Beta', products: ['Cefixime 200 mg', 'Metformin 500 mg Tablets'], rank: 10 },
      { objectID: 'reversed', name: 'Gamma', products: ['500 ml Metformin Syrup'], rank: 50 },
    ]);
    expect(ids(index, 'metformin 500')).toEqual(['near', 'reversed', 'apart']);
    // Without the query's second word, custom ranking decides.
    expect(ids(index, 'metformin')).toEqual(['apart', 'reversed', 'near']);
  });

  test('the fast path answers as the reference for multi-word queries over array attributes', () => {
    const molecules = ['Metformin', 'Glimepiride', 'Amoxicillin', 'Cefixime', 'Paracetamol', 'Pantoprazole'];
    const strengths = ['500 mg', '250 mg', '40 mg', '200 mg', '650 mg'];
    const forms = ['Tablets', 'Capsules', 'Syrup', 'Injection'];
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const records = Array.from({ length: 400 }, (_, n) => ({
      objectID: `c${n}`,
      name: `${pick(['Cure', 'Nova', 'Zen', 'Metro'])} ${pick(['Pharma', 'Labs', 'Remedies'])}`,
      products: Array.from({ length: 1 + (n % 5) }, () => `${pick(molecules)} ${pick(strengths)} ${pick(forms)}`),
      rank: n % 7,
    }));
    const index = build(
      { searchableAttributes: ['name', 'unordered(products)'], customRanking: ['desc(rank)'] },
      records,
    );
    for (const query of [
      'metformin 500',
      'cefixime 200 mg',
      'pantoprazole 40 tablets',
      'cure paracetamol 650',
      'amox 2',
    ])
      for (const hitsPerPage of [8, 50]) {
        const params = readSearchParams({ query, hitsPerPage });
        expect(index.search(params)).toEqual(index.searchReference(params));
      }
  });
});

describe('words: more of the query words matched, optional ones included, ranks first', () => {
  const settings = {
    searchableAttributes: ['name', 'places', 'unordered(categories)'],
    customRanking: ['desc(rank)'],
    optionalWords: ['third', 'party', 'manufacturing', 'pcd', 'franchise'],
  };
  const index = build(settings, [
    { objectID: 'franchise', name: 'Alpha', places: ['Baddi'], categories: ['PCD Pharma Franchise'], rank: 100 },
    { objectID: 'maker', name: 'Beta', places: ['Baddi'], categories: ['Pharma Manufacturing'], rank: 10 },
    { objectID: 'third', name: 'Gamma', places: ['Baddi'], categories: ['Third Party Manufacturing'], rank: 1 },
    { objectID: 'elsewhere', name: 'Delta', places: ['Mohali'], categories: ['Third Party Manufacturing'], rank: 1000 },
  ]);

  test('"third party manufacturing baddi": all four words, then two, then the place alone; never another place', () => {
    expect(ids(index, 'third party manufacturing baddi')).toEqual(['third', 'maker', 'franchise']);
  });

  test('"pcd franchise baddi": the franchise company first, the others still found by the place', () => {
    expect(ids(index, 'pcd franchise baddi')).toEqual(['franchise', 'maker', 'third']);
  });

  test('words comes after typo: an exact match of fewer words ranks above a typo in more', () => {
    const typo = build(settings, [
      { objectID: 'typo', name: 'Alpha', places: ['Baddi'], categories: ['Pharma Manufacturimg'], rank: 1 },
      { objectID: 'exact', name: 'Beta', places: ['Baddi'], categories: ['Eye Drops'], rank: 0 },
    ]);
    expect(ids(typo, 'manufacturing baddi')).toEqual(['exact', 'typo']);
  });
});

test('facets counted from the interned columns equal the records’ counts, after updates and deletes', () => {
  const index = build({ searchableAttributes: ['name'], attributesForFaceting: ['city', 'tags'] }, []);
  for (let n = 0; n < 300; n++)
    index.save({
      objectID: `r${n}`,
      name: `Cure ${n % 3 === 0 ? 'Labs' : 'Pharma'}`,
      city: ['Baddi', 'Mohali', 'Pune'][n % 3],
      tags: n % 2 ? ['a', 'b', 'a'] : 'c',
      score: n,
    });
  const params = readSearchParams({ query: 'cure', hitsPerPage: 5, facets: ['city', 'tags'] });
  expect(index.search(params).facets).toEqual(index.searchReference(params).facets);
  for (let n = 0; n < 300; n += 7)
    index.partialUpdate({ objectID: `r${n}`, city: 'Zirakpur', tags: ['d', 7, true] }, false);
  for (let n = 0; n < 300; n += 11) index.delete(`r${n}`);
  const after = index.search(params).facets;
  expect(after).toEqual(index.searchReference(params).facets);
  expect(after!.city!.Zirakpur).toBeGreaterThan(0);
});
