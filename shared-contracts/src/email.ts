import { EMAIL_DOMAIN_LABEL_MAX_LENGTH, EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants';

/** A standard e-mail pattern (the WHATWG form pattern): local part, @, dot-separated domain labels. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Spec §5 generic e-mail rule: non-empty, ≤ 254 in all, pattern, local part ≤ 64, each domain label ≤ 63. */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (value.length > EMAIL_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return value
    .slice(at + 1)
    .split('.')
    .every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH);
}
