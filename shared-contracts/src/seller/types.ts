import type { CONST_DATA } from '../const-data';
import type { LeadRequirement } from './requirement-fields';

/** The sellers' leads dashboard: statuses, messages and answers (no zod here: the remote imports these). */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'converted', 'not_relevant'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  converted: 'Converted',
  not_relevant: 'Not relevant',
};
/** Why a lead is not relevant: a fixed list, so the reasons can be counted (never free text). */
export const NOT_RELEVANT_REASONS = [
  'Not our product range',
  'Outside our area',
  'Order too small',
  'Buyer not reachable',
  'Duplicate lead',
  'Fake or spam',
] as const;
export type NotRelevantReason = (typeof NOT_RELEVANT_REASONS)[number];
/** A private note on a lead holds at most this many characters. */
export const LEAD_NOTE_MAX = 2000;
/** What a lead's timeline records: each action of the seller on it, with when. */
export const LEAD_EVENT_KINDS = ['status', 'note', 'follow_up', 'call', 'whatsapp'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
export interface LeadEvent {
  kind: LeadEventKind;
  /** status: the new status (and reason); note: 'added', 'changed' or 'removed'; follow_up: the date or 'cleared'. */
  detail: string;
  at: string;
}

/**
 * A hot lead is one whose buyer is likely still choosing a supplier, judged only from what the buyer said and did:
 * they asked to be supplied soonest (the two nearest "Requirement Emergency" options of the const data) and their
 * requirement reached the seller within the last HOT_LEAD_HOURS (a lead is routed only once the buyer's mobile is
 * verified by OTP, so this is the verified buyer's recency). The api decides it (api/src/seller-leads/hot-lead.ts),
 * so the list's "hot only" and "hot first" and each lead's badge agree, whatever the browser's clock.
 */
export const HOT_LEAD_REQUIRED_WHEN = [
  'Immediately',
  'Within 15 days',
] as const satisfies readonly (typeof CONST_DATA.requiredWhen)[number][];
export const HOT_LEAD_HOURS = 48;
/** The list's hot lead views: hot leads first (then by date), or hot leads only. */
export const HOT_LEAD_VIEWS = ['first', 'only'] as const;
export type HotLeadView = (typeof HOT_LEAD_VIEWS)[number];

export const SELLER_MESSAGES = {
  signIn: 'Please sign in',
  noLead: 'Lead not found',
  status: 'Please choose a valid status',
  reason: 'Please choose why the lead is not relevant',
  note: `Please keep the note to ${LEAD_NOTE_MAX} characters or fewer, without control characters`,
  followUp: 'Please choose a follow-up date within a year',
  contact: 'Please choose call or WhatsApp',
  tooManyEdits: 'Too many changes at once. Please wait a minute and try again.',
  serviceType: 'Unknown service type',
  leadStatus: 'Unknown lead status',
  hot: 'Please choose hot leads first or hot leads only',
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
  /** The follow-up date the seller set (YYYY-MM-DD), if any. */
  follow_up_on: string | null;
  /** The buyer needs it soon and asked recently: see HOT_LEAD_REQUIRED_WHEN. */
  hot: boolean;
}
/** A lead with the buyer's contact and every field of the requirement they gave (requirement-fields.ts). */
export interface SellerLeadDetails extends SellerLead, LeadRequirement {
  buyer_email: string | null;
  buyer_country_code: string;
  buyer_isd_code: string;
  not_relevant_reason: NotRelevantReason | null;
  note: string;
  /** The seller's actions on this lead, oldest first. */
  timeline: LeadEvent[];
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

/** GET /seller/quota: this week's leads (the last 7 days, as routing counts them) against the package's quota. */
export interface SellerQuota {
  package: { id: number; name: string; price_inr: number; period: string };
  weekly_quota: number;
  used: number;
  left: number;
  /** When the oldest lead of the week leaves the 7 days (one more lead fits again); null when none was used. */
  next_free_at: string | null;
  /** Since when the company has had this package. */
  since: string | null;
}

/**
 * Why general leads cannot reach a company, each a fact routing and listing decide on (api seller-leads/routing.ts,
 * company-listing.ts): no service type chosen; no place (no state of its own and none chosen); a Join Free company
 * without a category (not listed until it has one); not listed; no package.
 */
export const LEAD_REACH_PROBLEMS = ['no_service_type', 'no_place', 'no_category', 'not_listed', 'no_package'] as const;
export type LeadReachProblem = (typeof LEAD_REACH_PROBLEMS)[number];
/** GET /seller/lead-reach: whether general leads can reach the company, and if not, why. */
export interface SellerLeadReach {
  listed: boolean;
  /** The company's own state ('' when it has none): its leads come from there even with no state chosen. */
  company_state: string;
  problems: LeadReachProblem[];
}
