import { z } from 'zod';
import { CONST_DATA } from '../const-data';
import { DEFAULT_COUNTRY, ENQUIRY_SOURCES, MESSAGE_MIN_LENGTH, SERVICE_TYPES } from '../constants';
import { isValidEmail } from '../email';
import { checkMobile } from './mobile-check';
import { failWith, optionalChoiceOf, optionalSlug, optionalText } from './fields';

export const ENQUIRY_MESSAGES = {
  serviceType: 'Please select the service you are looking for',
  mobile: 'Please enter a valid mobile number',
  indiaMobile: 'Please enter 10 digit valid mobile number',
  message: 'Please enter your message',
  email: 'Please enter a valid email',
  messageLength: 'Message should be atleast 10 characters long',
  requiredWhen: 'Please choose the requirement emergency from the list',
  callTime: 'Please choose a call-time preference from the list',
} as const;

const M = ENQUIRY_MESSAGES;
const MESSAGE_MAX_LENGTH = 5000;

/**
 * Spec §3 enquiry payload (the "Post Requirement" step), checked in the §5 order. `email` is needed only on a company page
 * (`listing_slug` set) with a non-India mobile; the mobile is returned as its national number.
 */
export const enquirySchema = z
  .object(
    {
      service_type: z.enum(SERVICE_TYPES, { error: M.serviceType }),
      mobile: z.string({ error: M.mobile }),
      country_code: z.string({ error: M.mobile }).optional(),
      isd_code: z.union([z.string(), z.number()], { error: M.mobile }).optional(),
      // Checked in the transform, so that a missing or non-text message comes after the mobile's checks (§5 order).
      message: z.unknown().optional(),
      email: optionalText(M.email, 254),
      source: z.enum(ENQUIRY_SOURCES, { error: 'Invalid source' }).default('Website'),
      required_when: optionalChoiceOf(CONST_DATA.requiredWhen, M.requiredWhen),
      call_time: optionalChoiceOf(CONST_DATA.callTime, M.callTime),
      listing_slug: optionalSlug('Invalid listing'),
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const country = (v.country_code ?? DEFAULT_COUNTRY).toUpperCase();
    const fail = failWith(ctx);
    const mobile = checkMobile(v.mobile, country);
    if (!mobile.ok && mobile.problem !== 'india-10-digits') return fail(M.mobile, 'mobile');
    if (!mobile.ok) return fail(M.indiaMobile, 'mobile');
    if (v.isd_code !== undefined && String(v.isd_code).replace(/^\+/, '') !== mobile.isdCode)
      return fail(M.mobile, 'mobile');
    const message = typeof v.message === 'string' ? v.message.trim() : '';
    if (message === '' || message.length > MESSAGE_MAX_LENGTH) return fail(M.message, 'message');
    if (v.listing_slug && mobile.country !== 'IN' && !isValidEmail(v.email)) return fail(M.email, 'email');
    if (message.length < MESSAGE_MIN_LENGTH) return fail(M.messageLength, 'message');
    return {
      ...v,
      mobile: mobile.nationalNumber,
      country_code: mobile.country,
      isd_code: mobile.isdCode,
      message,
    };
  });

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryPayload = z.output<typeof enquirySchema>;
