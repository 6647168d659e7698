/**
 * How a Hindi writer spells an English drug name in Devanagari, by its sound: "paracetamol" → पारासेटामोल, "metformin" →
 * मेटफॉर्मिन, "azithromycin" → एजिथ्रोमाइसिन, "hydrochlorothiazide" → हाइड्रोक्लोरोथिएजाइड. Written from English spelling rules
 * (c before e/i is स, t and d are retroflex, a final e is silent, -ide is ाइड, a y between consonants is ाइ, n or m before
 * a consonant is an anusvara), not from a transliteration library: the engine reads Devanagari with one, and a bench
 * that spelled with the same library would test it against itself.
 */

/** Consonant sounds, longest spelling first: [letters, Devanagari consonant (without its vowel)]. */
const CONSONANTS: ReadonlyArray<readonly [string, string]> = [
  ['tch', 'च'],
  ['sch', 'श'],
  ['chl', 'क्ल'],
  ['chr', 'क्र'],
  ['ch', 'च'],
  ['sh', 'श'],
  ['th', 'थ'],
  ['ph', 'फ'],
  ['kh', 'ख'],
  ['gh', 'घ'],
  ['dh', 'ध'],
  ['bh', 'भ'],
  ['rh', 'र'],
  ['wh', 'व'],
  ['ck', 'क'],
  ['qu', 'क्व'],
  ['x', 'क्स'],
  ['b', 'ब'],
  ['d', 'ड'],
  ['f', 'फ'],
  ['h', 'ह'],
  ['j', 'ज'],
  ['k', 'क'],
  ['l', 'ल'],
  ['m', 'म'],
  ['n', 'न'],
  ['p', 'प'],
  ['q', 'क'],
  ['r', 'र'],
  ['s', 'स'],
  ['t', 'ट'],
  ['v', 'व'],
  ['w', 'व'],
  ['z', 'ज'],
];

/** Vowel spellings, longest first: [letters, sign after a consonant, letter when it starts a syllable]. */
const VOWELS: ReadonlyArray<readonly [string, string, string]> = [
  ['ee', 'ी', 'ई'],
  ['ea', 'ी', 'ई'],
  ['ie', 'ी', 'ई'],
  ['oo', 'ू', 'ऊ'],
  ['ou', 'ौ', 'औ'],
  ['au', 'ॉ', 'ऑ'],
  ['ai', 'े', 'ए'],
  ['ay', 'े', 'ए'],
  ['ei', 'ी', 'ई'],
  ['oe', 'ो', 'ओ'],
  ['ue', 'ू', 'ऊ'],
  ['a', 'ा', 'ए'],
  ['e', 'े', 'ए'],
  ['i', 'ि', 'इ'],
  ['o', 'ो', 'ओ'],
  ['u', 'ु', 'उ'],
  ['y', 'ी', 'ई'],
];

/** English letters said by their name (a "D3", "B12" or "Q10" in a molecule's name). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: 'ए',
  b: 'बी',
  c: 'सी',
  d: 'डी',
  e: 'ई',
  f: 'एफ',
  g: 'जी',
  h: 'एच',
  i: 'आई',
  j: 'जे',
  k: 'के',
  l: 'एल',
  m: 'एम',
  n: 'एन',
  o: 'ओ',
  p: 'पी',
  q: 'क्यू',
  r: 'आर',
  s: 'एस',
  t: 'टी',
  u: 'यू',
  v: 'वी',
  w: 'डब्ल्यू',
  x: 'एक्स',
  y: 'वाई',
  z: 'जेड',
};

const VIRAMA = '्';
const ANUSVARA = 'ं';
const isVowelLetter = (c: string | undefined) => c !== undefined && 'aeiouy'.includes(c);
const softens = (c: string | undefined) => c !== undefined && 'eiy'.includes(c);
/** Whether the two letters from `at` are consonants that end one syllable and start the next (lp, lt), not pr or ph. */
const closesSyllable = (w: string, at: number) =>
  [w[at], w[at + 1]].every((c) => c !== undefined && !isVowelLetter(c)) && !'rlh'.includes(w[at + 1]!);

/** Consonants a Hindi writer joins to the one before (pr, kl, ky, tw) rather than writing both in full. */
const JOINS_BEFORE = new Set(['र', 'ल', 'य', 'व']);
/** Consonants a Hindi writer joins to the one after (st, rm, ks). */
const JOINS_AFTER = new Set(['स', 'र', 'श', 'क्स']);

/**
 * Word endings said otherwise than spelled: -ide "aid", -ate "et", -ium "iyam", -ous "as", -tion "shan" (joined to the
 * consonant before it: इंजेक्शन). [ending, its Devanagari, joined].
 */
const ENDINGS: ReadonlyArray<readonly [RegExp, string, boolean]> = [
  [/ide$/, 'ाइड', false],
  [/ate$/, 'ेट', false],
  [/ium$/, 'ियम', false],
  [/ous$/, 'स', false],
  [/tion$/, 'शन', true],
];

