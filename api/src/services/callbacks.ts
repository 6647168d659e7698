import type { CallbackPayload, CallbackResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { MOBILE_LIMIT_ERROR } from '../lib/messages';
import { CallbacksRepository } from '../repositories/callbacks';
import { UNKNOWN_LISTING } from './enquiries';
import { idempotentWrite } from './idempotent';

/** Call-back requests: idempotent, within a per-number limit of the session's own, naming only a listed company. */
export class CallbackService {
  constructor(private readonly db: Database) {}

  /**
   * A call-back request, once per Idempotency-Key of the session, in a transaction under the number's lock: at most
   * `mobileLimit` stored for the number by this session in the last hour (a replay or a refused post never counts, and
   * another session's posts for the number never refuse this one: owner-limits.ts), naming only a listed company.
   */
  async request(
    q: CallbackPayload,
    ctx: { sessionId: string; idempotencyKey?: string; mobileLimit?: number; refuseFresh?: boolean },
  ): Promise<CallbackResponse> {
    const { answer } = await idempotentWrite(
      this.db,
      {
        // The scope is stored with each key: it keeps its first name so that keys already stored still match.
        scope: 'quick-enquiry',
        sessionId: ctx.sessionId,
        key: ctx.idempotencyKey,
        body: q,
        refuseFresh: ctx.refuseFresh,
        lock: (tx) => new CallbacksRepository(tx).lockPhone(q.country_code, q.phone_number),
      },
      async (tx): Promise<CallbackResponse> => {
        const repo = new CallbacksRepository(tx);
        if (ctx.mobileLimit !== undefined) {
          const recent = await repo.recentForPhone(q.country_code, q.phone_number, ctx.sessionId, ctx.mobileLimit);
          if (recent.n >= ctx.mobileLimit)
            throw new AppError(429, MOBILE_LIMIT_ERROR, Math.min(3600, Math.max(1, recent.wait)));
        }
        if (q.listing_slug && !(await repo.listingExists(q.listing_slug))) throw new AppError(400, UNKNOWN_LISTING);
        return { status: 'posted', id: await repo.insert(q, ctx.sessionId) };
      },
    );
    return answer;
  }
}
