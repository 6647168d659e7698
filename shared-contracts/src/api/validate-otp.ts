import type { OtpValidateInput } from '../schemas/otp';
import type { HttpClient } from './http';

export const OTP_VALIDATE_PATH = '/enquiry/otp/validate';
export interface OtpValidateResponse {
  status: 'verified';
  mobile: string;
  country: string;
}

/** POST /enquiry/otp/validate; on failure the HttpError's `error` holds the reason to show. */
export function validateOtp(client: HttpClient, payload: OtpValidateInput): Promise<OtpValidateResponse> {
  return client.post<OtpValidateResponse>(OTP_VALIDATE_PATH, payload);
}
