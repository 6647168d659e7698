/**
 * A word's sound, reduced to what survives between an English spelling and a Hindi writer's Devanagari spelling of
 * the same word, as read back in Latin letters (`devanagari.ts`): "paracetamol" and "pairasitamol" (पैरासिटामोल),
 * "pantoprazole" and "paintoprajol" (पैंटोप्राजोल, read with z for ज), "company" and "kanpani" (कंपनी).
 *
 * The consonants carry the word; the vowels do not. A Hindi writer renders an English a as ै, ा, े or nothing, an i
 * as ि, ी or ाइ, and leaves unwritten the vowels the spoken word drops, so a vowel's quality and even its presence
 * are noise: the key keeps only whether the word begins with a vowel, then its consonants by sound class. The finer
 * `phoneticForm` keeps the vowels too, reduced the same way, to rank the words one key reaches.
 */

/** A word past this length is nobody's spelling of a catalog word. */
const MAX_WORD = 64;

/**
 * How a Hindi writer spells out a letter of an abbreviation (पीसीडी for PCD, बीबीएन for BBN): the English letter
 * names, which are part of the alphabet, not of any catalog.
 */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  b: 'bi',
  c: 'si',
  d: 'di',
  f: 'ef',
  g: 'ji',
  h: 'ech',
  j: 'je',
  k: 'ke',
  l: 'el',
  m: 'em',
  n: 'en',
  p: 'pi',
  q: 'kyu',
  r: 'ar',
  s: 'es',
  t: 'ti',
  v: 'vi',
  w: 'dablyu',
  x: 'eks',
  z: 'zed',
};

/** An abbreviation is read letter by letter: a short word without a vowel. */
const MAX_ABBREVIATION = 5;

/** Initial letter pairs whose first letter is silent (psyllium, pneumonia, knee, gnat, ptyalin, wrist). */
const SILENT_FIRST = new Set(['ps', 'pn', 'kn', 'gn', 'pt', 'wr']);

/** A vowel run as the ear takes it, for the form: long and gliding spellings of one sound become that sound. */
const VOWEL_RUNS: Readonly<Record<string, string>> = {
  aa: 'a',
  ai: 'e',
  ay: 'e',
  ae: 'e',
  ee: 'i',
  ea: 'i',
  ei: 'i',
  ie: 'i',
  ii: 'i',
  y: 'i',
  oo: 'u',
  uu: 'u',
  au: 'o',
  aw: 'o',
  ou: 'o',
};

const isVowel = (c: string | undefined): boolean =>
  c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u' || c === 'y';

/** How many letters the last `consonantAt` or `vowelRunAt` read (the engine keys every word it indexes: no tuples). */
let taken = 1;
const take = (sound: string, length: number): string => {
  taken = length;
  return sound;
};
const isSoftener = (c: string | undefined): boolean => c === 'e' || c === 'i' || c === 'y';

/**
 * The consonant sound class of the letter at `i`, and how many letters it takes: ph/f, th/t, dh/d, bh/b, kh/k,
 * gh/g, sh/s, z/s, w/v, q/k, x/ks, c before e/i/y = s else k, ch/k, g before e/i/y = j, an h after the word's
 * first letter nothing (it only marks an aspirate or a long vowel). A -ti- before a vowel is the sh of -tion.
 */
function consonantAt(word: string, i: number): string {
  const c = word[i]!;
  const next = word[i + 1];
  switch (c) {
    case 'c':
      if (next === 'h' || next === 'k' || next === 'q') return take('k', 2);
      if (next === 'c' && isSoftener(word[i + 2])) return take('ks', 2);
      return take(isSoftener(next) ? 's' : 'k', 1);
    case 'g':
      if (next === 'h') return take('g', 2);
      return take(isSoftener(next) ? 'j' : 'g', 1);
    case 'p':
      return next === 'h' ? take('f', 2) : take('p', 1);
    case 's':
      return take('s', next === 'h' ? 2 : 1);
    case 't':
      if (next === 'h') return take('t', 2);
      if (next === 'i' && i > 0 && isVowel(word[i + 2]) && word[i + 2] !== 'i') return take('s', 1);
      // -cture (manufacturer, structure): the t is heard as the ch a Hindi writer spells क्च, one k-class sound.
      if (next === 'u' && word[i - 1] === 'c' && word[i + 2] === 'r') return take('', 1);
      if (next === 'c' && word[i + 2] === 'h') return take('k', 3);
      return take('t', 1);
    case 'q':
      return next === 'u' ? take('kv', 2) : take('k', 1);
    case 'x':
      return take(i === 0 ? 's' : 'ks', 1);
    case 'z':
      return take('s', 1);
    case 'w':
      return take('v', 1);
    case 'h':
      return take(i === 0 ? 'h' : '', 1);
    default:
      return take(c, 1);
  }
}

