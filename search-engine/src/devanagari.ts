import Sanscript from '@indic-transliteration/sanscript';

/**
 * A Devanagari word → the Latin spellings it reads as, for matching a Hindi writer's spelling of a catalog word
 * (पैरासिटामोल, कंपनी, चंडीगढ़) against the catalog's own Latin spelling through `phoneticKey`.
 *
 * Sanscript transliterates letter by letter, as Sanskrit is read: every consonant without a vowel sign keeps its
 * inherent a. Hindi speech drops that a at the end of a word and between a vowel-bearing syllable and a consonant
 * that has its own vowel (मेटफॉर्मिन is metformin, not metaformina), so the dropped ones are marked with a virama
 * before transliterating. Sanscript does not read the nukta letters nor candra o and e, so those are normalised
 * first. What stays ambiguous becomes several readings: the medial a kept or dropped for words the rule reads wrongly,
 * ज written for z (पैंटोप्राजोल), ड़ heard as r or d, a final ंव as the -aon of Gurgaon.
 */

/** Longer than any spelling of a catalog word: refused. */
const MAX_WORD = 64;
/** Readings a word gives at most. */
const MAX_READINGS = 6;

const DEVANAGARI = /[\u0900-\u097F]/;
const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const ANUSVARA = '\u0902';

export const hasDevanagari = (word: string): boolean => DEVANAGARI.test(word);

/** A consonant with a nukta → the letter Sanscript reads (the precomposed ones, and ढ़ as ड़ with h). */
const NUKTA_LETTERS: Readonly<Record<string, string>> = {
  क: '\u0958',
  ख: '\u0959',
  ग: '\u095A',
  ज: '\u095B',
  ड: '\u095C',
  ढ: `\u095C${VIRAMA}ह`,
  फ: '\u095E',
  य: '\u095F',
};

/** Candra o and e (English loan vowels: डॉक्टर, बॅट) → the nearest vowel Sanscript reads; candrabindu → anusvara. */
const LOAN_VOWELS: Readonly<Record<string, string>> = {
  '\u0949': '\u094B', // ॉ → ो
  '\u0911': '\u0913', // ऑ → ओ
  '\u0945': '\u0948', // ॅ → ै
  '\u090D': '\u0910', // ऍ → ऐ
  '\u0901': ANUSVARA, // ँ → ं
};

const isConsonant = (c: string): boolean => (c >= '\u0915' && c <= '\u0939') || (c >= '\u0958' && c <= '\u095F');
const isVowelSign = (c: string): boolean => (c >= '\u093E' && c <= '\u094C') || c === '\u0962' || c === '\u0963';

/** Precomposes the nukta letters, reads the loan vowels, drops joiners and any mark Sanscript would pass through. */
function normalise(word: string): string {
  const decomposed = word.normalize('NFD');
  let out = '';
  for (let i = 0; i < decomposed.length; i++) {
    const c = decomposed[i]!;
    if (decomposed[i + 1] === NUKTA && isConsonant(c)) {
      out += NUKTA_LETTERS[c] ?? c;
      i++;
    } else if (c === NUKTA || c === '\u200C' || c === '\u200D') {
      continue;
    } else {
      out += LOAN_VOWELS[c] ?? c;
    }
  }
  return out;
}

/** One letter of the word: a consonant with what follows it, or anything else as it stands. */
interface Letter {
  text: string;
  /** A consonant with no vowel sign and no virama: it carries the inherent a. */
  schwa: boolean;
  consonant: boolean;
  /** A vowel is sounded in this letter (a vowel sign, an independent vowel, or the inherent a). */
  voiced: boolean;
}

function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (!isConsonant(c)) {
      const voiced = (c >= '\u0904' && c <= '\u0914') || c === '\u0960' || c === '\u0961';
      out.push({ text: c, schwa: false, consonant: false, voiced });
      continue;
    }
    const next = word[i + 1] ?? '';
    if (next === VIRAMA || isVowelSign(next)) {
      out.push({ text: c + next, schwa: false, consonant: true, voiced: next !== VIRAMA });
      i++;
    } else {
      out.push({ text: c, schwa: true, consonant: true, voiced: true });
    }
  }
  return out;
}

