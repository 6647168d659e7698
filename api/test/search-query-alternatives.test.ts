import { SearchEngine } from '../src/search/engine';
import { queryAlternatives, splitDigits } from '../src/search/query-alternatives';

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
