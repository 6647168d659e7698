import { z } from 'zod';
import { SERVICE_TYPES } from '../constants';
import { LEAD_STATUSES, SELLER_MESSAGES } from './types';

// The sellers' leads dashboard's request schemas (issue 21), shared by the api and the remote.

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
  limit: z.union([z.string().max(12), z.number()]).optional(),
  offset: z.union([z.string().max(12), z.number()]).optional(),
  order_by: z.string().max(100, { error: 'Invalid order_by' }).optional(),
});
export type SellerLeadFilters = z.output<typeof sellerLeadFiltersSchema>;

export const leadStatusSchema = z.object(
  { status: z.enum(['contacted', 'not_relevant'], { error: SELLER_MESSAGES.status }) },
  { error: 'Request body must be a JSON object' },
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
  },
  { error: SELLER_MESSAGES.preferences },
);
export type SellerPreferences = z.output<typeof sellerPreferencesSchema>;
