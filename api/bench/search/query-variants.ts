// How the generated queries put a buyer's words together: the kind of seller they ask for, a dosage form as they type
// it, a category's distinctive words, a one-letter slip. Pure functions of the data and a fixed-seed random source, so
// the same catalog always gives the same queries.
import { SERVICE_WORDS } from '../../seed/search-terms';

/** The kinds of seller a buyer asks for, as they say them. */
export const SERVICE_PHRASES = ['manufacturer', 'pcd franchise', 'third party manufacturing', 'supplier', 'company'];

/** The same in Hindi, as a buyer writes them after a molecule. */
export const HINDI_SERVICE_WORDS = ['कंपनी', 'फ्रेंचाइजी', 'मैन्युफैक्चरर'];

/** A small fast generator (mulberry32) for sampling and typo positions: the seed fixes every choice. */
export function seededRandom(seed: number): (below: number) => number {
  let a = seed >>> 0;
  return (below: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** `count` items of `items` drawn without replacement, in their original order. */
export function sample<T>(items: readonly T[], count: number, random: (below: number) => number): T[] {
  const indexes = items.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

/** A place and a kind of seller the two ways buyers order them: "pcd franchise in baddi", "baddi pharma supplier". */
export const servicePlaceQuery = (service: string, place: string, variant: number) =>
  variant % 2 === 0 ? `${service} in ${place.toLowerCase()}` : `${place.toLowerCase()} pharma ${service}`;

/** A dosage form as typed: the catalog's plural ("tablets", "eye drops") or its singular ("tablet", "eye drop"). */
export const formWords = (form: string, variant: number) =>
  variant % 2 === 0 ? form.toLowerCase() : form.toLowerCase().replace(/s$/, '');

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words that say the trade, not what a category is about: the service words and a category name's filler. */
const TRADE_WORDS = new Set([...SERVICE_WORDS, 'and', 'for', 'of', 'products', 'drugs', 'drug', 'pharmaceutical']);

/**
 * A category's words a buyer would use for it: those of its name found in the fewest category names, ties kept
 * ("Cosmetics & Dermacare Franchise" → dermacare; "Eye Drop Franchise" → eye drop); null for a name made only of trade
 * words ("PCD Pharma Franchise").
 */
export function distinctiveWords(name: string, allNames: readonly string[]): string | null {
  const own = [...new Set(words(name))].filter((w) => !TRADE_WORDS.has(w));
  if (own.length === 0) return null;
  const spread = (w: string) => allNames.filter((n) => words(n).includes(w)).length;
  const fewest = Math.min(...own.map(spread));
  return own.filter((w) => spread(w) === fewest).join(' ');
}

/** Letters beside each other on a QWERTY keyboard: the substitution a hurried finger makes. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const neighbours = (c: string) =>
  KEYBOARD_ROWS.flatMap((row) => {
    const at = row.indexOf(c);
    return at < 0 ? [] : [row[at - 1], row[at + 1]].filter((n): n is string => n !== undefined);
  });

export type TypoKind = 'deletion' | 'transposition' | 'substitution';

/**
 * One slip in a word of 8+ letters, never in its first letter (buyers start a name right): a letter left out, two
 * neighbours swapped, or a letter replaced by one beside it on the keyboard. The position comes from `random`.
 */
export function oneSlip(word: string, kind: TypoKind, random: (below: number) => number): string {
  const at = 1 + random(word.length - 2);
  if (kind === 'deletion') return word.slice(0, at) + word.slice(at + 1);
  if (kind === 'transposition') {
    // Swapping two equal letters changes nothing: take the next pair that differs.
    for (let i = 0; i < word.length - 2; i += 1) {
      const p = 1 + ((at - 1 + i) % (word.length - 2));
      if (word[p] !== word[p + 1]) return word.slice(0, p) + word[p + 1] + word[p] + word.slice(p + 2);
    }
    return word;
  }
  const options = neighbours(word[at]!);
  return options.length === 0 ? word : word.slice(0, at) + options[random(options.length)] + word.slice(at + 1);
}
