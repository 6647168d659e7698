/**
 * Algolia's synonyms, the two kinds this engine applies: regular (`synonym`: any of the words or phrases stands for
 * the others) and one-way (`onewaysynonym`: the input stands for the synonyms, not the reverse). At query time they
 * give the query's alternatives (query-alternatives.ts).
 */
import { tokenize } from './matching';
import { ParamsError } from './params-error';

export interface Synonym {
  objectID: string;
  type: 'synonym' | 'onewaysynonym';
  synonyms: string[];
  input?: string;
}

/** Bounds of one synonym: a record of the index's settings, written with the admin key. */
const MAX_SYNONYM_PHRASES = 100;
const MAX_SYNONYM_PHRASE = 100;
export const MAX_SYNONYMS = 10_000;

const phrase = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_SYNONYM_PHRASE)
    throw new ParamsError(`${what} must be a non-empty string of at most ${MAX_SYNONYM_PHRASE} characters`);
  return value;
};

/** A synonym as sent by the client, checked: a clear 400 for anything this engine does not apply. */
export function readSynonym(body: unknown, objectID?: string): Synonym {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ParamsError('A synonym must be an object');
  const b = body as Record<string, unknown>;
  const id = objectID ?? b.objectID;
  if (typeof id !== 'string' || id === '' || id.length > 256) throw new ParamsError('A synonym needs an objectID');
  if (b.type !== 'synonym' && b.type !== 'onewaysynonym')
    throw new ParamsError('Synonym type must be synonym or onewaysynonym');
  if (!Array.isArray(b.synonyms) || b.synonyms.length === 0 || b.synonyms.length > MAX_SYNONYM_PHRASES)
    throw new ParamsError(`synonyms must list 1 to ${MAX_SYNONYM_PHRASES} words or phrases`);
  const synonyms = b.synonyms.map((s) => phrase(s, 'each synonym'));
  if (b.type === 'onewaysynonym') return { objectID: id, type: b.type, input: phrase(b.input, 'input'), synonyms };
  if (synonyms.length < 2) throw new ParamsError('A regular synonym lists at least 2 words or phrases');
  return { objectID: id, type: b.type, synonyms };
}

/** The replacements a synonym offers: from phrase (as words) to phrase (as words). */
export function synonymRules(synonym: Synonym): { from: string[]; to: string[] }[] {
  const words = (s: string) => tokenize(s);
  if (synonym.type === 'onewaysynonym')
    return synonym.synonyms.map((s) => ({ from: words(synonym.input!), to: words(s) }));
  return synonym.synonyms.flatMap((a, i) =>
    synonym.synonyms.filter((_, j) => j !== i).map((b) => ({ from: words(a), to: words(b) })),
  );
}
