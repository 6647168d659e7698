import { z } from 'zod';
import { CONST_DATA } from '../const-data';
import { DEFAULT_COUNTRY, NAME_MIN_LENGTH, SERVICE_TYPES, type ServiceType } from '../constants';
import { isValidEmail } from '../email';
import { COMPANY_NAME_MAX_LENGTH, isCompanyName } from './company-name';
import { checkMobile } from './mobile-check';
import { isPlainText } from './plain-text';
import { choiceList, failWith, PICKED_PLACE } from './fields';

export const REGISTRATION_MESSAGES = {
  companyName: 'Please enter your company name',
  companyNamePlain: 'Please enter your company name as plain text, without < > or a web address',
  contactName: 'Please enter your name',
  contactNameShort: 'Invalid name',
  mobile: 'Please enter a valid mobile number',
  indiaMobile: 'Please enter 10 digit valid mobile number',
  email: 'Please enter a valid email',
  city: 'Please enter your city',
  cityPicked: 'Please choose your city from the list',
  serviceTypes: 'Please choose the services you offer',
  categories: 'Please choose at least one category from the list',
  gst: 'Please enter a valid GST number',
  mobileTaken: 'This mobile number is already registered',
  emailTaken: 'This email is already registered',
  success: 'Thank you for registering. Our team will call you within one working day.',
  verifyMobile: 'Please verify your mobile number with the OTP first',
  tooMany: 'Too many registrations from your network. Please try again later.',
} as const;

/**
 * The categories a company may choose for a service type: the const-data lists a buyer's requirement names
 * (`service_for`), so lead routing compares like with like.
 */
export const REGISTRATION_CATEGORIES: Record<ServiceType, readonly string[]> = {
  'PCD Pharma Franchise': CONST_DATA.serviceForPCD,
  '3rd Party Manufacturing': CONST_DATA.serviceFor3rdPCD,
};

const M = REGISTRATION_MESSAGES;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 15-character GSTIN: state code, PAN, entity number, 'Z', and its mod-36 check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === value[14];
}

const field = (message: string, max: number) => z.string({ error: message }).max(max, { error: message });

/**
 * A seller's Join Free registration (the /registration page), checked in form order; the mobile is returned as its
 * national number. The city is a picked suggestion ("City, State, Country": the api checks it names a known city);
 * the service types and categories are const-data titles. The mobile itself is proved by an OTP before the api stores
 * anything (its session must have verified it).
 */
export const registrationSchema = z
  .object(
    {
      company_name: field(M.companyName, COMPANY_NAME_MAX_LENGTH),
      contact_name: field(M.contactName, 100),
      mobile: z.string({ error: M.mobile }),
      country_code: z.string({ error: M.mobile }).optional(),
      isd_code: z.union([z.string(), z.number()], { error: M.mobile }).optional(),
      email: field(M.email, 254),
      city: field(M.city, 320),
      service_types: z
        .array(z.enum(SERVICE_TYPES, { error: M.serviceTypes }), { error: M.serviceTypes })
        .max(SERVICE_TYPES.length, { error: M.serviceTypes })
        .optional(),
      categories: choiceList(M.categories),
      gst_number: z.union([z.string().max(20, { error: M.gst }), z.null()], { error: M.gst }).optional(),
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const fail = failWith(ctx);
    const companyName = v.company_name.trim();
    // A character nobody types has the field's own message, as in every field (plain-text.ts).
    if (companyName === '' || !isPlainText(companyName)) return fail(M.companyName);
    // The listing text's rules: the name reaches buyers' SMS and e-mails as it is.
    if (!isCompanyName(companyName)) return fail(M.companyNamePlain);
    const contactName = v.contact_name.trim();
    if (contactName === '') return fail(M.contactName);
    if (contactName.length < NAME_MIN_LENGTH) return fail(M.contactNameShort);
    const mobile = checkMobile(v.mobile, (v.country_code ?? DEFAULT_COUNTRY).toUpperCase());
    if (!mobile.ok) return fail(mobile.problem === 'india-10-digits' ? M.indiaMobile : M.mobile);
    if (v.isd_code !== undefined && String(v.isd_code).replace(/^\+/, '') !== mobile.isdCode) return fail(M.mobile);
    const email = v.email.trim();
    if (!isValidEmail(email)) return fail(M.email);
    const city = v.city.trim();
    if (city === '') return fail(M.city);
    if (!PICKED_PLACE.test(city)) return fail(M.cityPicked);
    const serviceTypes = SERVICE_TYPES.filter((s) => v.service_types?.includes(s));
    if (serviceTypes.length === 0) return fail(M.serviceTypes);
    const offered = new Set(serviceTypes.flatMap((s) => REGISTRATION_CATEGORIES[s]));
    const categories = [...new Set(v.categories ?? [])];
    if (categories.length === 0 || categories.some((c) => !offered.has(c))) return fail(M.categories);
    const gst = (v.gst_number ?? '').replace(/\s+/g, '').toUpperCase();
    if (gst !== '' && !isValidGstin(gst)) return fail(M.gst);
    return {
      company_name: companyName,
      contact_name: contactName,
      mobile: mobile.nationalNumber,
      country_code: mobile.country,
      isd_code: mobile.isdCode,
      email: email.toLowerCase(),
      city,
      service_types: serviceTypes,
      categories,
      gst_number: gst || undefined,
    };
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationPayload = z.output<typeof registrationSchema>;
