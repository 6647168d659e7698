import { frequencyFactors, TABLED_FREQUENCIES, TABLED_LENGTHS } from './scoring';

/** MiniSearch's calcBM25Score, less the parts that do not depend on the document (as it is written there). */
const bm25Factor = (termFreq: number, fieldLength: number, avgFieldLength: number, k: number, b: number) =>
  (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength));

test("the table of BM25's frequency factors holds MiniSearch's very numbers, and follows a field's average", () => {
  const k = 1.2;
  const b = 0.7;
  const lengths = new Uint32Array(10);
  for (const avg of [1, 2.5, 3.3333333333333335, 7.123456789, 41.07]) {
    const table = frequencyFactors(lengths, avg, k, b);
    expect(table).toHaveLength(TABLED_FREQUENCIES * TABLED_LENGTHS);
    for (let termFreq = 1; termFreq <= TABLED_FREQUENCIES; termFreq++)
      for (let length = 0; length < TABLED_LENGTHS; length++) {
        const held = table[(termFreq - 1) * TABLED_LENGTHS + length]!;
        if (!Object.is(held, bm25Factor(termFreq, length, avg, k, b)))
          expect({ termFreq, length, avg, held }).toEqual({
            termFreq,
            length,
            avg,
            held: bm25Factor(termFreq, length, avg, k, b),
          });
      }
  }
  // The same field and average: the table is kept, not made again.
  expect(frequencyFactors(lengths, 41.07, k, b)).toBe(frequencyFactors(lengths, 41.07, k, b));
});
