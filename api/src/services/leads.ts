import {
  isEmptyLogRecord,
  NEWSLETTER_MESSAGES,
  type LogRecord,
  type QuickEnquiryPayload,
  type QuickEnquiryResponse,
} from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { MOBILE_LIMIT_ERROR } from '../lib/messages';
import { LeadsRepository } from '../repositories/leads';
import { UNKNOWN_LISTING } from './enquiries';
import { idempotentWrite } from './idempotent';

/** Quick call-back enquiries (idempotent, within a per-number limit), newsletter subscriptions and visit logs. */
export class LeadService {
  constructor(private readonly db: Database) {}

  /**
   * A call-back request, once per Idempotency-Key of the session, in a transaction under the number's lock: at most
   * `mobileLimit` stored for the number in the last hour (a replay or a refused post never counts), naming only a
   * listed company.
   */
  async quickEnquiry(
    q: QuickEnquiryPayload,
    ctx: { sessionId: string; idempotencyKey?: string; mobileLimit?: number; refuseFresh?: boolean },
  ): Promise<QuickEnquiryResponse> {
    const { answer } = await idempotentWrite(
      this.db,
      {
        scope: 'quick-enquiry',
        sessionId: ctx.sessionId,
        key: ctx.idempotencyKey,
        body: q,
        refuseFresh: ctx.refuseFresh,
        lock: (tx) => new LeadsRepository(tx).lockPhone(q.country_code, q.phone_number),
      },
      async (tx): Promise<QuickEnquiryResponse> => {
        const repo = new LeadsRepository(tx);
        if (ctx.mobileLimit !== undefined) {
          const recent = await repo.recentForPhone(q.country_code, q.phone_number, ctx.mobileLimit);
          if (recent.n >= ctx.mobileLimit)
            throw new AppError(429, MOBILE_LIMIT_ERROR, Math.min(3600, Math.max(1, recent.wait)));
        }
        if (q.listing_slug && !(await repo.listingExists(q.listing_slug))) throw new AppError(400, UNKNOWN_LISTING);
        return { status: 'posted', id: await repo.insertQuickEnquiry(q) };
      },
    );
    return answer;
  }

  /**
   * Idempotent, and it discloses nothing: an address already subscribed gets the same answer as a new one (so the
   * form cannot be used to learn who subscribed), and stays one row.
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
