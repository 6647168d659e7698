/**
 * How many catalog words a Hindi writer's Devanagari spelling finds: every molecule of the api's seed, every city of
 * its gazetteer, the service words and the dosage forms. Each English word is spelled in Devanagari by this file's
 * own rules, written from how a Hindi writer renders English sounds (not by Sanscript's reverse direction, so the
 * check is not the library checked against itself), read back through `latinReadings`, and looked up in a
 * `PhoneticDictionary` holding every word of those lists, two ways: `lookup(phoneticKey(reading))` over the
 * readings (exact keys, most held first), and `match(readings)` (forms ranked, keys within one edit).
 *
 *   npx tsx search-engine/bench/devanagari-coverage.ts        DEVANAGARI_MISSES=200 lists more misses
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { latinReadings } from '../src/devanagari';
import { PhoneticDictionary, phoneticKey } from '../src/phonetic-key';
import { spellInDevanagari, spellPlaceInDevanagari } from './devanagari-speller';

const SEED = join(import.meta.dirname, '../../api/seed');
const lines = (file: string) =>
  readFileSync(join(SEED, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

const molecules = lines('molecules.txt').map((line) => line.trim());
const cities = lines('cities-in.tsv').map((line) => line.split('\t')[0]!.trim());
/** The words buyers use for the kind of seller, and the forms a catalog lists, as the seed and the catalog write them. */
const SERVICE =
  'pcd pharma franchise franchisee company companies third party manufacturer manufacturers manufacturing supplier suppliers distributor distributors wholesaler exporter monopoly contract';
const FORMS =
  'tablet tablets capsule capsules syrup injection injections drops drop cream gel softgel ointment suspension powder sachet lotion solution spray inhaler';

const classes: Record<string, string[]> = {
  molecule: molecules,
  city: cities,
  service: SERVICE.split(' '),
  form: FORMS.split(' '),
};

const filled = (dictionary: PhoneticDictionary) => {
  for (const names of Object.values(classes))
    for (const name of names) for (const word of words(name)) dictionary.add(word);
  return dictionary;
};
const dictionary = filled(new PhoneticDictionary());
const exactOnly = filled(new PhoneticDictionary({ withinOneEdit: false }));
const editFrom = Number(process.env.DEVANAGARI_EDIT_FROM ?? 6);
const tuned = filled(new PhoneticDictionary({ minKeyForEdit: editFrom }));

const byLookup = (readings: string[]) => {
  const out: string[] = [];
  for (const reading of readings) {
    for (const term of dictionary.lookup(phoneticKey(reading))) if (!out.includes(term)) out.push(term);
  }
  return out.slice(0, 8);
};

/** The ways of looking a Devanagari word's readings up, compared. */
const WAYS: [name: string, find: (readings: string[]) => string[]][] = [
  ['lookup(key)', byLookup],
  ['match, own keys', (readings) => exactOnly.match(readings)],
  ['match', (readings) => dictionary.match(readings)],
  [`match, edit from ${editFrom}`, (readings) => tuned.match(readings)],
];
const MISSES_SHOWN = Number(process.env.DEVANAGARI_MISSES ?? 40);
const misses: string[] = [];

console.log('class      names  ' + WAYS.map(([name]) => `${name}: 1st, top 8`.padEnd(34)).join(''));
for (const [name, list] of Object.entries(classes)) {
  const entries = [...new Set(list)].map(words).filter((ws) => ws.length > 0);
  const first = WAYS.map(() => 0);
  const top = WAYS.map(() => 0);
  for (const ws of entries) {
    const found = ws.map((word) => {
      const hindi = name === 'city' ? spellPlaceInDevanagari(word) : spellInDevanagari(word);
      const readings = latinReadings(hindi);
      const answers = WAYS.map(([, find]) => find(readings));
      if (answers[2]![0] !== word) {
        misses.push(
          `${name} ${word} ${hindi} [${readings.join(' ')}] key ${phoneticKey(word)} → ${answers[2]!.join(' ') || '(none)'}`,
        );
      }
      return answers;
    });
    WAYS.forEach((_, w) => {
      if (found.every((answers, i) => answers[w]![0] === ws[i])) first[w]!++;
      if (found.every((answers, i) => answers[w]!.includes(ws[i]!))) top[w]!++;
    });
  }
  const share = (n: number) => `${n} ${(n / entries.length).toFixed(3)}`;
  console.log(
    `${name.padEnd(10)} ${String(entries.length).padEnd(6)} ` +
      WAYS.map((_, w) => `${share(first[w]!)}, ${share(top[w]!)}`.padEnd(34)).join(''),
  );
}

// Keys shared by several molecule words: two molecules a Hindi spelling cannot tell apart by key alone.
const moleculeWords = [...new Set(molecules.flatMap(words))];
const byKey = new Map<string, string[]>();
for (const word of moleculeWords) {
  const key = phoneticKey(word);
  byKey.set(key, [...(byKey.get(key) ?? []), word]);
}
const shared = [...byKey.values()].filter((ws) => ws.length > 1);
console.log(
  `\nmolecule words ${moleculeWords.length}, keys ${byKey.size}, keys shared by several: ${shared.length} (${shared.reduce((n, ws) => n + ws.length, 0)} words)`,
);
for (const ws of shared.slice(0, 30)) console.log(`  ${phoneticKey(ws[0]!)}: ${ws.join(' ')}`);
const allKeys = dictionary.size;
console.log(`dictionary keys (all classes): ${allKeys}`);

console.log(`\nwords not first by match: ${misses.length}`);
for (const miss of misses.slice(0, MISSES_SHOWN)) console.log(`  ${miss}`);

// At the engine's scale: a vocabulary of made-up words (the index's brands and company names are as unlike the
// catalog's), each held by many records, added and looked up as the engine would.
const SCALE_WORDS = Number(process.env.DEVANAGARI_SCALE_WORDS ?? 200_000);
const SCALE_ADDS = Number(process.env.DEVANAGARI_SCALE_ADDS ?? 2_000_000);
let seed = 12345;
const random = () => ((seed = Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32;
const SYLLABLES =
  'ba be bi bo bu ca ce co da de di do ga go gi ha he ja jo ka ke ki ko la le li lo ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to va vi za zo pha tha sha cha kri pra tra'.split(
    ' ',
  );
const vocabulary = Array.from({ length: SCALE_WORDS }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
    '',
  ),
);
(globalThis as { gc?: () => void }).gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const big = new PhoneticDictionary();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let started = cpuMs();
for (let i = 0; i < SCALE_ADDS; i++) big.add(vocabulary[Math.floor(random() ** 2 * vocabulary.length)]!);
const addMs = cpuMs() - started;
(globalThis as { gc?: () => void }).gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const queries = molecules.slice(0, 200).map((m) => latinReadings(spellInDevanagari(words(m)[0] ?? 'x')));
started = cpuMs();
for (const readings of queries) big.match(readings);
const matchMs = (cpuMs() - started) / queries.length;
console.log(
  `\nscale: ${SCALE_ADDS} adds of ${new Set(vocabulary).size} distinct words → ${big.size} keys, ` +
    `${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB heap (with --expose-gc), ${((addMs / SCALE_ADDS) * 1000).toFixed(2)} µs CPU an add, ` +
    `${matchMs.toFixed(3)} ms CPU a match`,
);
