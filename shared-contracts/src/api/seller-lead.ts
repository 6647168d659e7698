import type { SellerLeadDetails } from '../seller/types';
import type { HttpClient } from './http';

export const sellerLeadPath = (id: number) => `/seller/leads/${encodeURIComponent(String(id))}`;

/** GET /seller/leads/:id: one lead with the buyer's contact; 404 'Lead not found' unless it was routed to this seller. */
export function fetchSellerLead(client: HttpClient, id: number): Promise<SellerLeadDetails> {
  return client.get<SellerLeadDetails>(sellerLeadPath(id));
}
