/**
 * An English word spelled in Devanagari as a Hindi writer spells what they hear, for the coverage bench: t and d as
 * ट and ड, an English a as ै in the first syllable, ा in an open one, ए at the start of the word, o before r as ॉ,
 * -ine as ीन or िन, -ide and -ime as ाइड and ाइम, z as ज़ or plain ज, n before a stop as anusvara, and a consonant
 * closing a syllable written sometimes with a virama and sometimes without (टैबलेट), as writers do. Where writers
 * differ the word's own hash picks, so that every variant is exercised and each run is the same. Written from those
 * habits only: it shares no table with `src/devanagari.ts` or `src/phonetic-key.ts`.
 */

type Vowel = 'a0' | 'aa' | 'ae' | 'i' | 'ii' | 'u' | 'uu' | 'e' | 'o' | 'aw' | 'ai' | 'yu' | 'au';
type Unit = { consonant: string } | { vowel: Vowel } | { nasal: true };

const INDEPENDENT: Record<Vowel, string> = {
  a0: 'अ',
  aa: 'आ',
  ae: 'ऐ',
  i: 'इ',
  ii: 'ई',
  u: 'उ',
  uu: 'ऊ',
  e: 'ए',
  o: 'ओ',
  aw: 'ऑ',
  ai: 'आइ',
  yu: 'यू',
  au: 'औ',
};
const SIGN: Record<Vowel, string> = {
  a0: '',
  aa: 'ा',
  ae: 'ै',
  i: 'ि',
  ii: 'ी',
  u: 'ु',
  uu: 'ू',
  e: 'े',
  o: 'ो',
  aw: 'ॉ',
  ai: 'ाइ',
  yu: '्यू',
  au: 'ौ',
};

const LETTER: Record<string, string> = {
  b: 'ब',
  d: 'ड',
  f: 'फ',
  h: 'ह',
  j: 'ज',
  k: 'क',
  l: 'ल',
  m: 'म',
  n: 'न',
  p: 'प',
  r: 'र',
  s: 'स',
  t: 'ट',
  v: 'व',
  w: 'व',
  y: 'य',
};

/** A letter's being read as a vowel here. */
const isVowelLetter = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);
const isVowelAt = (w: string, i: number) => isVowelLetter(w[i]) || (w[i] === 'y' && i > 0 && !isVowelLetter(w[i + 1]));

/** A small stable hash of the word and a tag: which of two habits the writer of this word has. */
function habit(word: string, tag: string): boolean {
  let h = 2166136261;
  for (const c of word + tag) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) & 1) === 1;
}

/** The consonant units at `i` and how many letters they take. */
function consonants(w: string, i: number): [string[], number] {
  const c = w[i]!;
  const next = w[i + 1];
  const soft = next === 'e' || next === 'i' || next === 'y';
  if (c === next && c !== 'c') return [[], 1]; // a doubled letter is written once
  switch (c) {
    case 'c':
      // Greek ch (chlor-, chol-, chrom-, chymo-) is k; elsewhere the ch of franchise, Chandigarh.
      if (next === 'h') return [[/^[lroy]/.test(w.slice(i + 2)) ? 'क' : 'च'], 2];
      if (next === 'k') return [['क'], 2];
      if (next === 'c') return isVowelLetter(w[i + 2]) && 'eiy'.includes(w[i + 2]!) ? [['क', 'स'], 2] : [['क'], 2];
      return [[soft ? 'स' : 'क'], 1];
    case 'g':
      if (next === 'h') return [['ग'], 2];
      return [[soft ? 'ज' : 'ग'], 1];
    case 'p':
      return next === 'h' ? [['फ'], 2] : [['प'], 1];
    case 't':
      if (next === 'h') return [['थ'], 2];
      if (w.startsWith('tur', i) && i > 0) return [['च'], 1]; // -ture, -turer: the ch a writer hears
      return [['ट'], 1];
    case 's':
      if (next === 'h') return [['श'], 2];
      // The s of -ise, -isee, -ase is a z to the ear.
      if (i > 0 && isVowelLetter(w[i - 1]) && /^(e?_|ee$)/.test(w.slice(i + 1)))
        return [[habit(w, 's') ? 'ज़' : 'ज'], 1];
      return [['स'], 1];
    case 'd':
      return next === 'h' ? [['ध'], 2] : [['ड'], 1];
    case 'q':
      return next === 'u' ? [['क्व'], 2] : [['क'], 1];
    case 'x':
      return i === 0 ? [['ज़'], 1] : [['क्स'], 1];
    case 'z':
      return [[habit(w, 'z') ? 'ज़' : 'ज'], 1];
    case 'r':
      return next === 'h' ? [['र'], 2] : [['र'], 1];
    case 'k':
      return next === 'h' ? [['ख'], 2] : [['क'], 1];
    case 'b':
      return next === 'h' ? [['भ'], 2] : [['ब'], 1];
    default:
      return [LETTER[c] === undefined ? [] : [LETTER[c]], 1];
  }
}

