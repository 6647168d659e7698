/**
 * How a query is searched, as Algolia reads it: stop words removed (removeStopWords), digits split from letters, and
 * synonyms. The fast path (search-index.ts) takes the query's forms (queryForms): the query itself and its
 * replacements by synonyms of several words, each searched in one pass that also matches its optional words
 * (optionalWords) and single-word synonyms, so the words criterion (ranking.ts) counts every query word a record
 * matches. The reference path takes the query's alternatives (rankedAlternatives): the same forms and each of them
 * without some or all of its optional words, each a search of its own, a record counting for the alternative matching
 * the most query words that finds it.
 */
import { tokenize } from './matching';

/** English stop words a buyer puts between the words that matter ("franchise in Chandigarh"). */
const STOP_WORDS = new Set([
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

export const isStopWord = (word: string) => STOP_WORDS.has(word);

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

/** At most this many alternatives per query (the reference path): each is a search of its own. */
export const MAX_ALTERNATIVES = 8;

interface AlternativeRules {
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

/** At most this many query forms per query: each is a pass over the index of its own. */
const MAX_FORMS = 4;

/**
 * One form of a query, searched in one pass (search-index.ts): its words, which of them are optional (a record need
 * not match them; each one it misses costs one in the words criterion), each word's single-word synonyms (matched as
 * exactly as the word itself), and the words criterion of a record matching every word of the form.
 */
export interface QueryForm {
  words: string[];
  optional: boolean[];
  synonyms: string[][];
  matched: number;
}

/**
 * The forms of `query`: the query itself (stop words removed) first, its digits-and-letters split, and its
 * replacements by synonyms of several words ("dolo 650" → "paracetamol"), one replacement before two; at most
 * MAX_FORMS. Optional words and single-word synonyms are no forms of their own: each form's one pass matches them
 * (Algolia's query graph), so the words criterion counts every query word a record matches, optional ones included.
 * A form from a synonym of several words counts the words it has, not the words it replaced (within the query's
 * count): Algolia does not take such a synonym as an exact match of what was typed (alternativesAsExact), so a
 * record matching the typed words themselves ("pantoprazole 40" for "pan 40") ranks above one matching the phrase's
 * synonym alone.
 */
export function queryForms(query: string, { removeStopWords, optionalWords, rules }: AlternativeRules): QueryForm[] {
  let words = tokenize(query);
  if (removeStopWords) {
    const kept = words.filter((w) => !STOP_WORDS.has(w));
    if (kept.length > 0) words = kept;
  }
  if (words.length === 0) return [];
  const all = words.length;
  const optionalSet = new Set(optionalWords.flatMap((w) => tokenize(w)));
  const single = new Map<string, string[]>();
  const phrases: { from: string[]; to: string[] }[] = [];
  for (const rule of rules) {
    if (rule.from.length === 1 && rule.to.length === 1) {
      const list = single.get(rule.from[0]!) ?? [];
      if (!list.includes(rule.to[0]!) && rule.to[0] !== rule.from[0]) list.push(rule.to[0]!);
      single.set(rule.from[0]!, list);
    } else if (rule.from.length > 0 && rule.to.length > 0) phrases.push(rule);
  }
  type Draft = { words: string[]; optional: boolean[]; matched: number };
  const found: Draft[] = [{ words, optional: words.map((w) => optionalSet.has(w)), matched: all }];
  const seen = new Set([words.join(' ')]);
  const add = (draft: Draft) => {
    const key = draft.words.join(' ');
    if (found.length >= MAX_FORMS || seen.has(key)) return;
    seen.add(key);
    found.push(draft);
  };
  const split = words.flatMap((w) => splitDigits(w) ?? [w]);
  if (split.length > words.length) add({ words: split, optional: split.map((w) => optionalSet.has(w)), matched: all });
  for (let i = 0; i < found.length && found.length < MAX_FORMS; i++) {
    const current = found[i]!;
    for (const { from, to } of phrases) {
      const at = indexOf(current.words, from);
      if (at < 0) continue;
      const replacedOptional = current.optional.slice(at, at + from.length).every(Boolean);
      add({
        words: [...current.words.slice(0, at), ...to, ...current.words.slice(at + from.length)],
        optional: [
          ...current.optional.slice(0, at),
          ...to.map(() => replacedOptional),
          ...current.optional.slice(at + from.length),
        ],
        matched: Math.min(current.matched, current.matched - from.length + to.length),
      });
    }
  }
  return found.map((form) => ({ ...form, synonyms: form.words.map((w) => single.get(w) ?? []) }));
}