/**
 * The word with a virama on each consonant whose inherent a Hindi speech drops: the last letter's (in a word of more
 * than one syllable), and, when `medial`, an a between a sounded syllable and a consonant carrying a vowel
 * (V C a C V: कमला is kamla), taken from the end of the word back so that one dropped a protects the one before.
 */
function syncopated(word: string, medial: boolean): string {
  const ls = letters(word);
  const last = ls.length - 1;
  const syllables = ls.filter((l) => l.voiced).length;
  const drop = (i: number) => {
    ls[i] = { ...ls[i]!, schwa: false, voiced: false, text: ls[i]!.text + VIRAMA };
  };
  if (last >= 0 && ls[last]!.schwa && syllables > 1) drop(last);
  if (!medial) return ls.map((l) => l.text).join('');
  for (let i = last - 1; i >= 1; i--) {
    const here = ls[i]!;
    const after = ls[i + 1]!;
    if (!here.schwa || !after.consonant) continue;
    // After a nasal (anusvara) the syllable before still counts as sounded: गंदगी is gandgi, ऑइंटमेंट ointment.
    const before = ls[i - 1]!.text === ANUSVARA ? ls[i - 2] : ls[i - 1];
    if (before !== undefined && before.voiced && after.voiced) drop(i);
  }
  return ls.map((l) => l.text).join('');
}

/** Sanscript's IAST letters → plain Latin, as the catalog spells the sounds; a flap (ड़) as `flap`. */
function plainLatin(iast: string, flap: 'r' | 'd'): string {
  const s = iast.normalize('NFD');
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const mark = s[i + 1];
    if (mark === '\u0324' && c === 'r') {
      out += flap; // r̤: ड़
      i++;
    } else if ((mark === '\u0301' || mark === '\u0323') && c === 's') {
      out += 'sh'; // ś, ṣ
      i++;
    } else if (mark === '\u0323' && c === 'r') {
      out += 'ri'; // ṛ
      i++;
    } else if (mark === '\u0323' && c === 'm') {
      out += 'M'; // ṃ: n or m, by what follows
      i++;
    } else if (c === 'c') {
      out += s[i + 1] === 'h' ? 'chh' : 'ch';
      if (s[i + 1] === 'h') i++;
    } else if (c === '~') {
      out += 'M';
    } else if (/[a-z]/.test(c)) {
      out += c;
    } else if (/[0-9]/.test(c)) {
      out += c;
    }
    // Other combining marks (macrons, dots) and signs (danda, avagraha) read as nothing.
  }
  return out.replace(/M(?=[pbm])/g, 'm').replace(/M/g, 'n');
}

/**
 * The Latin readings of a Devanagari word, the likeliest first: the inherent a dropped where Hindi drops it, nukta
 * letters as q, kh, g, z, f, r, anusvara as n or m. At most a handful; [] for a word with no Devanagari, or longer
 * than 64 characters.
 */
export function latinReadings(word: string): string[] {
  if (word.length > MAX_WORD || !hasDevanagari(word)) return [];
  const base = normalise(word);
  const hasJ = base.includes('ज');
  const hasFlap = base.includes('\u095C');
  // Likeliest first: each way of reading the inherent a as written, then ज as z, then ड़ as d.
  const tiers: string[][] = [[], [], []];
  for (const medial of [true, false]) {
    const iast = Sanscript.t(syncopated(base, medial), 'devanagari', 'iast');
    const latin = plainLatin(iast, 'r');
    tiers[0]!.push(latin);
    if (hasJ) tiers[1]!.push(latin.replace(/j(?!h)/g, 'z'));
    if (hasFlap) tiers[2]!.push(plainLatin(iast, 'd'));
  }
  // A nasal vowel before a final व is romanised -aon (गाँव, गुड़गांव: Gurgaon), the व heard as the vowel's glide.
  const glided = tiers[0]!.filter((latin) => /[aeiou]nv$/.test(latin)).map((latin) => `${latin.slice(0, -2)}on`);
  const readings = new Set([...tiers[0]!, ...glided, ...tiers[1]!, ...tiers[2]!].filter((latin) => latin !== ''));
  return [...readings].slice(0, MAX_READINGS);
}
