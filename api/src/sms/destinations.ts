// The full metadata, for number types: the api's alone (the browser's phone input keeps the small default set).
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';

/** Why a number gets no SMS. */
export type DestinationProblem = 'unsupported-country' | 'other-country' | 'not-mobile';

const MOBILE: readonly NumberType[] = ['MOBILE'];
/** Where the plan gives the same ranges to fixed lines and mobiles (every NANP number, part of India's). */
const MOBILE_OR_UNTOLD: readonly NumberType[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/**
 * Where a code may go by SMS, and to which number types: India first, then the countries the phone input offers
 * (where buyers and sellers of Indian medicines are). A country not here gets no SMS at all. Premium rate, shared
 * cost, toll free, VoIP, UAN, pager, personal numbers, voicemail, fixed lines and numbers the plan does not know are
 * refused everywhere: they are where SMS pumping earns, and no buyer reads a code there.
 */
export const SMS_DESTINATIONS: Readonly<Record<string, readonly NumberType[]>> = {
  IN: MOBILE_OR_UNTOLD,
  NP: MOBILE,
  BD: MOBILE,
  LK: MOBILE,
  BT: MOBILE,
  AE: MOBILE,
  SA: MOBILE,
  OM: MOBILE,
  QA: MOBILE,
  KW: MOBILE,
  BH: MOBILE,
  US: MOBILE_OR_UNTOLD,
  CA: MOBILE_OR_UNTOLD,
  GB: MOBILE,
  AU: MOBILE,
  SG: MOBILE,
  MY: MOBILE,
  KE: MOBILE,
  NG: MOBILE,
  ZA: MOBILE,
  GA: MOBILE,
  CI: MOBILE,
};

/**
 * What stops a code to `mobile` (national digits) in `country`, or undefined when it may go. The number must belong
 * to the country asked: +1 is shared by the US, Canada and twenty-odd Caribbean and Pacific plans (+44 by the
 * Channel Islands and Man, +61 by Australia's islands), so a Jamaican number sent as "US" is another country's.
 */
export function destinationProblem(country: string, mobile: string): DestinationProblem | undefined {
  const types = SMS_DESTINATIONS[country];
  if (!types) return 'unsupported-country';
  const phone = parsePhoneNumberFromString(`+${getCountryCallingCode(country as CountryCode)}${mobile}`);
  if (phone?.country && phone.country !== country) return 'other-country';
  const type = phone?.country === country ? phone.getType() : undefined;
  return type && types.includes(type) ? undefined : 'not-mobile';
}
