import { randomBytes } from 'node:crypto';
import {
  API_KEYS_MAX,
  SELLER_API_MESSAGES,
  type ApiKeyCreated,
  type ApiKeyList,
  type SellerWebhookCreated,
  type SellerWebhookState,
} from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { sha256 } from '../lib/hash';
import { AppError } from '../lib/errors';
import { SellerApiKeysRepository } from '../repositories/seller-api-keys';
import { SellerWebhooksRepository } from '../repositories/seller-webhooks';
import { webhookUrlProblem } from './webhook-url';

/** A key: `psk_` and 32 random bytes in base64url (43 characters). */
const KEY_PREFIX = 'psk_';
const KEY_LENGTH = KEY_PREFIX.length + 43;
/** What a list shows of a key: enough to tell keys apart, far too little to guess the rest. */
const SHOWN = KEY_PREFIX.length + 8;

const isKeyChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x5f;

/** Whether the text has a key's shape (checked before it is hashed and looked up). */
function isApiKeyShape(text: string): boolean {
  if (text.length !== KEY_LENGTH || !text.startsWith(KEY_PREFIX)) return false;
  for (let i = KEY_PREFIX.length; i < text.length; i++) if (!isKeyChar(text.charCodeAt(i))) return false;
  return true;
}

export interface ApiEditor {
  sellerId: number;
  companyId: number;
}

/** A signed-in seller's API keys and webhook, always its own company's. */
export class SellerApiAccess {
  private readonly keys: SellerApiKeysRepository;
  private readonly webhooks: SellerWebhooksRepository;

  constructor(
    db: Queryable,
    private readonly production: boolean,
  ) {
    this.keys = new SellerApiKeysRepository(db);
    this.webhooks = new SellerWebhooksRepository(db);
  }

  async createKey(me: ApiEditor, label: string): Promise<ApiKeyCreated> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const made = await this.keys.create(
      { companyId: me.companyId, sellerId: me.sellerId, label, prefix: key.slice(0, SHOWN), hash: sha256(key) },
      API_KEYS_MAX,
    );
    if (!made) throw new AppError(409, SELLER_API_MESSAGES.tooManyKeys);
    return { ...made, key };
  }

  async listKeys(companyId: number): Promise<ApiKeyList> {
    return { keys: await this.keys.list(companyId) };
  }

  async revokeKey(companyId: number, id: number): Promise<ApiKeyList> {
    if (!(await this.keys.revoke(companyId, id))) throw new AppError(404, SELLER_API_MESSAGES.noKey);
    return this.listKeys(companyId);
  }

  /** The company a presented key works for; null when it has no key's shape, is unknown or revoked. */
  async companyOfKey(key: string): Promise<number | null> {
    return isApiKeyShape(key) ? this.keys.companyOf(sha256(key)) : null;
  }

  async webhook(companyId: number): Promise<SellerWebhookState> {
    return { webhook: await this.webhooks.find(companyId) };
  }

  /** Registers (or replaces) the webhook with a new signing secret, answered this once. */
  async saveWebhook(me: ApiEditor, url: string): Promise<SellerWebhookCreated> {
    const problem = webhookUrlProblem(url, this.production);
    if (problem) throw new AppError(400, problem);
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    await this.webhooks.save(me.companyId, me.sellerId, url, secret);
    return { ...(await this.webhooks.find(me.companyId))!, secret };
  }

  async removeWebhook(companyId: number): Promise<SellerWebhookState> {
    await this.webhooks.remove(companyId);
    return { webhook: null };
  }
}
