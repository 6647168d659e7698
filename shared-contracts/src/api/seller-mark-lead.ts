import type { LeadStatus, NotRelevantReason } from '../seller/types';
import type { HttpClient } from './http';
import { sellerLeadPath } from './seller-lead';

/** POST /seller/leads/:id/status: a new status; "not relevant" with its reason from NOT_RELEVANT_REASONS. */
export function markSellerLead(
  client: HttpClient,
  id: number,
  status: LeadStatus,
  reason?: NotRelevantReason,
): Promise<{ id: number; status: string }> {
  return client.post<{ id: number; status: string }>(
    `${sellerLeadPath(id)}/status`,
    reason ? { status, reason } : { status },
  );
}
