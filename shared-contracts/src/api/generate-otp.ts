import type { OtpGenerateInput } from '../schemas/otp';
import type { HttpClient } from './http';

export const OTP_GENERATE_PATH = '/enquiry/otp/generate';
/**
 * A code was sent; or none was needed: this session proved that mobile (that e-mail, for an e-mail code) within the
 * last day, so the flow goes on as after a valid code (a buyer's second company page the same day).
 */
export type OtpGenerateResponse =
  { status: 'sent'; channel: 'sms' | 'email'; expires_in: number } | { status: 'verified' };

/** POST /enquiry/otp/generate: SMS, or e-mail when email_otp is set for a non-India mobile on a company page (listing_slug). */
export function generateOtp(client: HttpClient, payload: OtpGenerateInput): Promise<OtpGenerateResponse> {
  return client.post<OtpGenerateResponse>(OTP_GENERATE_PATH, payload);
}
