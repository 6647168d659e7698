/**
 * Algolia's default matching rules, as pure functions: the last word matches as a prefix, words of 4+
 * letters allow 1 typo and words of 8+ allow 2; ranking puts fewer typos first, then exact words before
 * prefixes; highlighting wraps the matched part of each word.
 */

const MIN_WORD_SIZE_FOR_1_TYPO = 4;
const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** Same split as MiniSearch's default tokenizer: spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export const tokenize = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** MiniSearch `fuzzy` option: the maximum edit distance for a query word. */
export const typosAllowed = (term: string): number =>
  term.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : term.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : 0;

/** MiniSearch `prefix` option: only the last query word is a prefix. */
export const isPrefixWord = (_term: string, index: number, terms: string[]): boolean => index === terms.length - 1;

/** Three rows of the distance matrix, reused from call to call (highlighting calls this per word of each hit). */
let rows = new Int32Array(64);

/** Damerau (optimal string alignment) distance, capped: a transposition counts as one typo, as in Algolia. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  const m = rows;
  // Row offsets: the row two back, the previous row, the row being filled.
  let prev2 = 0;
  let prev = width;
  let row = 2 * width;
  for (let j = 0; j < width; j++) m[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    m[row] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(m[prev + j]! + 1, m[row + j - 1]! + 1, m[prev + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, m[prev2 + j - 2]! + 1);
      m[row + j] = d;
    }
    const free = prev2;
    prev2 = prev;
    prev = row;
    row = free;
  }
  return Math.min(m[prev + b.length]!, cap);
}

type WordMatch = { kind: 'exact' | 'prefix' | 'typo'; typos: number };

/** How one query word matched a document, given the document words MiniSearch matched. */
export function classifyWord(queryWord: string, isLast: boolean, docWords: readonly string[]): WordMatch | undefined {
  if (docWords.includes(queryWord)) return { kind: 'exact', typos: 0 };
  if (isLast && docWords.some((w) => w.startsWith(queryWord))) return { kind: 'prefix', typos: 0 };
  const allowed = typosAllowed(queryWord);
  let best = allowed + 1;
  for (const w of docWords) best = Math.min(best, editDistance(queryWord, w, allowed + 1));
  return best <= allowed ? { kind: 'typo', typos: best } : undefined;
}

interface RankInfo {
  typos: number;
  exactWords: number;
  matchedWords: string[];
}

export function rankInfo(queryWords: readonly string[], docWords: readonly string[]): RankInfo {
  const info: RankInfo = { typos: 0, exactWords: 0, matchedWords: [] };
  queryWords.forEach((q, i) => {
    const m = classifyWord(q, i === queryWords.length - 1, docWords);
    if (!m) return;
    info.matchedWords.push(q);
    info.typos += m.typos;
    if (m.kind === 'exact') info.exactWords += 1;
  });
  return info;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/g;

/** The record's text as HTML text (Algolia's escaping), so only the highlight tags can be markup. */
export const escapeHtml = (text: string): string => text.replace(HTML_SPECIAL, (c) => ESCAPED[c]!);

/**
 * Algolia-shaped highlight of one attribute value for the given query words. The words are matched in the raw
 * value, and each piece of it is escaped before the tags are put around the matched parts: a query never matches
 * inside an escape ("lt" in "&lt;"), and the tags, the caller's own, are the only markup in the answer.
 */
export function highlight(value: string, queryWords: readonly string[], pre: string, post: string): HighlightResult {
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  let highlightedChars = 0;
  for (const found of value.matchAll(WORD)) {
    const word = found[0];
    const lower = word.toLowerCase();
    let length = 0;
    queryWords.forEach((q, i) => {
      const m = classifyWord(q, i === queryWords.length - 1, [lower]);
      if (!m) return;
      matched.add(q);
      length = Math.max(length, m.kind === 'prefix' ? q.length : word.length);
    });
    if (length === 0) continue;
    const start = found.index!;
    out += escapeHtml(value.slice(last, start)) + pre + escapeHtml(word.slice(0, length)) + post;
    last = start + length;
    highlightedChars += length;
  }
  out += escapeHtml(value.slice(last));
  const matchedWords = queryWords.filter((q) => matched.has(q));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === queryWords.length ? 'full' : 'partial';
  const result: HighlightResult = { value: out, matchLevel, matchedWords };
  if (matchLevel !== 'none')
    result.fullyHighlighted = highlightedChars === value.replace(/[\n\r\p{Z}\p{P}]+/gu, '').length;
  return result;
}