/** The vowel run starting at `i` as one vowel of the form, and its length. */
function vowelRunAt(word: string, i: number): string {
  let end = i + 1;
  while (end < word.length && isVowel(word[end]) && !(word[end] === 'y' && isVowel(word[end + 1]))) end++;
  if (end === i + 1) return take(word[i] === 'y' ? 'i' : word[i]!, 1);
  // A y before a vowel is a glide into it (the yu of न्यु, manufacturer's nu): the vowel is the one heard.
  const run = word[i] === 'y' ? word.slice(i + 1, end) : word.slice(i, end);
  return take(VOWEL_RUNS[run] ?? (run[0] === 'y' ? 'i' : run[0]!), end - i);
}

/** Letters only, lower-cased; '' for anything else (digits, other scripts) or past the length bound. */
function letters(word: string): string {
  if (word.length === 0 || word.length > MAX_WORD) return '';
  const lower = word.toLowerCase();
  return /^[a-z]+$/.test(lower) ? lower : '';
}

/**
 * The word as sounds: consonant classes, and one vowel per vowel run. An English final e after a consonant is
 * silent; a nasal before another consonant is n (anusvara is written, and read, the same before any consonant);
 * a letter class repeated is one sound (the doubled letters of spelling, ck, the kch of क्च).
 */
function phoneticForm(word: string): string {
  let w = letters(word);
  if (w === '') return '';
  if (!/[aeiouy]/.test(w) && w.length <= MAX_ABBREVIATION) w = [...w].map((c) => LETTER_NAMES[c] ?? c).join('');
  if (w.length > 2 && SILENT_FIRST.has(w.slice(0, 2))) w = w.slice(1);
  if (w.length > 3 && w.endsWith('e') && !isVowel(w[w.length - 2])) w = w.slice(0, -1);
  const sounds: string[] = [];
  for (let i = 0; i < w.length;) {
    const c = w[i]!;
    // A y before a vowel at the start is the consonant of yohimbine and यूरिया; as a vowel the form already says it.
    if (c === 'y' && i === 0 && isVowel(w[i + 1])) {
      i++;
      continue;
    }
    const sound = isVowel(c) ? vowelRunAt(w, i) : consonantAt(w, i);
    i += taken;
    for (let k = 0; k < sound.length; k++) {
      const s = sound[k]!;
      const last = sounds.length - 1;
      if (sounds[last] === 'm' && !isVowel(s)) sounds[last] = 'n';
      if (sounds[last] !== s) sounds.push(s);
    }
  }
  return sounds.join('');
}

/**
 * The form's key: a vowel mark if the word begins with a vowel, then its consonant classes (a class repeated across
 * a vowel stays repeated: nahan is nn, not n). '' for no word.
 */
const keyOfForm = (form: string): string => {
  let key = isVowel(form[0]) ? 'a' : '';
  for (const s of form) if (!isVowel(s)) key += s;
  return key;
};

/** One key for an English-spelled word and the Latin reading of its Devanagari spelling. '' for no word. */
export const phoneticKey = (word: string): string => keyOfForm(phoneticForm(word));

/** Terms a lookup answers at most. */
const MAX_TERMS = 8;
/** A key this short (a one-consonant word: की, का, है) reaches too many unrelated words to stand for any. */
const MIN_KEY = 2;
/** Keys this long or longer are also looked up within one consonant edit (a sound the two spellings hear apart). */
const MIN_KEY_FOR_EDIT = 6;
/** Terms of one key ranked by their forms at most (the most frequent): a short key may hold hundreds. */
const MAX_RANKED_PER_KEY = 64;
/**
 * Terms one match ranks at most, over all its readings and their neighbouring keys (the readings' own keys come
 * first): a record's words are anyone's input, and each ranking costs a distance of two forms.
 */
