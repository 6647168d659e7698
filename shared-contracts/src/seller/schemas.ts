import { z } from 'zod';
import { ORDER_VALUE, SERVICE_TYPES } from '../constants';
import { isPlainText } from '../schemas/plain-text';
import { HOT_LEAD_VIEWS, LEAD_NOTE_MAX, LEAD_STATUSES, NOT_RELEVANT_REASONS, SELLER_MESSAGES } from './types';

// The sellers' leads dashboard's request schemas, shared by the api and the remote.

/** Query of the list and the CSV: optional filters; limit, offset and order_by go through spec §5's listing helpers. */
export const sellerLeadFiltersSchema = z.object({
  service_type: z.enum(SERVICE_TYPES, { error: SELLER_MESSAGES.serviceType }).optional(),
  state: z
    .string({ error: SELLER_MESSAGES.state })
    .trim()
    .min(1, { error: SELLER_MESSAGES.state })
    .max(60, { error: SELLER_MESSAGES.state })
    .optional(),
  status: z.enum(LEAD_STATUSES, { error: SELLER_MESSAGES.leadStatus }).optional(),
  hot: z.enum(HOT_LEAD_VIEWS, { error: SELLER_MESSAGES.hot }).optional(),
  limit: z.union([z.string().max(12), z.number()]).optional(),
  offset: z.union([z.string().max(12), z.number()]).optional(),
  order_by: z.string().max(100, { error: 'Invalid order_by' }).optional(),
});
export type SellerLeadFilters = z.output<typeof sellerLeadFiltersSchema>;

const bodyError = { error: 'Request body must be a JSON object' };

/** A status; "not relevant" needs its reason from the fixed list, and only it carries one. */
export const leadStatusSchema = z
  .strictObject(
    {
      status: z.enum(LEAD_STATUSES, { error: SELLER_MESSAGES.status }),
      reason: z.enum(NOT_RELEVANT_REASONS, { error: SELLER_MESSAGES.reason }).optional(),
    },
    bodyError,
  )
  .refine((b) => (b.status === 'not_relevant') === (b.reason !== undefined), {
    error: SELLER_MESSAGES.reason,
    path: ['reason'],
  });
export type LeadStatusChange = z.output<typeof leadStatusSchema>;

/** The seller's private note: plain text (line breaks allowed), at most LEAD_NOTE_MAX characters; '' removes it. */
export const leadNoteSchema = z.strictObject(
  {
    note: z
      .string({ error: SELLER_MESSAGES.note })
      .max(LEAD_NOTE_MAX, { error: SELLER_MESSAGES.note })
      .refine(isPlainText, { error: SELLER_MESSAGES.note })
      .transform((n) => n.trim()),
  },
  bodyError,
);

const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
const isCalendarDate = (d: string) => ISO_DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
/**
 * A follow-up date: from yesterday (a seller a time zone behind) to a year ahead, or null to clear it. The dates are
 * the seller's calendar days; the api compares them with India's date.
 */
export const leadFollowUpSchema = z.strictObject(
  {
    follow_up_on: z
      .union([z.string().max(10), z.null()], { error: SELLER_MESSAGES.followUp })
      .refine(
        (d) =>
          d === null ||
          (isCalendarDate(d) &&
            Date.parse(`${d}T00:00:00Z`) >= Date.now() - 2 * DAY_MS &&
            Date.parse(`${d}T00:00:00Z`) <= Date.now() + 366 * DAY_MS),
        { error: SELLER_MESSAGES.followUp },
      ),
  },
  bodyError,
);

/** A click on the buyer's number or WhatsApp link, stamped in the lead's timeline. */
export const leadContactSchema = z.strictObject(
  { channel: z.enum(['call', 'whatsapp'], { error: SELLER_MESSAGES.contact }) },
  bodyError,
);

const list = (max: number) =>
  z
    .array(z.string().trim().min(1).max(80), { error: SELLER_MESSAGES.preferences })
    .max(max, { error: SELLER_MESSAGES.preferences });
export const sellerPreferencesSchema = z.strictObject(
  {
    service_types: z
      .array(z.enum(SERVICE_TYPES, { error: SELLER_MESSAGES.preferences }))
      .min(1, { error: SELLER_MESSAGES.preferences })
      .max(2),
    states: list(40).min(1, { error: SELLER_MESSAGES.preferences }),
    categories: list(30),
    medicine_types: list(30),
    // null (or left out): any order value; 100001: 3rd party requirements "Above Rs 1,00,000" only (spec §2's values).
    min_order_value: z
      .union([z.literal(ORDER_VALUE.above100000), z.null()], { error: SELLER_MESSAGES.preferences })
      .optional()
      .transform((v) => v ?? null),
  },
  { error: SELLER_MESSAGES.preferences },
);
export type SellerPreferences = z.output<typeof sellerPreferencesSchema>;