/** The vowel a writer hears for the vowel letters at `i` (`run` of them), given where they stand. */
function vowelSound(w: string, i: number, run: string, first: boolean, closed: boolean, last: boolean): Vowel[] {
  const atStart = i === 0;
  switch (run) {
    case 'ee':
    case 'ea':
    case 'ei':
    case 'ie':
      return ['ii'];
    case 'oo':
    case 'ue':
      return ['uu'];
    case 'ou':
      return ['au'];
    case 'au':
    case 'aw':
      return ['aw'];
    case 'ai':
    case 'ay':
      return ['e'];
    case 'ae':
    case 'oe':
      return ['e'];
    case 'eu':
      return ['yu'];
    case 'oi':
      return ['o', 'i'];
  }
  const c = run[0]!;
  if (run.length > 1 && c === 'i') return ['i', ...vowelSound(w, i + 1, run.slice(1), false, closed, last)];
  if (run.length > 1)
    return [...vowelSound(w, i, c, first, false, false), ...vowelSound(w, i + 1, run.slice(1), false, closed, last)];
  const rest = w.slice(i + 1);
  // The word's silent final e is marked _ by `englishUnits`.
  const silentEAfter = /^[bcdfgklmnprstvz]_$/.test(rest);
  switch (c) {
    case 'a':
      if (last) return ['aa'];
      if (atStart) return [habit(w, 'a-start') ? 'e' : 'a0'];
      if (silentEAfter) return ['e']; // -ate, -ase
      if (first) return [habit(w, 'a-first') ? 'ae' : 'e'];
      if (closed) return /^[rs]/.test(rest) ? ['aa'] : ['a0'];
      return ['aa'];
    case 'e':
      return ['e'];
    case 'i':
      if (last) return ['ii'];
      if (rest === 'n_') return [habit(w, 'ine') ? 'ii' : 'i'];
      if (silentEAfter) return ['ai'];
      if (atStart && !closed) return ['ai'];
      return ['i'];
    case 'y':
      if (last) return ['ii'];
      return first ? ['ai'] : ['i'];
    case 'o':
      if (/^r[^aeiouy]/.test(rest) || rest.startsWith('x')) return [habit(w, 'o') ? 'aw' : 'o'];
      return ['o'];
    case 'u':
      if (silentEAfter) return ['uu'];
      if (closed && !atStart) return [habit(w, 'u') ? 'a0' : 'u'];
      return ['u'];
  }
  return [];
}