/** The consonant at the start of `rest` (w[i...]): its Devanagari and how many letters it spells. */
function consonantAt(w: string, i: number): readonly [string, number] | undefined {
  const rest = w.slice(i);
  const next = w[i + 1];
  const digraph = CONSONANTS.find(([letters]) => letters.length > 1 && rest.startsWith(letters));
  if (digraph) return [digraph[1], digraph[0].length];
  if (w[i] === 'c') return [softens(next) ? 'स' : 'क', 1];
  if (w[i] === 'g') return [next === 'e' || next === 'y' || (next === 'i' && i > 0) ? 'ज' : 'ग', 1];
  if (w[i] === 'x' && i === 0) return ['ज', 1];
  if (w[i] === 'y') return ['य', 1];
  const single = CONSONANTS.find(([letters]) => rest.startsWith(letters));
  return single ? [single[1], 1] : undefined;
}

/** One word of letters a–z in Devanagari. */
function spellWord(word: string): string {
  // Doubled consonants ("-cillin") and a silent final e ("-zole", "-ine") are not said.
  let w = word.replace(/([^aeiou])\1/g, '$1');
  const ending = ENDINGS.find(([pattern]) => pattern.test(w));
  let tail = '';
  if (ending) {
    w = w.slice(0, w.length - ending[0].exec(w)![0].length);
    tail = ending[1];
  } else if (w.length > 3 && w.endsWith('e') && !isVowelLetter(w.at(-2))) w = w.slice(0, -1);
  let out = '';
  let pending: string | undefined;
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i);
    const prevConsonant = pending !== undefined;
    // A y between consonants is said "ai" (hydro, cyclo); before a vowel, after a consonant, "ay" (myo, hyaluron).
    if (w[i] === 'y' && prevConsonant) {
      pending = undefined;
      if (i === w.length - 1) out += 'ी';
      else if (isVowelLetter(w[i + 1])) {
        out += 'ा';
        out += 'य';
        pending = 'य';
      } else out += 'ाइ';
      i += 1;
      continue;
    }
    const vowel = VOWELS.find(
      ([letters]) => rest.startsWith(letters) && !(letters === 'y' && !prevConsonant && i === 0),
    );
    if (vowel) {
      let sign = vowel[1];
      // "or" before a consonant is the open o of "for" (metformin → मेटफॉर्मिन); "an" before a consonant is "æn" (panto).
      if (vowel[0] === 'o' && w[i + 1] === 'r' && w[i + 2] !== undefined && !isVowelLetter(w[i + 2])) sign = 'ॉ';
      if (
        vowel[0] === 'a' &&
        i > 0 &&
        (w[i + 1] === 'n' || w[i + 1] === 'm') &&
        w[i + 2] !== undefined &&
        !isVowelLetter(w[i + 2])
      )
        sign = 'ै';
      let letter = vowel[2];
      // A u closing its syllable is the short "uh" of "sulphate" (सल्फेट, उर्सो → अर्सो), not written as a u.
      // (Not before a pair that starts the next syllable: bu-profen, hy-dro.)
      if (vowel[0] === 'u' && closesSyllable(w, i + 1)) [sign, letter] = ['', 'अ'];
      out += prevConsonant ? sign : letter;
      pending = undefined;
      i += vowel[0].length;
      continue;
    }
    const next = w[i + 1];
    // A nasal after a vowel and before another consonant is written as an anusvara (panto → पैंटो, monte → मोंटे).
    if ((w[i] === 'n' || w[i] === 'm') && i > 0 && !prevConsonant && next !== undefined && !isVowelLetter(next)) {
      out += ANUSVARA;
      i += 1;
      continue;
    }
    const found = consonantAt(w, i);
    if (!found) {
      i += 1;
      continue;
    }
    const [consonant, length] = found;
    const last = i + length === w.length && !tail;
    if (pending !== undefined && (last || JOINS_BEFORE.has(consonant[0]!) || JOINS_AFTER.has(pending))) out += VIRAMA;
    out += consonant;
    pending = consonant;
    i += length;
  }
  if (pending !== undefined && ending?.[2]) out += VIRAMA;
  if (tail) out += pending !== undefined || !tail.startsWith('ा') ? tail : tail.replace(/^ा/, 'आ');
  return out;
}

/** A molecule's name as a Hindi writer spells its sound; digits stay digits, lone letters are said by name. */
export function hindiSpelling(english: string): string {
  return english
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => {
      const letters = /^([a-z]+)?(\d+)$/.exec(word);
      if (letters) return `${letters[1] ? [...letters[1]].map((c) => LETTER_NAMES[c]).join('') : ''}${letters[2]}`;
      return word.length === 1 ? LETTER_NAMES[word]! : spellWord(word);
    })
    .join(' ');
}
