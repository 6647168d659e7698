import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_COUNTRY, INDIA_MOBILE_DIGITS } from './constants';

/** Spec §5: one row per supported country (the phone input offers only these). */
export interface CountryPhoneRule {
  alpha2: string;
  alpha3: string;
  country_code: string;
  country_name: string;
  mobile_begin_with: string[];
  phone_number_lengths: number[];
}

const row = (alpha2: string, alpha3: string, code: string, name: string, begin: string[], lengths: number[]) =>
  ({
    alpha2,
    alpha3,
    country_code: code,
    country_name: name,
    mobile_begin_with: begin,
    phone_number_lengths: lengths,
  }) as const;

/** India first (default), then the markets Indian pharma exporters deal with most. Empty begin list: any prefix. */
export const SUPPORTED_COUNTRIES: readonly CountryPhoneRule[] = [
  row('IN', 'IND', '91', 'India', ['6', '7', '8', '9'], [10]),
  row('NP', 'NPL', '977', 'Nepal', ['97', '98'], [10]),
  row('BD', 'BGD', '880', 'Bangladesh', ['1'], [10]),
  row('LK', 'LKA', '94', 'Sri Lanka', ['7'], [9]),
  row('BT', 'BTN', '975', 'Bhutan', ['17', '77'], [8]),
  row('AE', 'ARE', '971', 'United Arab Emirates', ['5'], [9]),
  row('SA', 'SAU', '966', 'Saudi Arabia', ['5'], [9]),
  row('OM', 'OMN', '968', 'Oman', ['7', '9'], [8]),
  row('QA', 'QAT', '974', 'Qatar', ['3', '5', '6', '7'], [8]),
  row('KW', 'KWT', '965', 'Kuwait', ['4', '5', '6', '9'], [8]),
  row('BH', 'BHR', '973', 'Bahrain', ['3'], [8]),
  row('US', 'USA', '1', 'United States', [], [10]),
  row('CA', 'CAN', '1', 'Canada', [], [10]),
  row('GB', 'GBR', '44', 'United Kingdom', ['7'], [10]),
  row('AU', 'AUS', '61', 'Australia', ['4'], [9]),
  row('SG', 'SGP', '65', 'Singapore', ['8', '9'], [8]),
  row('MY', 'MYS', '60', 'Malaysia', ['1'], [9, 10]),
  row('KE', 'KEN', '254', 'Kenya', ['7', '1'], [9]),
  row('NG', 'NGA', '234', 'Nigeria', ['70', '80', '81', '90', '91'], [10]),
  row('ZA', 'ZAF', '27', 'South Africa', ['6', '7', '8'], [9]),
  row('GA', 'GAB', '241', 'Gabon', ['06', '07'], [8]),
  row('CI', 'CIV', '225', "Côte d'Ivoire", ['01', '05', '07'], [10]),
];

/** The two countries whose national mobile numbers keep their leading zero (spec §5 leaves them unnamed). */
export const KEEP_LEADING_ZERO = ['GA', 'CI'] as const;

export function countryRule(alpha2: string | undefined | null): CountryPhoneRule | undefined {
  const code = (alpha2 ?? '').toUpperCase();
  return SUPPORTED_COUNTRIES.find((c) => c.alpha2 === code);
}

/** Strip non-digits, then leading zeros (except for the two countries that keep them). */
export function normaliseNationalDigits(raw: string, alpha2: string): string {
  const digits = raw.replace(/\D/g, '');
  return (KEEP_LEADING_ZERO as readonly string[]).includes(alpha2.toUpperCase()) ? digits : digits.replace(/^0+/, '');
}

/** True when the national number fits the country's allowed lengths and mobile prefixes (India: 10 digits, 6–9). */
export function matchesCountryRule(national: string, alpha2: string): boolean {
  const rule = countryRule(alpha2);
  if (!rule || !/^\d+$/.test(national)) return false;
  if (!rule.phone_number_lengths.includes(national.length)) return false;
  return rule.mobile_begin_with.length === 0 || rule.mobile_begin_with.some((p) => national.startsWith(p));
}

export interface ParsedMobile {
  /** 2-letter country code, e.g. IN. */
  country: string;
  /** National number without the country prefix, digits only. */
  nationalNumber: string;
  /** Calling code without '+', e.g. 91. */
  isdCode: string;
  /** +<isd><national> */
  e164: string;
}

/**
 * Parses a mobile typed with or without '+<isd>' for a supported country (default India).
 * Returns null when it is empty, not a number of a supported country, or not a valid mobile there.
 */
export function parseMobile(input: unknown, defaultCountry: string = DEFAULT_COUNTRY): ParsedMobile | null {
  if (typeof input !== 'string' || input.trim() === '' || input.length > 40) return null;
  const fallback = countryRule(defaultCountry);
  if (!fallback) return null;
  const text = input.trim();
  const phone = parsePhoneNumberFromString(text, fallback.alpha2 as CountryCode);
  if (!phone) return null;
  const isd = phone.countryCallingCode;
  // Prefer the typed-for country, then the one libphonenumber names, then any supported one sharing the code.
  const candidates = [
    ...(fallback.country_code === isd ? [fallback] : []),
    ...SUPPORTED_COUNTRIES.filter((c) => c.alpha2 === phone.country),
    ...SUPPORTED_COUNTRIES.filter((c) => c.country_code === isd),
  ];
  if (text.startsWith('+') && phone.country && fallback.country_code === isd && fallback.alpha2 !== phone.country) {
    candidates.push(candidates.shift()!);
  }
  const rule = candidates.find((c) =>
    matchesCountryRule(normaliseNationalDigits(String(phone.nationalNumber), c.alpha2), c.alpha2),
  );
  if (!rule) return null;
  const national = normaliseNationalDigits(String(phone.nationalNumber), rule.alpha2);
  return {
    country: rule.alpha2,
    nationalNumber: national,
    isdCode: rule.country_code,
    e164: `+${rule.country_code}${national}`,
  };
}

/** Spec §5: for India the national number must be exactly 10 digits starting with 6, 7, 8 or 9. */
export function isIndiaMobile(national: string): boolean {
  return new RegExp(`^[6-9]\\d{${INDIA_MOBILE_DIGITS - 1}}$`).test(national);
}
