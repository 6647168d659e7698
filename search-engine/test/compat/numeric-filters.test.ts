import { numericTest, readNumericFilters } from '../../src/numeric-filters';

// Algolia's numericFilters, read into the canonical tests the filters carry, and those tests on record values.
const holds = (filter: string, value: unknown) => {
  const [[canonical]] = readNumericFilters(filter) as [[string]];
  return numericTest(canonical)!.matches(value);
};

test('each operator and the range, as Algolia writes them, with spaces or none', () => {
  expect(readNumericFilters(['rating>=4', 'rating < 4.6', ['year=2019', 'year = 2020'], 'price:10 TO 20'])).toEqual([
    ['rating>=4'],
    ['rating<4.6'],
    ['year=2019', 'year=2020'],
    ['price 10 TO 20'],
  ]);
  expect(readNumericFilters('rating>=4,(year=2019, year!=-2.5e3)')).toEqual([
    ['rating>=4'],
    ['year=2019', 'year!=-2500'],
  ]);
  expect(readNumericFilters(undefined)).toEqual([]);
});

test('the tests compare numbers, any of an array, and != holds where = does not', () => {
  expect([3.9, 4, 4.6].map((v) => holds('rating>=4', v))).toEqual([false, true, true]);
  expect([3.9, 4, 4.6].map((v) => holds('rating>4', v))).toEqual([false, false, true]);
  expect([3.9, 4, 4.6].map((v) => holds('rating<4', v))).toEqual([true, false, false]);
  expect([3.9, 4, 4.6].map((v) => holds('rating<=4', v))).toEqual([true, true, false]);
  expect([9, 10, 20, 21].map((v) => holds('price:10 TO 20', v))).toEqual([false, true, true, false]);
  expect(holds('year=2020', [2019, 2020])).toBe(true);
  expect(holds('year!=2020', [2019, 2020])).toBe(false);
  expect(holds('year!=2020', undefined)).toBe(true);
  // A number written as text is not a number to Algolia's numeric filters.
  expect(holds('year=2020', '2020')).toBe(false);
});

test('a facet test is not a numeric test, and text that is not a numeric filter is refused with it quoted', () => {
  expect(numericTest('city:Mohali')).toBeUndefined();
  expect(numericTest('price:10 TO 20')).toBeUndefined();
  for (const bad of [
    'rating',
    'rating>=',
    'rating>=four',
    '>=4',
    '-rating>4',
    'rating>=4 extra',
    'price:10 TO',
    'a,',
    '(a>1',
  ])
    expect(() => readNumericFilters(bad)).toThrow(/numericFilters/);
  expect(() => readNumericFilters([{ rating: 4 }])).toThrow('numericFilters entries must be strings');
});
