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

describe('words in one pass: every optional word and synonym a record matches counts', () => {
  const settings = {
    searchableAttributes: ['name', 'places', 'unordered(categories)', 'unordered(molecules)', 'unordered(products)'],
    customRanking: ['desc(rank)'],
    removeStopWords: true,
    optionalWords: ['third', 'party', 'manufacturer', 'manufacturing', 'pcd', 'franchise'],
  };
  const synonyms = (index: SearchIndex) => {
    index.saveSynonym({ objectID: 'm', type: 'synonym', synonyms: ['manufacturer', 'manufacturing', 'manufacturers'] });
    index.saveSynonym({ objectID: 'pan', type: 'onewaysynonym', input: 'pan', synonyms: ['pantoprazole'] });
    index.saveSynonym({ objectID: 'pan40', type: 'onewaysynonym', input: 'pan 40', synonyms: ['pantoprazole'] });
    return index;
  };

  test('"third party manufacturer in baddi": a maker in Baddi (2 words, via a synonym) above a higher-ranked other seller there (1)', () => {
    // Three optional words and two synonyms of one of them: more combinations than a query's alternatives could hold.
    const index = synonyms(
      build(settings, [
        { objectID: 'cosmetics', name: 'Alpha', places: ['Baddi'], categories: ['Cosmetics'], rank: 1000 },
        { objectID: 'maker', name: 'Beta', places: ['Baddi'], categories: ['Pharma Manufacturing'], rank: 10 },
        {
          objectID: 'elsewhere',
          name: 'Gamma',
          places: ['Mohali'],
          categories: ['Third Party Manufacturing'],
          rank: 999,
        },
      ]),
    );
    expect(ids(index, 'third party manufacturer in baddi')).toEqual(['maker', 'cosmetics']);
  });

  test('"pan 40": the sellers of Pantoprazole 40 mg (both typed words) above the molecule its phrase synonym finds', () => {
    const index = synonyms(
      build(settings, [
        { objectID: 'molecule', name: 'Pantoprazole', rank: 0 },
        { objectID: 'seller', name: 'Delta', products: ['Pantoprazole 40 mg Tablets'], rank: 5 },
        { objectID: 'other-strength', name: 'Omega', products: ['Pantoprazole 20 mg Tablets'], rank: 900 },
      ]),
    );
    // Another strength matches the synonym's one word as the molecule does: the molecule's name attribute comes first.
    expect(ids(index, 'pan 40')).toEqual(['seller', 'molecule', 'other-strength']);
  });

  test('a broad query: each page is the slice of the whole order though only the candidates that can reach it are ranked in full', () => {
    const kinds = [
      'Injection Manufacturers',
      'Injection Franchise',
      'Eye Drop Franchise',
      'Injection Pharma Manufacturing',
    ];
    const index = synonyms(
      build(
        { ...settings, attributesForFaceting: ['city'] },
        Array.from({ length: 600 }, (_, n) => ({
          objectID: `c${n}`,
          name: n % 50 === 0 ? `Injection Labs ${n}` : `Company ${n}`,
          places: [['Baddi', 'Mohali', 'Panchkula'][n % 3]!],
          city: ['Baddi', 'Mohali', 'Panchkula'][n % 3],
          categories: [kinds[n % 4]!],
          rank: (n * 37) % 11, // many ties: customRanking and the score decide among equal keys
        })),
      ),
    );
    for (const query of ['injection manufacturer', 'pcd franchise', 'injection', 'franchise baddi']) {
      const whole = index.search(readSearchParams({ query, hitsPerPage: 1000, facets: ['city'] }));
      expect(whole.nbHits).toBeGreaterThan(100);
      for (const [hitsPerPage, page] of [
        [8, 0],
        [8, 3],
        [5, 11],
        [1, 0],
      ] as const) {
        const one = index.search(readSearchParams({ query, hitsPerPage, page, facets: ['city'] }));
        expect(one.hits.map((h) => h.objectID)).toEqual(
          whole.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((h) => h.objectID),
        );
        expect([one.nbHits, one.nbPages, one.facets]).toEqual([
          whole.nbHits,
          Math.ceil(whole.nbHits / hitsPerPage),
          whole.facets,
        ]);
      }
    }
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
