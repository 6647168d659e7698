import { classifyWord, editDistance, highlight, typosAllowed } from '../src/matching';
import { parseFilterString, readSearchParams } from '../src/params';

test('typos allowed follow Algolia: none under 4 letters, 1 from 4, 2 from 8', () => {
  expect([typosAllowed('pcd'), typosAllowed('cure'), typosAllowed('metform'), typosAllowed('metfromi')]).toEqual([
    0, 1, 1, 2,
  ]);
});

test('a transposition is one typo', () => {
  expect(editDistance('metfromin', 'metformin')).toBe(1);
  expect(editDistance('cura', 'cure')).toBe(1);
  expect(editDistance('abcdef', 'a', 3)).toBe(3);
});

test('a word matches exactly, as a prefix only when last, or with allowed typos', () => {
  expect(classifyWord('para', false, ['paracetamol'])).toBeUndefined();
  expect(classifyWord('para', true, ['paracetamol'])).toEqual({ kind: 'prefix', typos: 0 });
  expect(classifyWord('metfromin', false, ['metformin'])).toEqual({ kind: 'typo', typos: 1 });
});

test('highlighting wraps the matched prefix and whole words, and reports the match level', () => {
  expect(highlight('Metro Paracetamol Formulations', ['metro', 'para'], '<b>', '</b>')).toEqual({
    value: '<b>Metro</b> <b>Para</b>cetamol Formulations',
    matchLevel: 'full',
    matchedWords: ['metro', 'para'],
    fullyHighlighted: false,
  });
  expect(highlight('Cure Pharma', ['zinc'], '<em>', '</em>')).toEqual({
    value: 'Cure Pharma',
    matchLevel: 'none',
    matchedWords: [],
  });
});

test('filters: facet tests joined by AND / OR; anything else is refused', () => {
  expect(parseFilterString('category:Company AND (city:"New Delhi" OR city:Pune)')).toEqual([
    ['category:Company'],
    ['city:New Delhi', 'city:Pune'],
  ]);
  expect(() => parseFilterString('rank > 5')).toThrow('unsupported expression');
  expect(readSearchParams({ query: 'x', hitsPerPage: 8, facetFilters: 'category:Molecule' }).filters).toEqual([
    ['category:Molecule'],
  ]);
  expect(() => readSearchParams({ hitsPerPage: 5000 })).toThrow('hitsPerPage must be an integer between 0 and 1000');
});