/** English letter names as Hindi writes them, for a word spelled out (PCD, BBN). */
const LETTER_NAMES: Record<string, string> = {
  b: 'बी',
  c: 'सी',
  d: 'डी',
  f: 'एफ',
  g: 'जी',
  h: 'एच',
  j: 'जे',
  k: 'के',
  l: 'एल',
  m: 'एम',
  n: 'एन',
  p: 'पी',
  q: 'क्यू',
  r: 'आर',
  s: 'एस',
  t: 'टी',
  v: 'वी',
  w: 'डब्ल्यू',
  x: 'एक्स',
  z: 'ज़ेड',
};

/** The English word as units: consonants, vowels, and an anusvara for n or m before a stop. */
function englishUnits(word: string): Unit[] {
  let w = word.toLowerCase();
  if (/^(ps|pn|kn|pt)/.test(w)) w = w.slice(1);
  if (w.length > 3 && w.endsWith('e') && !isVowelLetter(w[w.length - 2])) w = w.slice(0, -1) + '_';
  const out: Unit[] = [];
  let firstVowel = true;
  for (let i = 0; i < w.length;) {
    if (w[i] === '_') break;
    if (w.startsWith('tion', i) || w.startsWith('sion', i)) {
      out.push({ consonant: 'श' }, { vowel: 'a0' }); // -tion, -sion: shan
      i += 3;
      continue;
    }
    if (isVowelAt(w, i)) {
      let end = i;
      while (end < w.length && isVowelAt(w, end)) end++;
      // An i before another vowel glides into it with a y (sodium, magnesium: -iyam).
      if (w[i] === 'i' && end - i === 2 && !['ie', 'ia'].includes(w.slice(i, end)) && !firstVowel) {
        out.push({ vowel: 'i' }, { consonant: 'य' });
        i++;
        continue;
      }
      const run = w.slice(i, end);
      let j = end;
      while (j < w.length && w[j] !== '_' && !isVowelAt(w, j)) j++;
      const clusterSize = j - end;
      const last = end >= w.length || w[end] === '_';
      const closed = clusterSize >= 2 || (clusterSize === 1 && (j >= w.length || w[j] === '_'));
      // The u of -ture is the a of "char".
      const afterCh = i > 1 && w.startsWith('tur', i - 1);
      const sounds = afterCh ? (['a0'] as Vowel[]) : vowelSound(w, i, run, firstVowel, closed, last);
      for (const vowel of sounds) out.push({ vowel });
      firstVowel = false;
      i = end;
      continue;
    }
    const stopAfter = /^[bcdgjkpqtfsz]/.test(w.slice(i + 1));
    if ((w[i] === 'n' || w[i] === 'm') && i > 0 && isVowelAt(w, i - 1) && stopAfter) {
      out.push({ nasal: true });
      i++;
      continue;
    }
    const [letters, length] = consonants(w, i);
    for (const consonant of letters) out.push({ consonant });
    i += length;
  }
  return out;
}

/** Consonants of an Indian name romanised the Indian way: aspirates written with h, t and d dental or retroflex. */
const INDIAN_CONSONANTS: Record<string, string> = {
  chh: 'छ',
  ch: 'च',
  kh: 'ख',
  gh: 'घ',
  jh: 'झ',
  th: 'थ',
  dh: 'ध',
  bh: 'भ',
  ph: 'फ',
  sh: 'श',
  rh: 'ढ़',
  b: 'ब',
  c: 'क',
  f: 'फ़',
  g: 'ग',
  h: 'ह',
  j: 'ज',
  k: 'क',
  l: 'ल',
  m: 'म',
  n: 'न',
  p: 'प',
  q: 'क़',
  r: 'र',
  s: 'स',
  v: 'व',
  w: 'व',
  y: 'य',
  x: 'क्स',
  z: 'ज़',
};
const INDIAN_VOWELS: [string, Vowel][] = [
  ['aa', 'aa'],
  ['ai', 'ae'],
  ['au', 'au'],
  ['ee', 'ii'],
  ['oo', 'uu'],
  ['ou', 'au'],
  ['ia', 'i'],
  ['a', 'a0'],
  ['e', 'e'],
  ['i', 'i'],
  ['o', 'o'],
  ['u', 'u'],
];

