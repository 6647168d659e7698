import type { SellerWebhook } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

interface WebhookRow {
  url: string;
  created_at: Date;
  last_at: Date | null;
  last_sent: Date | null;
  last_error: string | null;
}

/** A company's one webhook (migration 027) and what became of its last call. */
export class SellerWebhooksRepository {
  constructor(private readonly db: Queryable) {}

  /** Registers it, or replaces the company's address and secret. */
  async save(companyId: number, sellerId: number, url: string, secret: string): Promise<void> {
    await this.db.query(
      `INSERT INTO seller_webhooks (company_id, url, secret, created_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET url = $2, secret = $3, created_by = $4, created_at = now()`,
      [companyId, url, secret, sellerId],
    );
  }

  async remove(companyId: number): Promise<void> {
    await this.db.query('DELETE FROM seller_webhooks WHERE company_id = $1', [companyId]);
  }

  /** The company's webhook with its latest call (sent, or failed and waiting for its retry). */
  async find(companyId: number): Promise<SellerWebhook | null> {
    const { rows } = await this.db.query<WebhookRow>(
      `SELECT w.url, w.created_at, o.created_at AS last_at, o.sent_at AS last_sent, o.last_error
       FROM seller_webhooks w
       LEFT JOIN LATERAL (
         SELECT n.created_at, n.sent_at, n.last_error FROM notification_outbox n JOIN seller_leads l ON l.id = n.lead_id
         WHERE n.channel = 'webhook' AND l.company_id = w.company_id AND (n.sent_at IS NOT NULL OR n.attempts > 0)
         ORDER BY n.id DESC LIMIT 1
       ) o ON true
       WHERE w.company_id = $1`,
      [companyId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      url: row.url,
      created_at: new Date(row.created_at).toISOString(),
      last_delivery: row.last_at
        ? {
            at: new Date(row.last_sent ?? row.last_at).toISOString(),
            ok: row.last_sent !== null,
            error: row.last_sent ? null : row.last_error,
          }
        : null,
    };
  }

  /** Where a lead's webhook call goes now: its company's address and secret (null once removed). */
  async forLead(leadId: number): Promise<{ company_id: number; url: string; secret: string } | null> {
    const { rows } = await this.db.query<{ company_id: number; url: string; secret: string }>(
      `SELECT w.company_id, w.url, w.secret FROM seller_leads l JOIN seller_webhooks w ON w.company_id = l.company_id
       WHERE l.id = $1`,
      [leadId],
    );
    return rows[0] ?? null;
  }
}
