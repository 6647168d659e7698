import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { countryRule, isIndiaMobile, matchesCountryRule, normaliseNationalDigits } from '../phone';

export type MobileCheck =
  | { ok: true; nationalNumber: string; country: string; isdCode: string }
  | { ok: false; problem: 'unparseable' | 'india-10-digits' | 'not-mobile' };

/**
 * Spec §5 mobile checks for a number typed for `country` (national, or with its own '+isd'):
 * parseable with that supported country; India: exactly 10 digits starting 6–9; elsewhere the country's
 * lengths and mobile prefixes.
 */
export function checkMobile(mobile: string, country: string): MobileCheck {
  const rule = countryRule(country);
  const text = mobile.trim();
  if (!rule || text === '' || text.length > 40) return { ok: false, problem: 'unparseable' };
  const phone = parsePhoneNumberFromString(text, rule.alpha2 as CountryCode);
  if (!phone || phone.countryCallingCode !== rule.country_code) return { ok: false, problem: 'unparseable' };
  const national = normaliseNationalDigits(String(phone.nationalNumber), rule.alpha2);
  if (rule.alpha2 === 'IN') {
    if (!isIndiaMobile(national)) return { ok: false, problem: 'india-10-digits' };
  } else if (!matchesCountryRule(national, rule.alpha2)) {
    return { ok: false, problem: 'not-mobile' };
  }
  return { ok: true, nationalNumber: national, country: rule.alpha2, isdCode: rule.country_code };
}
