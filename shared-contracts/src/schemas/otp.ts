import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import { isValidEmail } from '../email';
import { checkMobile } from './mobile-check';
import { ENQUIRY_MESSAGES } from './enquiry';
import { failWith, optionalSlug } from './fields';

export const OTP_MESSAGES = {
  required: 'Please Enter OTP',
  format: 'OTP must be 6 digits',
  /** The api's answer to a check of a code past its time: the card offers a new code at once. */
  expired: 'OTP has expired. Please request a new OTP.',
} as const;

/**
 * Where spec §5 allows an e-mail OTP: a non-India mobile on a company page (a listing). An Indian number always
 * gets its code by SMS, whatever else is asked.
 */
export const emailOtpAllowed = (country: string, listingSlug: string | undefined): boolean =>
  country !== 'IN' && Boolean(listingSlug);

/**
 * Spec §3 OTP generate payload: mobile, country, email, email_otp (send by e-mail instead of SMS), plus the
 * company page's listing_slug. The parsed `email_otp` is what will be done: true only where emailOtpAllowed,
 * and only then is the e-mail required and kept.
 */
export const otpGenerateSchema = z
  .object(
    {
      mobile: z.string({ error: ENQUIRY_MESSAGES.mobile }),
      country: z.string({ error: ENQUIRY_MESSAGES.mobile }).optional(),
      email: z
        .union([z.string().max(254, { error: ENQUIRY_MESSAGES.email }), z.null()], { error: ENQUIRY_MESSAGES.email })
        .optional(),
      email_otp: z
        .union([z.boolean(), z.literal(0), z.literal(1), z.null()], { error: 'Invalid email_otp' })
        .optional(),
      listing_slug: optionalSlug('Invalid listing'),
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const fail = failWith(ctx);
    const mobile = checkMobile(v.mobile, (v.country ?? DEFAULT_COUNTRY).toUpperCase());
    if (!mobile.ok)
      return fail(mobile.problem === 'india-10-digits' ? ENQUIRY_MESSAGES.indiaMobile : ENQUIRY_MESSAGES.mobile);
    const emailOtp = Boolean(v.email_otp) && emailOtpAllowed(mobile.country, v.listing_slug);
    const email = (v.email ?? '').trim().toLowerCase();
    if (emailOtp && !isValidEmail(email)) return fail(ENQUIRY_MESSAGES.email);
    return {
      mobile: mobile.nationalNumber,
      country: mobile.country,
      isd_code: mobile.isdCode,
      email: emailOtp ? email : undefined,
      email_otp: emailOtp,
      listing_slug: v.listing_slug,
    };
  });

/** Spec §3 OTP validate payload: otp ('Please Enter OTP'). */
export const otpValidateSchema = z
  .object(
    { otp: z.union([z.string(), z.number()], { error: OTP_MESSAGES.required }) },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const otp = String(v.otp).trim();
    if (otp === '') {
      ctx.addIssue({ code: 'custom', message: OTP_MESSAGES.required });
      return z.NEVER;
    }
    if (!/^\d{6}$/.test(otp)) {
      ctx.addIssue({ code: 'custom', message: OTP_MESSAGES.format });
      return z.NEVER;
    }
    return { otp };
  });

export type OtpGenerateInput = z.input<typeof otpGenerateSchema>;
export type OtpGeneratePayload = z.output<typeof otpGenerateSchema>;
export type OtpValidateInput = z.input<typeof otpValidateSchema>;