/**
 * An Indian place name as a Hindi writer spells it from its romanisation: a is the inherent vowel (ा at the end of
 * the name), a doubled consonant is doubled (बद्दी), t and d are dental or retroflex by the writer's habit.
 */
function indianUnits(word: string): Unit[] {
  const w = word.toLowerCase();
  const out: Unit[] = [];
  for (let i = 0; i < w.length;) {
    const vowel = INDIAN_VOWELS.find(([letters]) => w.startsWith(letters, i));
    if (vowel) {
      const end = i + vowel[0].length;
      const final = end >= w.length;
      const sound: Vowel = final && vowel[1] === 'a0' ? 'aa' : final && vowel[1] === 'i' ? 'ii' : vowel[1];
      out.push({ vowel: sound });
      if (vowel[0] === 'ia') out.push({ consonant: 'य' }, { vowel: end >= w.length ? 'aa' : 'a0' }); // -iya-
      i = end;
      continue;
    }
    if ((w[i] === 'n' || w[i] === 'm') && i > 0 && /^[bcdgjkpqtfs]/.test(w.slice(i + 1))) {
      out.push({ nasal: true });
      i++;
      continue;
    }
    if (w[i] === 't' || w[i] === 'd') {
      const aspirate = w[i + 1] === 'h';
      const dental = habit(w, `dental-${w[i]}`);
      const letter =
        w[i] === 't'
          ? aspirate
            ? dental
              ? 'थ'
              : 'ठ'
            : dental
              ? 'त'
              : 'ट'
          : aspirate
            ? dental
              ? 'ध'
              : 'ढ'
            : dental
              ? 'द'
              : 'ड';
      out.push({ consonant: letter });
      i += aspirate ? 2 : 1;
      continue;
    }
    const letters = ['chh', 'ch', 'kh', 'gh', 'jh', 'bh', 'ph', 'sh', 'rh', w[i]!].find((l) => w.startsWith(l, i))!;
    const letter = INDIAN_CONSONANTS[letters];
    if (letter) out.push({ consonant: letter });
    i += letters.length;
  }
  return out;
}

/** Writes the units: a consonant before a consonant with a virama, or, closing a syllable, as the writer does. */
function write(word: string, us: Unit[], bareClosings: boolean): string {
  let out = '';
  for (let k = 0; k < us.length; k++) {
    const u = us[k]!;
    const next = us[k + 1];
    const previous = us[k - 1];
    if ('nasal' in u) {
      out += 'ं';
    } else if ('vowel' in u) {
      const afterConsonant = previous !== undefined && 'consonant' in previous;
      out += afterConsonant ? SIGN[u.vowel] : INDEPENDENT[u.vowel];
    } else if (next !== undefined && 'consonant' in next) {
      // A stop closing a syllable before another consonant (not an onset cluster with r or l) is written either way.
      const closesSyllable = previous !== undefined && !('consonant' in previous) && !/^[रल]/.test(next.consonant);
      const bare =
        bareClosings &&
        closesSyllable &&
        u.consonant.length === 1 &&
        !'रसशन'.includes(u.consonant) &&
        habit(word, `bare${k}`);
      out += bare ? u.consonant : `${u.consonant}्`;
    } else {
      out += u.consonant;
    }
  }
  return out;
}

/** An English word (a molecule, a service word, a form) spelled as a Hindi writer spells its sound. */
export function spellInDevanagari(word: string): string {
  const w = word.toLowerCase();
  if (!/[aeiouy]/.test(w) && w.length <= 5) return [...w].map((c) => LETTER_NAMES[c] ?? '').join('');
  return write(w, englishUnits(w), true);
}

/** An Indian place name, romanised the Indian way, spelled in Devanagari. */
export const spellPlaceInDevanagari = (name: string): string => write(name.toLowerCase(), indianUnits(name), false);
