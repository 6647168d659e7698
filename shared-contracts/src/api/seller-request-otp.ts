import type { HttpClient } from './http';

export const SELLER_OTP_PATH = '/seller/sign-in/otp';
export interface SellerOtpResponse {
  status: 'sent';
  channel: 'sms';
  expires_in: number;
}

/** POST /seller/sign-in/otp: an SMS code to the company's registered mobile (the same answer for any mobile). */
export function requestSellerOtp(
  client: HttpClient,
  payload: { mobile: string; country: string },
): Promise<SellerOtpResponse> {
  return client.post<SellerOtpResponse>(SELLER_OTP_PATH, payload);
}
