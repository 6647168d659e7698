import { isEmptyLogRecord, NEWSLETTER_MESSAGES, type LogRecord, type QuickEnquiryPayload, type QuickEnquiryResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { LeadsRepository } from '../repositories/leads';
import { idempotent } from './idempotent';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed to our Newsletter';

/** Quick call-back enquiries (idempotent), newsletter subscriptions and visit logs. */
export class LeadService {
  constructor(private readonly db: Database) {}

  quickEnquiry(q: QuickEnquiryPayload, idempotencyKey?: string): Promise<QuickEnquiryResponse> {
    return idempotent(this.db, 'quick-enquiry', idempotencyKey, q, async (tx) => ({
      status: 'posted' as const,
      id: await new LeadsRepository(tx).insertQuickEnquiry(q),
    }));
  }

  /** A second subscription of the same address is refused with a reason the footer shows (issue 6). */
  async subscribe(email: string): Promise<{ message: string }> {
    if (!(await new LeadsRepository(this.db).subscribe(email))) throw new AppError(409, ALREADY_SUBSCRIBED);
    return { message: NEWSLETTER_MESSAGES.success };
  }

  async log(record: LogRecord): Promise<{ status: 'stored' | 'skipped' }> {
    if (isEmptyLogRecord(record)) return { status: 'skipped' };
    await new LeadsRepository(this.db).insertLog(record);
    return { status: 'stored' };
  }
}
