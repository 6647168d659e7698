import { z } from 'zod';
import { isListingText } from '../listing/listing-text';

// A seller's CRM access: API keys that pull its leads, and the webhook that receives each new one.

export const SELLER_API_KEYS_PATH = '/seller/api-keys';
export const SELLER_WEBHOOK_PATH = '/seller/webhook';
/** Pulled with `Authorization: Bearer <key>`: the dashboard list's filters and paging. */
export const SELLER_API_LEADS_PATH = '/seller/api/leads';
/** The webhook call's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-PharmaSetu-Signature';
/** Active keys a company may hold at once. */
export const API_KEYS_MAX = 10;
export const WEBHOOK_URL_MAX = 500;

export const SELLER_API_MESSAGES = {
  body: 'Request body must be a JSON object',
  label: 'Please name the key in 1 to 60 characters of plain text',
  tooManyKeys: `A company holds at most ${API_KEYS_MAX} active API keys: revoke one first`,
  noKey: 'API key not found',
  badKey: 'Invalid or revoked API key',
  keyInQuery: 'Send the API key in the Authorization header, never in the URL',
  webhookUrl: 'Please enter an https:// address (at most 500 characters)',
  webhookPrivate: 'This address is not reachable from the internet: please enter a public https:// address',
  noWebhook: 'No webhook registered',
} as const;

export const apiKeyCreateSchema = z.strictObject(
  {
    label: z
      .string({ error: SELLER_API_MESSAGES.label })
      .trim()
      .min(1, { error: SELLER_API_MESSAGES.label })
      .max(60, { error: SELLER_API_MESSAGES.label })
      .refine(isListingText, { error: SELLER_API_MESSAGES.label }),
  },
  { error: SELLER_API_MESSAGES.body },
);
export type ApiKeyCreateInput = z.output<typeof apiKeyCreateSchema>;

/** The form of the address only; where it may point is the api's to judge (api/src/seller-api/webhook-url.ts). */
export const webhookSchema = z.strictObject(
  {
    url: z
      .string({ error: SELLER_API_MESSAGES.webhookUrl })
      .trim()
      .max(WEBHOOK_URL_MAX, { error: SELLER_API_MESSAGES.webhookUrl })
      .refine((raw) => URL.canParse(raw) && ['https:', 'http:'].includes(new URL(raw).protocol), {
        error: SELLER_API_MESSAGES.webhookUrl,
      }),
  },
  { error: SELLER_API_MESSAGES.body },
);
export type WebhookInput = z.output<typeof webhookSchema>;

/** A key as listed: never the key itself. */
export interface ApiKeySummary {
  id: number;
  label: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** POST /seller/api-keys: the new key, in full this once. */
export interface ApiKeyCreated extends ApiKeySummary {
  key: string;
}

export interface ApiKeyList {
  keys: ApiKeySummary[];
}

/** GET /seller/webhook: the registered address and its last call; `secret` only in PUT's answer. */
export interface SellerWebhook {
  url: string;
  created_at: string;
  last_delivery: { at: string; ok: boolean; error: string | null } | null;
}

export interface SellerWebhookCreated extends SellerWebhook {
  /** Signs each call (HMAC-SHA256): shown once; registering again makes a new one. */
  secret: string;
}

export interface SellerWebhookState {
  webhook: SellerWebhook | null;
}
