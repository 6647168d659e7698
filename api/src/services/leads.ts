import { isEmptyLogRecord, NEWSLETTER_MESSAGES, type LogRecord, type QuickEnquiryPayload, type QuickEnquiryResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { LeadsRepository } from '../repositories/leads';
import { EnquiriesRepository } from '../repositories/enquiries';
import { checkListing } from './enquiries';
import { idempotent, type BeforeWork } from './idempotent';

/**
 * Quick call-back enquiries (idempotent, in a transaction: the listing check and the per-mobile limit need it),
 * newsletter subscriptions and visit logs (one statement each).
 */
export class LeadService {
  constructor(private readonly db: Database) {}

  /** A replay of its Idempotency-Key answers the stored answer and skips `beforeWork` (the per-mobile limit). */
  quickEnquiry(q: QuickEnquiryPayload, idempotencyKey?: string, beforeWork?: BeforeWork): Promise<QuickEnquiryResponse> {
    return idempotent(this.db, 'quick-enquiry', idempotencyKey, q, async (tx) => {
      await checkListing(new EnquiriesRepository(tx), q.listing_slug);
      return { status: 'posted' as const, id: await new LeadsRepository(tx).insertQuickEnquiry(q) };
    }, beforeWork);
  }

  /**
   * Idempotent, and it discloses nothing (issue 16): an address already subscribed gets the same answer as a new
   * one, and stays one row.
   */
  async subscribe(email: string): Promise<{ message: string }> {
    await new LeadsRepository(this.db).subscribe(email);
    return { message: NEWSLETTER_MESSAGES.success };
  }

  async log(record: LogRecord): Promise<{ status: 'stored' | 'skipped' }> {
    if (isEmptyLogRecord(record)) return { status: 'skipped' };
    await new LeadsRepository(this.db).insertLog(record);
    return { status: 'stored' };
  }
}
