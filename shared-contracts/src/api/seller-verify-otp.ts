import type { SellerMe } from '../seller/types';
import type { HttpClient } from './http';

export const SELLER_VERIFY_PATH = '/seller/sign-in/verify';

/** POST /seller/sign-in/verify: a valid code signs the seller in (httpOnly session cookie); the error field says why not. */
export function verifySellerOtp(client: HttpClient, payload: { otp: string }): Promise<SellerMe> {
  return client.post<SellerMe>(SELLER_VERIFY_PATH, payload);
}
