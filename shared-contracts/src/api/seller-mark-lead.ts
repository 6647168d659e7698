import type { HttpClient } from './http';
import { sellerLeadPath } from './seller-lead';

/** POST /seller/leads/:id/status: mark a lead contacted or not relevant. */
export function markSellerLead(
  client: HttpClient,
  id: number,
  status: 'contacted' | 'not_relevant',
): Promise<{ id: number; status: string }> {
  return client.post<{ id: number; status: string }>(`${sellerLeadPath(id)}/status`, { status });
}
