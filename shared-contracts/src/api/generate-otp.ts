import type { OtpGenerateInput } from '../schemas/otp';
import type { HttpClient } from './http';

export const OTP_GENERATE_PATH = '/enquiry/otp/generate';
export interface OtpGenerateResponse {
  status: 'sent';
  channel: 'sms' | 'email';
  expires_in: number;
}

/** POST /enquiry/otp/generate: SMS, or e-mail when email_otp is set for a non-India mobile on a company page (listing_slug). */
export function generateOtp(client: HttpClient, payload: OtpGenerateInput): Promise<OtpGenerateResponse> {
  return client.post<OtpGenerateResponse>(OTP_GENERATE_PATH, payload);
}
