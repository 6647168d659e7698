import { isListingText } from '../listing/listing-text';

/** The longest company name taken (the Join Free form's field). */
export const COMPANY_NAME_MAX_LENGTH = 150;

/**
 * Endings of web addresses people paste instead of a name. Not "co" or "ltd": "A.Co", "Pvt.Ltd" are how Indian
 * companies write themselves; "abc.co.in" still ends in "in".
 */
const WEB_ENDINGS = new Set([
  ...'com in net org info biz io me ly gl to app xyz site online shop'.split(' '),
  ...'store link live club top page dev ai us uk ru cn tk ml ga cf gq'.split(' '),
]);

const isLetter = (c: string) => (c >= 'a' && c <= 'z') || c.charCodeAt(0) > 0x7f;
const isLetterOrDigit = (c: string) => isLetter(c) || (c >= '0' && c <= '9');

/**
 * Whether the text holds a web address: a scheme ("http://"), "www.", or a name followed by a dot and a usual ending
 * ("evil.in", "bit.ly/x"). One pass over the dots: nothing here can backtrack on input.
 */
export function containsWebAddress(value: string): boolean {
  const text = value.toLowerCase();
  if (text.includes('://') || text.includes('www.')) return true;
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    if (dot === 0 || !isLetterOrDigit(text[dot - 1]!)) continue;
    let end = dot + 1;
    while (end < text.length && isLetter(text[end]!)) end++;
    const followed = end < text.length && isLetterOrDigit(text[end]!);
    if (!followed && WEB_ENDINGS.has(text.slice(dot + 1, end))) return true;
  }
  return false;
}

/**
 * A company name as buyers may read it anywhere (the company page, an SMS, an e-mail): the rules of listing text
 * (no markup, nothing untypable, one line) and no web address, 1 to COMPANY_NAME_MAX_LENGTH characters once trimmed.
 */
export function isCompanyName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= COMPANY_NAME_MAX_LENGTH && isListingText(name) && !containsWebAddress(name);
}
