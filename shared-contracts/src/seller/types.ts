import type { LeadRequirement } from './requirement-fields';

/** The sellers' leads dashboard (issue 21): statuses, messages and answers (no zod here: the remote imports these). */
export const LEAD_STATUSES = ['new', 'contacted', 'not_relevant'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  not_relevant: 'Not relevant',
};

export const SELLER_MESSAGES = {
  signIn: 'Please sign in',
  noLead: 'Lead not found',
  status: 'Please choose contacted or not relevant',
  serviceType: 'Unknown service type',
  leadStatus: 'Unknown lead status',
  state: 'Please enter a valid state',
  preferences: 'Please choose valid preferences',
  noAccount: 'No seller account for this mobile number',
} as const;

export interface SellerLead {
  id: number;
  service_type: string;
  state: string | null;
  status: LeadStatus;
  routed_at: string;
  buyer_name: string | null;
  buyer_mobile: string;
  message: string;
}
/** A lead with the buyer's contact and every field of the requirement they gave (requirement-fields.ts). */
export interface SellerLeadDetails extends SellerLead, LeadRequirement {
  buyer_email: string | null;
  buyer_country_code: string;
  buyer_isd_code: string;
}
export interface SellerLeadList {
  leads: SellerLead[];
  limit: number;
  offset: number;
}
export interface SellerMe {
  name: string;
  company: { id: number; name: string; slug: string };
}
