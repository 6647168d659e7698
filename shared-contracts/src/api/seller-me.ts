import type { SellerMe } from '../seller/types';
import type { HttpClient } from './http';

export const SELLER_ME_PATH = '/seller/me';

/** GET /seller/me: the signed-in seller and company; 401 'Please sign in' without a session. */
export function fetchSellerMe(client: HttpClient): Promise<SellerMe> {
  return client.get<SellerMe>(SELLER_ME_PATH);
}
