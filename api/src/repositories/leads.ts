import type { LogRecord, QuickEnquiryPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import type { WriteAnswer, WriteKey } from './enquiries';
import { oneCallWrite } from './one-call-write';

/** Quick call-backs, newsletter subscribers and visit logs: each write is one statement. */
export class LeadsRepository {
  constructor(private readonly db: Queryable) {}

  async insertQuickEnquiry(q: QuickEnquiryPayload): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO quick_enquiries (name, email, phone_number, country_code, isd_code, type, listing_slug)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [q.name, q.email, q.phone_number, q.country_code, q.isd_code, q.type, q.listing_slug ?? null],
    );
    return Number(rows[0]!.id);
  }

  /**
   * POST /api/post-quick-enquiry in one call (quick_enquiry_new, migrations 008 and 010): the idempotency claim, the per-mobile
   * limit (stored call-backs of the last hour), the listing check, the insert and the stored answer.
   */
  async insertQuickEnquiryOnce<T>(
    q: QuickEnquiryPayload,
    k: WriteKey,
    mobileLimit: number | null,
    refuseFresh: boolean,
  ): Promise<WriteAnswer<T>> {
    return oneCallWrite<T>(this.db, 'quick_enquiry_new', [
      k.key,
      k.hash,
      mobileLimit,
      q.name,
      q.email,
      q.phone_number,
      q.country_code,
      q.isd_code,
      q.type,
      q.listing_slug ?? null,
      refuseFresh,
    ]);
  }

  /** Stores the address once; an address already there is left as it is (the caller cannot tell). */
  async subscribe(email: string): Promise<void> {
    await this.db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
  }

  async insertLog(record: LogRecord): Promise<void> {
    await this.db.query('INSERT INTO visit_logs (location, url, url_type) VALUES ($1, $2, $3)', [
      record.location,
      record.url,
      record.url_type,
    ]);
  }
}
