import { z } from 'zod';
import { DEFAULT_COUNTRY, NAME_MIN_LENGTH, CALLBACK_MOBILE_MIN_LENGTH, SERVICE_TYPES } from '../constants';
import { isValidEmail } from '../email';
import { checkMobile } from './mobile-check';
import { failWith, optionalSlug } from './fields';

export const CALLBACK_MESSAGES = {
  nameRequired: 'Name is Required',
  name: 'Invalid name',
  mobileRequired: 'Mobile is Required',
  mobileShort: 'Invalid Phone number',
  mobile: 'Please enter a valid mobile number',
  indiaMobile: 'Please enter 10 digit valid number',
  emailRequired: 'Email is Required',
  email: 'Invalid Email',
  service: 'Choose Service',
} as const;

const M = CALLBACK_MESSAGES;

/** Spec §3 call-back payload (the spec's quick enquiry), checked in the §5 order (name, mobile, email, service). */
export const callbackSchema = z
  .object(
    {
      name: z.string({ error: M.nameRequired }).max(100, { error: M.name }),
      phone_number: z.string({ error: M.mobileRequired }),
      country_code: z.string({ error: M.mobile }).optional(),
      isd_code: z.union([z.string(), z.number()], { error: M.mobile }).optional(),
      email: z.string({ error: M.emailRequired }),
      type: z.unknown(),
      listing_slug: optionalSlug('Invalid listing'),
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const fail = failWith(ctx);
    const name = v.name.trim();
    if (name === '') return fail(M.nameRequired);
    if (name.length < NAME_MIN_LENGTH) return fail(M.name);
    const phone = v.phone_number.trim();
    if (phone === '') return fail(M.mobileRequired);
    if (phone.length < CALLBACK_MOBILE_MIN_LENGTH) return fail(M.mobileShort);
    const mobile = checkMobile(phone, (v.country_code ?? DEFAULT_COUNTRY).toUpperCase());
    if (!mobile.ok) return fail(mobile.problem === 'india-10-digits' ? M.indiaMobile : M.mobile);
    if (v.isd_code !== undefined && String(v.isd_code).replace(/^\+/, '') !== mobile.isdCode) return fail(M.mobile);
    const email = v.email.trim();
    if (email === '') return fail(M.emailRequired);
    if (!isValidEmail(email)) return fail(M.email);
    if (!(SERVICE_TYPES as readonly unknown[]).includes(v.type)) return fail(M.service);
    return {
      name,
      email: email.toLowerCase(),
      phone_number: mobile.nationalNumber,
      country_code: mobile.country,
      isd_code: mobile.isdCode,
      type: v.type as (typeof SERVICE_TYPES)[number],
      listing_slug: v.listing_slug,
    };
  });

export type CallbackInput = z.input<typeof callbackSchema>;
export type CallbackPayload = z.output<typeof callbackSchema>;
