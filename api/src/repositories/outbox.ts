import type { Queryable } from '../db/database';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  /** The 6-digit code in the text, when there is one. */
  otp: string | null;
  created_at: string;
}

export class Outbox {
  constructor(private readonly db: Queryable) {}

  async record(channel: 'sms' | 'email', to: string, subject: string | null, body: string): Promise<void> {
    await this.db.query('INSERT INTO dev_outbox (channel, to_address, subject, body) VALUES ($1, $2, $3, $4)', [
      channel,
      to,
      subject,
      body,
    ]);
  }

  /**
   * Newest first, for one recipient exactly: an e-mail address (any case) or a phone number in E.164
   * (`+919876501001`, as the SMS were addressed). Callers pass what `recipientOf` made of the query.
   */
  async list(to: string, limit = 50): Promise<OutboxMessage[]> {
    const { rows } = await this.db.query<{
      id: number;
      channel: 'sms' | 'email';
      to_address: string;
      subject: string | null;
      body: string;
      created_at: Date;
    }>(
      `SELECT id, channel, to_address, subject, body, created_at FROM dev_outbox
       WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2`,
      [to, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      to: r.to_address,
      subject: r.subject,
      text: r.body,
      otp: /\b(\d{6})\b/.exec(r.body)?.[1] ?? null,
      created_at: new Date(r.created_at).toISOString(),
    }));
  }
}
