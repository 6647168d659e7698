import type { HttpClient } from './http';

export const SELLER_SIGN_OUT_PATH = '/seller/sign-out';

/** POST /seller/sign-out: ends the seller's session. */
export function signOutSeller(client: HttpClient): Promise<{ status: 'signed out' }> {
  return client.post<{ status: 'signed out' }>(SELLER_SIGN_OUT_PATH, {});
}
