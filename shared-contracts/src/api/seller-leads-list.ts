import type { HotLeadView, LeadStatus, SellerLeadList } from '../seller/types';
import type { HttpClient } from './http';

export const SELLER_LEADS_PATH = '/seller/leads';
export const SELLER_LEADS_CSV_PATH = '/seller/leads.csv';
export interface SellerLeadQuery {
  service_type?: string;
  state?: string;
  status?: LeadStatus | '';
  hot?: HotLeadView | '';
  limit?: number;
  offset?: number;
}

/** The query the list and the CSV share: empty filters left out; offset 0 unless given (spec §5's default is 200). */
export function sellerLeadQuery(q: SellerLeadQuery): Record<string, string | number | undefined> {
  return {
    service_type: q.service_type || undefined,
    state: q.state?.trim() || undefined,
    status: q.status || undefined,
    hot: q.hot || undefined,
    limit: q.limit,
    offset: q.offset ?? 0,
  };
}

/** GET /seller/leads: the signed-in seller's leads, newest first. */
export function fetchSellerLeads(client: HttpClient, q: SellerLeadQuery = {}): Promise<SellerLeadList> {
  return client.get<SellerLeadList>(SELLER_LEADS_PATH, { query: sellerLeadQuery(q) });
}

/** The CSV export's address for the same filters (a plain link: the browser sends the session cookie). */
export function sellerLeadsCsvUrl(apiBase: string, q: SellerLeadQuery = {}): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + SELLER_LEADS_CSV_PATH);
  for (const [k, v] of Object.entries(sellerLeadQuery(q))) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}