const MAX_RANKED = 512;
/**
 * How much being held by ten times as many records counts against a form's distance: a word 10,000 records hold
 * (paracetamol) goes before one a single record holds spelt as the reader heard it (parasitamol), one vowel closer.
 */
const HELD_BONUS = 0.15;
/**
 * A short key's term further from every reading than this, per sound of the reading, is another word that shares
 * the few consonants (और and urea, दवा and devi). Past a few consonants the key itself is the evidence, and Hindi
 * writers' vowels differ from the English spelling's more the longer the word (मैन्युफैक्चरर, manufacturer).
 */
const MAX_DISTANCE_PER_SOUND = 0.2;
const MIN_KEY_TO_TRUST = 4;
/** Readings one match reads at most, and the longest key whose neighbours it looks up (64 letters give 2,000). */
const MAX_MATCH_READINGS = 8;
const MAX_KEY_FOR_EDIT = 24;
/**
 * Keys of the words added or removed lately, so that the words most records share (pharma, tablet, a hub's name)
 * are keyed once per batch rather than per record; emptied when full.
 */
const KEYS_CACHED = 8_192;
/** The consonant classes a key is made of, for its neighbours within one edit. */
const KEY_LETTERS = 'bdfghjklmnprstv';

/**
 * Distance between two forms: a consonant added, dropped or changed costs 1, a vowel 0.5 (the vowels are the part
 * of the sound the two spellings agree on least, but still say which of two words sharing a key is meant).
 */
