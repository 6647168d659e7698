import type { SellerPreferences } from '../seller/schemas';
import type { SellerLead, SellerLeadReach, SellerQuota } from '../seller/types';
import type { HttpClient } from './http';
import { sellerLeadPath } from './seller-lead';

export const SELLER_FOLLOW_UPS_PATH = '/seller/follow-ups';
export const SELLER_QUOTA_PATH = '/seller/quota';
export const SELLER_PREFERENCES_PATH = '/seller/preferences';
export const SELLER_LEAD_REACH_PATH = '/seller/lead-reach';

/** POST /seller/leads/:id/note: the seller's private note ('' removes it); answers it as stored. */
export function saveLeadNote(client: HttpClient, id: number, note: string): Promise<{ id: number; note: string }> {
  return client.post(`${sellerLeadPath(id)}/note`, { note });
}

/** POST /seller/leads/:id/follow-up: a follow-up date (YYYY-MM-DD), or null to clear it. */
export function setLeadFollowUp(
  client: HttpClient,
  id: number,
  followUpOn: string | null,
): Promise<{ id: number; follow_up_on: string | null }> {
  return client.post(`${sellerLeadPath(id)}/follow-up`, { follow_up_on: followUpOn });
}

/** POST /seller/leads/:id/contact: the seller called or opened WhatsApp to the buyer (the timeline's stamp). */
export function recordLeadContact(client: HttpClient, id: number, channel: 'call' | 'whatsapp'): Promise<unknown> {
  return client.post(`${sellerLeadPath(id)}/contact`, { channel });
}

/** GET /seller/follow-ups: the open leads whose follow-up date has come (India's date), earliest first. */
export function fetchFollowUps(client: HttpClient): Promise<{ leads: SellerLead[] }> {
  return client.get(SELLER_FOLLOW_UPS_PATH);
}

/** GET /seller/quota: this week's leads against the package's quota. */
export function fetchSellerQuota(client: HttpClient): Promise<SellerQuota> {
  return client.get(SELLER_QUOTA_PATH);
}

/** GET /seller/preferences: what the company wants leads for. */
export function fetchSellerPreferences(client: HttpClient): Promise<SellerPreferences> {
  return client.get(SELLER_PREFERENCES_PATH);
}

/** POST /seller/preferences: saves them; answers them as stored. */
export function saveSellerPreferences(client: HttpClient, p: SellerPreferences): Promise<SellerPreferences> {
  return client.post(SELLER_PREFERENCES_PATH, p);
}

/** GET /seller/lead-reach: whether general leads can reach the company, and if not, why. */
export function fetchLeadReach(client: HttpClient): Promise<SellerLeadReach> {
  return client.get(SELLER_LEAD_REACH_PATH);
}
