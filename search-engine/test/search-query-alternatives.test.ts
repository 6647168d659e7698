import { SearchEngine } from '../src/engine';
import { queryAlternatives, splitDigits } from '../src/query-alternatives';

const rules = { removeStopWords: true, optionalWords: [], rules: [] };

describe('word splitting of a strength and its unit', () => {
  test('digits then letters, or letters then digits, split in two; any other word does not', () => {
    expect(splitDigits('10mg')).toEqual(['10', 'mg']);
    expect(splitDigits('pan40')).toEqual(['pan', '40']);
    expect(splitDigits('650')).toBeUndefined();
    expect(splitDigits('paracetamol')).toBeUndefined();
    expect(splitDigits('1a2')).toBeUndefined();
    expect(splitDigits('10मि')).toBeUndefined();
  });

  test('the split query is the alternative right after the query as typed', () => {
    expect(queryAlternatives('montelukast 10mg', rules)).toEqual([
      ['montelukast', '10mg'],
      ['montelukast', '10', 'mg'],
    ]);
    expect(queryAlternatives('montelukast 10 mg', rules)).toEqual([['montelukast', '10', 'mg']]);
  });

  test('"montelukast 10mg" finds the product the catalog writes "Montelukast 10 mg"', () => {
    const engine = new SearchEngine();
    engine.setSettings('i', { searchableAttributes: ['name', 'unordered(products)'] });
    engine.batch('i', [
      { action: 'addObject', body: { objectID: 'a', name: 'Acme Pharma', products: ['Montelukast 10 mg Tablets'] } },
      { action: 'addObject', body: { objectID: 'b', name: 'Zenith Remedies', products: ['Montelukast 4 mg Tablets'] } },
    ]);
    const ids = engine.search('i', { query: 'montelukast 10mg' }).hits.map((h) => h.objectID);
    expect(ids).toEqual(['a']);
  });
});

describe('a query with alternatives, paged', () => {
  // Pages are cut from the alternatives' merged order (the query as typed first, then what only its synonyms or the
  // query without its optional words find): any page equals that slice of one page holding every hit.
  const engine = new SearchEngine();
  const cities = ['Baddi', 'Mohali', 'Chandigarh', 'Panchkula'];
  const kinds = [
    'Third Party Manufacturing',
    'PCD Pharma Franchise',
    'Injection Manufacturers',
    'Pharma Manufacturing',
  ];
  engine.setSettings('i', {
    searchableAttributes: ['name', 'unordered(places)', 'unordered(categories)'],
    attributesForFaceting: ['city'],
    customRanking: ['desc(rank)'],
    optionalWords: ['third', 'party', 'manufacturer', 'manufacturing', 'pcd', 'franchise'],
  });
  engine.saveSynonyms(
    'i',
    [{ objectID: 's', type: 'synonym', synonyms: ['manufacturer', 'manufacturing', 'manufacturers'] }],
    true,
  );
  engine.batch(
    'i',
    Array.from({ length: 120 }, (_, n) => ({
      action: 'addObject' as const,
      body: {
        objectID: `c${n}`,
        name: `Company ${n}`,
        places: [cities[n % 4]!],
        city: cities[n % 4]!,
        categories: [kinds[(n >> 2) % 4]!],
        rank: (n * 37) % 101,
      },
    })),
  );

  test.each(['third party manufacturer baddi', 'pcd franchise mohali', 'injection manufacturer', 'manufacturing'])(
    '"%s": every page is its slice of the whole order; nbHits and facets count every hit',
    (query) => {
      const whole = engine.search('i', { query, hitsPerPage: 1000, facets: ['city'] });
      expect(whole.nbHits).toBeGreaterThan(8);
      const paged: string[] = [];
      for (let page = 0; page * 7 < whole.nbHits; page++) {
        const one = engine.search('i', { query, hitsPerPage: 7, page, facets: ['city'] });
        expect([one.nbHits, one.facets]).toEqual([whole.nbHits, whole.facets]);
        paged.push(...one.hits.map((h) => h.objectID));
      }
      expect(paged).toEqual(whole.hits.map((h) => h.objectID));
    },
  );
});