function formDistance(a: string, b: string): number {
  const cost = (c: string) => (isVowel(c) ? 0.5 : 1);
  let previous = new Float64Array(b.length + 1);
  let current = new Float64Array(b.length + 1);
  for (let j = 1; j <= b.length; j++) previous[j] = previous[j - 1]! + cost(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const ca = a[i - 1]!;
    current[0] = previous[0]! + cost(ca);
    for (let j = 1; j <= b.length; j++) {
      const cb = b[j - 1]!;
      const change = ca === cb ? 0 : isVowel(ca) && isVowel(cb) ? 0.5 : Math.max(cost(ca), cost(cb));
      current[j] = Math.min(previous[j - 1]! + change, previous[j]! + cost(ca), current[j - 1]! + cost(cb));
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** The keys one consonant edit from `key` (the leading vowel mark stays as it is). */
function keysWithinOneEdit(key: string): string[] {
  const start = key[0] === 'a' ? 1 : 0;
  const out: string[] = [];
  for (let i = start; i <= key.length; i++) {
    if (i < key.length) out.push(key.slice(0, i) + key.slice(i + 1));
    for (const c of KEY_LETTERS) {
      if (i < key.length && c !== key[i]) out.push(key.slice(0, i) + c + key.slice(i + 1));
      out.push(key.slice(0, i) + c + key.slice(i));
    }
  }
  return out;
}

/**
 * The index's words by phonetic key, reference-counted: the engine adds a term for every record word it indexes and
 * removes it when the record goes, so a key answers the words records hold now, the most held first. One Map from
 * key to a flat array [term, count, term, count, …] kept most held first: most keys hold one word, a short key may
 * hold a hundred, and the strings are the ones the engine passes in (its term index holds them already).
 */
export class PhoneticDictionary {
  private readonly byKey = new Map<string, (string | number)[]>();
  private readonly recentKeys = new Map<string, string>();

  /** `withinOneEdit: false` keeps `match` to the readings' own keys (the coverage bench measures both). */
  constructor(private readonly options: { withinOneEdit?: boolean; minKeyForEdit?: number } = {}) {}

  /** Distinct keys held. */
  get size(): number {
    return this.byKey.size;
  }

  private keyOf(term: string): string {
    let key = this.recentKeys.get(term);
    if (key === undefined) {
      if (this.recentKeys.size >= KEYS_CACHED) this.recentKeys.clear();
      key = phoneticKey(term);
      this.recentKeys.set(term, key);
    }
    return key;
  }

  add(term: string): void {
    const key = this.keyOf(term);
    if (key.length < MIN_KEY) return;
    const entry = this.byKey.get(key);
    if (entry === undefined) {
      this.byKey.set(key, [term, 1]);
      return;
    }
    for (let i = 0; i < entry.length; i += 2) {
      if (entry[i] !== term) continue;
      const count = (entry[i + 1] as number) + 1;
      // Kept most held first, so that the words most records share are found at the front of a long entry.
      let at = i;
      while (at > 0 && (entry[at - 1] as number) < count) {
        entry[at] = entry[at - 2]!;
        entry[at + 1] = entry[at - 1]!;
        at -= 2;
      }
      entry[at] = term;
      entry[at + 1] = count;
      return;
    }
    entry.push(term, 1);
  }

  remove(term: string): void {
    const key = this.keyOf(term);
    const entry = this.byKey.get(key);
    if (entry === undefined) return;
    for (let i = 0; i < entry.length; i += 2) {
      if (entry[i] !== term) continue;
      const count = (entry[i + 1] as number) - 1;
      if (count === 0) {
        if (entry.length === 2) this.byKey.delete(key);
        else entry.splice(i, 2);
        return;
      }
      let at = i;
      while (at + 2 < entry.length && (entry[at + 3] as number) > count) {
        entry[at] = entry[at + 2]!;
        entry[at + 1] = entry[at + 3]!;
        at += 2;
      }
      entry[at] = term;
      entry[at + 1] = count;
      return;
    }
  }

  /** The terms with this key, most held first (terms held alike in the order they came), at most 8. */
  lookup(key: string): string[] {
    return this.held(key, MAX_TERMS).map(([term]) => term);
  }

  /**
   * The terms a word read as `readings` (Latin spellings, the likeliest first: `latinReadings`) may be, best first,
   * at most `limit`: those sharing a reading's key, and for long keys those one consonant edit away, ranked by how
   * close their forms are to the nearest reading's form, then by how many records hold them. A term whose form is
   * too far from every reading's is left out: it only shares the consonants.
   */
  match(readings: readonly string[], limit = MAX_TERMS): string[] {
    const best = new Map<string, { distance: number; count: number }>();
    let budget = MAX_RANKED;
    const consider = (form: string, key: string) => {
      const furthest = keyOfForm(form).length < MIN_KEY_TO_TRUST ? MAX_DISTANCE_PER_SOUND * form.length : Infinity;
      for (const [term, count] of this.held(key, Math.min(MAX_RANKED_PER_KEY, budget))) {
        budget--;
        const distance = formDistance(form, phoneticForm(term)) - HELD_BONUS * Math.log10(count);
        if (distance > furthest) continue;
        const seen = best.get(term);
        if (seen === undefined || distance < seen.distance) best.set(term, { distance, count });
      }
    };
    const forms = readings
      .slice(0, MAX_MATCH_READINGS)
      .map(phoneticForm)
      .filter((form) => keyOfForm(form).length >= MIN_KEY);
    for (const form of forms) consider(form, keyOfForm(form));
    const editFrom = this.options.minKeyForEdit ?? MIN_KEY_FOR_EDIT;
    for (const form of this.options.withinOneEdit === false ? [] : forms) {
      const key = keyOfForm(form);
      if (key.length < editFrom || key.length > MAX_KEY_FOR_EDIT) continue;
      for (const near of keysWithinOneEdit(key)) if (budget > 0) consider(form, near);
    }
    return [...best]
      .sort(([a, x], [b, y]) => x.distance - y.distance || y.count - x.count || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, Math.max(0, Math.min(limit, MAX_TERMS)))
      .map(([term]) => term);
  }

  /** A key's first `limit` terms with their counts: most held first, terms held alike in the order they came. */
  private held(key: string, limit: number): [string, number][] {
    const entry = this.byKey.get(key);
    if (entry === undefined) return [];
    const pairs: [string, number][] = [];
    for (let i = 0; i < entry.length && pairs.length < limit; i += 2)
      pairs.push([entry[i] as string, entry[i + 1] as number]);
    return pairs;
  }
}
