/**
 * A query's alternatives, as Algolia forms them: stop words removed (removeStopWords), each synonym's replacement of
 * a phrase the query holds, and, when the query holds optional words (optionalWords), each of those without them.
 * The index answers the records matching the first alternative (the query as typed) first, then those only the
 * next one matches, and so on: a record that matches every word a buyer typed ranks above one that matches fewer.
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

/** The alternatives of `query` as word lists, the query itself (stop words removed) first; at most MAX_ALTERNATIVES. */
export function queryAlternatives(
  query: string,
  { removeStopWords, optionalWords, rules }: AlternativeRules,
): string[][] {
  let words = tokenize(query);
  if (removeStopWords) {
    const kept = words.filter((w) => !STOP_WORDS.has(w));
    if (kept.length > 0) words = kept;
  }
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
  const optional = new Set(optionalWords.flatMap((w) => tokenize(w)));
  if (optional.size > 0) {
    for (const alternative of [...found]) add(alternative.filter((w) => !optional.has(w)));
  }
  return found;
}
