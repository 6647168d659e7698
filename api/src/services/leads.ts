import {
  isEmptyLogRecord,
  NEWSLETTER_MESSAGES,
  type LogRecord,
  type QuickEnquiryPayload,
  type QuickEnquiryResponse,
} from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { LeadsRepository } from '../repositories/leads';
import { refusals } from './enquiries';
import { answerOf, writeKey } from './idempotent';

/**
 * Quick call-back enquiries (idempotent, one call: the claim, the per-mobile limit and the listing check are in it),
 * newsletter subscriptions and visit logs (one statement each).
 */
export class LeadService {
  constructor(private readonly db: Database) {}

  /**
   * One round trip (quick_enquiry_new, migration 008). A replay of its Idempotency-Key answers the stored answer and
   * is not counted by `mobileLimit` (call-backs stored for this number in the last hour, at most).
   */
  async quickEnquiry(
    q: QuickEnquiryPayload,
    idempotencyKey?: string,
    mobileLimit?: number,
    refuseFresh = false,
  ): Promise<QuickEnquiryResponse> {
    const repo = new LeadsRepository(this.db);
    return answerOf(
      await refusals(
        repo.insertQuickEnquiryOnce<QuickEnquiryResponse>(
          q,
          writeKey(idempotencyKey, q),
          mobileLimit ?? null,
          refuseFresh,
        ),
      ),
    );
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
