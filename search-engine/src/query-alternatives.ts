/**
 * A query's alternatives, as Algolia forms them: stop words removed (removeStopWords), each synonym's replacement of
 * a phrase the query holds, and, when the query holds optional words (optionalWords), each of those without some
 * or all of them. A record counts for the alternative matching the most query words that finds it: that count is
 * Algolia's words criterion (ranking.ts), so a record matching more of what a buyer typed ranks above one matching fewer.
 */
import { tokenize } from './matching';

/** English stop words a buyer puts between the words that matter ("franchise in Chandigarh"). */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * A word of digits then letters or letters then digits ("10mg", "pan40") as two words ("10 mg", "pan 40"), as
 * Algolia's word splitting does: catalogs write the strength apart from its unit. Undefined for any other word.
 */
export function splitDigits(word: string): [string, string] | undefined {
  const isDigit = (c: string) => c >= '0' && c <= '9';
  let change = -1;
  for (let i = 1; i < word.length; i++) {
    if (isDigit(word[i]!) === isDigit(word[i - 1]!)) continue;
    if (change !== -1) return undefined;
    change = i;
  }
  if (change === -1) return undefined;
  const [head, tail] = [word.slice(0, change), word.slice(change)];
  const letters = (s: string) => [...s].every((c) => c >= 'a' && c <= 'z');
  return letters(head) || letters(tail) ? [head, tail] : undefined;
}

/** At most this many alternatives per query: each is a search of its own. */
export const MAX_ALTERNATIVES = 8;

export interface AlternativeRules {
  removeStopWords: boolean;
  optionalWords: readonly string[];
  /** Replacements of a phrase (as words) by another. */
  rules: readonly { from: string[]; to: string[] }[];
}

const indexOf = (words: readonly string[], phrase: readonly string[]): number => {
  if (phrase.length === 0) return -1;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((w, j) => words[i + j] === w)) return i;
  return -1;
};

/** An alternative and Algolia's words criterion for the records it finds: how many of the query's words they match. */
export interface Alternative {
  words: string[];
  matched: number;
}

/** The alternatives of `query` as word lists, the query itself (stop words removed) first; at most MAX_ALTERNATIVES. */
export function queryAlternatives(query: string, rules: AlternativeRules): string[][] {
  return rankedAlternatives(query, rules).map((a) => a.words);
}

/** The subsets of positions[] of `size` elements, in lexical order. */
function* subsets(positions: readonly number[], size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i + size <= positions.length; i++)
    for (const rest of subsets(positions, size - 1, i + 1)) yield [positions[i]!, ...rest];
}

/**
 * The alternatives of `query` with the number of query words each matches, most first (Algolia's words criterion,
 * optional words included): the query itself (stop words removed) and its split and synonym forms match every word;
 * each of them without some of its optional words matches that many fewer. Without all of its optional words always
 * comes (what the required words alone find); the budget left goes to dropping fewer of them, one at a time first.
 * Among those matching as many query words, the longer first: a record counts for the form that explains most of it
 * ("paracetamol 650" before "paracetamol" for "dolo 650", whose synonyms give both).
 */
export function rankedAlternatives(
  query: string,
  { removeStopWords, optionalWords, rules }: AlternativeRules,
): Alternative[] {
  let words = tokenize(query);
  if (removeStopWords) {
    const kept = words.filter((w) => !STOP_WORDS.has(w));
    if (kept.length > 0) words = kept;
  }
  const all = words.length;
  const found: string[][] = [words];
  const seen = new Set([words.join(' ')]);
  const split = words.flatMap((w) => splitDigits(w) ?? [w]);
  if (split.length > words.length) {
    found.push(split);
    seen.add(split.join(' '));
  }
  const add = (alternative: string[], max = MAX_ALTERNATIVES) => {
    const key = alternative.join(' ');
    if (found.length >= max || alternative.length === 0 || seen.has(key)) return;
    seen.add(key);
    found.push(alternative);
  };
  // Synonyms: breadth first, so one replacement comes before two; half the alternatives, the rest for optional words.
  const synonymMax = MAX_ALTERNATIVES / 2;
  for (let i = 0; i < found.length && found.length < synonymMax; i++) {
    const current = found[i]!;
    for (const { from, to } of rules) {
      const at = indexOf(current, from);
      if (at >= 0) add([...current.slice(0, at), ...to, ...current.slice(at + from.length)], synonymMax);
    }
  }
  const ranked: Alternative[] = found.map((w) => ({ words: w, matched: all }));
  const optional = new Set(optionalWords.flatMap((w) => tokenize(w)));
  if (optional.size === 0) return ranked;
  const bases = [...found];
  const drop = (base: string[], dropped: readonly number[]) => {
    const without = base.filter((_, i) => !dropped.includes(i));
    const before = seen.size;
    add(without);
    if (seen.size > before) ranked.push({ words: without, matched: all - dropped.length });
  };
  const optionalAt = bases.map((base) => base.flatMap((w, i) => (optional.has(w) ? [i] : [])));
  // Without every optional word first (reserved), then the fewest dropped first.
  bases.forEach((base, b) => drop(base, optionalAt[b]!));
  const most = Math.max(...optionalAt.map((at) => at.length));
  for (let size = 1; size < most; size++)
    bases.forEach((base, b) => {
      for (const dropped of subsets(optionalAt[b]!, size)) drop(base, dropped);
    });
  return ranked.sort((x, y) => y.matched - x.matched || y.words.length - x.words.length);
}
