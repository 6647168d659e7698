import { MOLECULE_SUGGEST_MIN_LENGTH } from '@pharmasetu/shared-contracts';

/**
 * Spec §2 message box: typed letters build a word query; space or Enter resets it. The query is the run
 * of letters the message ends with (empty after a space, a new line or any other character).
 */
export function wordQuery(message: string): string {
  return /[A-Za-z]+$/.exec(message)?.[0] ?? '';
}

/** Suggestions are asked for from 3 letters. */
export const wantsSuggestions = (query: string) => query.length >= MOLECULE_SUGGEST_MIN_LENGTH;

/** A clicked suggestion replaces the word being typed; a space follows, which resets the query. */
export function replaceWord(message: string, name: string): string {
  return `${message.slice(0, message.length - wordQuery(message).length)}${name} `;
}
