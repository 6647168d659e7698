import type { Queryable } from '../db/database';

/** A routed lead's e-mail, SMS or webhook call waiting in the notification outbox. */
export interface LeadNotification {
  id: number;
  /** The lead it is about (null: the buyer's confirmation). */
  lead_id: number | null;
  /** 'webhook': the lead, as JSON, to its company's webhook (api/src/seller-api/webhook-delivery.ts). */
  channel: 'sms' | 'email' | 'webhook';
  to_address: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/** One message to queue for a lead, or for the buyer (`leadId` null); `subject` is null for an SMS. */
export interface QueuedLeadNotification {
  leadId: number | null;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

/**
 * The sellers' notification outbox: written by the routing in the buyer's transaction, sent after commit
 * by the sender, one claimed row per transaction.
 */
export class LeadNotificationsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * All of them in one statement; and each of their leads whose company has a webhook gets one webhook call (its
   * body is made when it is sent, from the lead as the company's api shows it).
   */
  async queue(messages: QueuedLeadNotification[]): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_outbox (lead_id, channel, to_address, subject, body)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        messages.map((m) => m.leadId),
        messages.map((m) => m.channel),
        messages.map((m) => m.to),
        messages.map((m) => m.subject),
        messages.map((m) => m.body),
      ],
    );
    const leads = [...new Set(messages.flatMap((m) => (m.leadId === null ? [] : [m.leadId])))];
    if (leads.length === 0) return;
    await this.db.query(
      `INSERT INTO notification_outbox (lead_id, channel, to_address, subject, body)
       SELECT l.id, 'webhook', w.url, NULL, '' FROM seller_leads l JOIN seller_webhooks w ON w.company_id = l.company_id
       WHERE l.id = ANY($1::int[])`,
      [leads],
    );
  }

  /**
   * The next due notification, locked until the transaction ends; a row another sender holds is skipped (FOR UPDATE
   * SKIP LOCKED), so parallel senders never take the same one. Null when nothing is due.
   */
  async claimNextDue(): Promise<LeadNotification | null> {
    const { rows } = await this.db.query<LeadNotification>(
      `SELECT id, lead_id, channel, to_address, subject, body, attempts FROM notification_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    const row = rows[0];
    return row ? { ...row, id: Number(row.id), lead_id: row.lead_id === null ? null : Number(row.lead_id) } : null;
  }

  async markSent(id: number, by: string): Promise<void> {
    await this.db.query(
      'UPDATE notification_outbox SET sent_at = now(), sent_by = $2, attempts = attempts + 1 WHERE id = $1',
      [id, by],
    );
  }

  /** A failed attempt: its count and error, and when to try again. */
  async recordFailure(id: number, attempts: number, error: string, retryInSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE notification_outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
      [id, attempts, error, retryInSeconds],
    );
  }

  /** The development outbox's copy of a notification, once (its id is unique there). */
  async copyToDevOutbox(n: LeadNotification): Promise<void> {
    await this.db.query(
      `INSERT INTO dev_outbox (channel, to_address, subject, body, notification_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (notification_id) DO NOTHING`,
      [n.channel, n.to_address, n.subject, n.body, n.id],
    );
  }
}
