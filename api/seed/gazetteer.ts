import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * India's places as buyers name them, read from the seed's TSVs: every town of cities-in.tsv with its state, the other
 * names, spellings and districts of places-in.tsv, and state-neighbours.tsv's states and union territories with their
 * other names and neighbours. Search reads it twice: a company's record lists its place every way a buyer names it,
 * and the Query Rules send a buyer who names a place without sellers to the sellers of its state, or of the states
 * around it.
 */

export interface GazetteerPlace {
  name: string;
  state: string;
  district?: string;
  /** Other names and spellings buyers type (Gurugram for Gurgaon, Bangalore for Bengaluru). */
  otherNames: string[];
}

export interface GazetteerState {
  name: string;
  otherNames: string[];
  /** States and union territories across a land border. */
  neighbours: string[];
  /** For islands: the states their sea routes reach, standing in for neighbours. */
  seaLinks: string[];
}

export interface Gazetteer {
  places: GazetteerPlace[];
  states: ReadonlyMap<string, GazetteerState>;
}

const SEED_DIR = __dirname;

const rows = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t').map((cell) => cell.trim()));

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

const key = (name: string, state: string) => `${name}\t${state}`;

/** Reads the gazetteer from the seed folder (or `dir`); a neighbour or place naming an unknown state is an error. */
export function readGazetteer(dir = SEED_DIR): Gazetteer {
  const read = (file: string) => rows(readFileSync(join(dir, file), 'utf8'));
  const states = new Map<string, GazetteerState>();
  for (const [name, otherNames, neighbours, seaLinks] of read('state-neighbours.tsv'))
    states.set(name!, {
      name: name!,
      otherNames: list(otherNames),
      neighbours: list(neighbours),
      seaLinks: list(seaLinks),
    });
  for (const s of states.values())
    for (const n of [...s.neighbours, ...s.seaLinks])
      if (!states.has(n)) throw new Error(`state-neighbours.tsv: ${s.name}'s neighbour ${n} is not a state`);

  const places = new Map<string, GazetteerPlace>();
  for (const [name, state] of read('cities-in.tsv')) {
    if (!name || !state || !states.has(state))
      throw new Error(`cities-in.tsv: ${name} is in an unknown state ${state}`);
    places.set(key(name, state), { name, state, otherNames: [] });
  }
  for (const [name, state, district, otherNames] of read('places-in.tsv')) {
    if (!name || !state || !states.has(state))
      throw new Error(`places-in.tsv: ${name} is in an unknown state ${state}`);
    const place = places.get(key(name, state)) ?? { name, state, otherNames: [] };
    place.district = district || undefined;
    place.otherNames = [...new Set([...place.otherNames, ...list(otherNames)])].filter((n) => n !== name);
    places.set(key(name, state), place);
  }
  return { places: [...places.values()], states };
}

let loaded: Gazetteer | undefined;
/** The seed's gazetteer, read once. */
export const gazetteer = (): Gazetteer => (loaded ??= readGazetteer());

let byName: Map<string, GazetteerPlace[]> | undefined;

/**
 * The other names a buyer types for a town (its other names, then its district when named differently) and, without
 * `state`, for a state of that name; with `state`, of the town in that state only (Aurangabad is in Bihar and in
 * Maharashtra).
 */
export function placeNames(name: string, state?: string): string[] {
  const g = gazetteer();
  if (!byName) {
    byName = new Map();
    for (const p of g.places) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  }
  const towns = (byName.get(name) ?? []).filter((p) => !state || p.state === state);
  return [
    ...new Set([
      ...towns.flatMap((p) => [...p.otherNames, ...(p.district && p.district !== p.name ? [p.district] : [])]),
      ...(state ? [] : (g.states.get(name)?.otherNames ?? [])),
    ]),
  ];
}
