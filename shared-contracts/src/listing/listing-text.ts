import { isPlainText } from '../schemas/plain-text';

/**
 * Text a seller writes on its own listing, shown on the company page: no markup (no '<' or '>', so nothing reads
 * as a tag wherever the text ends up), and none of the characters nobody types (control characters other than
 * line breaks and tabs, lone surrogates). A loop over the characters: nothing here can backtrack on input.
 */
export function isListingText(value: string, multiline = false): boolean {
  if (!isPlainText(value)) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x3c || c === 0x3e) return false;
    if (!multiline && (c === 0x0a || c === 0x0d || c === 0x09)) return false;
  }
  return true;
}

/** Characters a drug licence number is written with on Indian licences ("20B/21B-KA-B23-123456", "MH/20B/2019/1234"). */
const LICENCE_CHARS = /^[A-Z0-9 /().,-]{5,60}$/;

/**
 * A drug licence number as the state licensing authorities print it: 5 to 60 characters of capital letters, digits,
 * spaces and / - . , ( ), with at least two digits (every licence carries its form numbers, such as 20B and 21B, and
 * a serial). The states' formats differ too much for a stricter rule; the licence itself is verified by people.
 */
export function isValidDrugLicence(value: string): boolean {
  if (!LICENCE_CHARS.test(value)) return false;
  let digits = 0;
  for (const ch of value) if (ch >= '0' && ch <= '9') digits++;
  return digits >= 2;
}
