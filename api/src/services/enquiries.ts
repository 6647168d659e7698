import {
  ADDITIONAL_MESSAGES,
  additionalSchema,
  CUSTOMER_MESSAGES,
  firstErrorMessage,
  SERVICE_TYPES,
  type AdditionalPayload,
  type CustomerPayload,
  type EnquiryPayload,
  type EnquiryPostResponse,
  type EnquiryUpdateResponse,
} from '@pharmasetu/shared-contracts';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { MOBILE_LIMIT_ERROR } from '../lib/messages';
import { EnquiriesRepository, type OwnedEnquiry } from '../repositories/enquiries';
import { LeadRoutingRepository } from '../repositories/lead-routing';
import { deliveryOf } from '../seller-leads/delivery';
import { routeQueued } from '../seller-leads/routing';
import type { LeadSettings } from '../seller-leads/settings';
import { adoptVerifiedDetails } from './buyer-trust';
import { idempotentWrite } from './idempotent';

interface RequestContext {
  idempotencyKey?: string;
  sessionId?: string;
  /** Enquiries per mobile per hour (counted in the write's transaction: a replay or a refused post never counts). */
  mobileLimit?: number;
  /** The visitor's address is over the per-IP limit (plugins/replay-rate-limit.ts): only a replay is answered. */
  refuseFresh?: boolean;
}
const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const UNKNOWN_LISTING = 'This company listing does not exist';

/**
 * The requirement enquiry: step 0 creates it, step 1 gives its contact details, step 2 its requirement. Each write is
 * one transaction, once per Idempotency-Key of the session (services/idempotent.ts). What verification changes is
 * services/buyer-trust.ts's; what becomes of a verified enquiry is seller-leads/routing.ts's.
 */
export class EnquiryService {
  constructor(
    private readonly db: Database,
    /** Routing right after a step failed (the enquiry stays queued for the routing sweep). */
    private readonly onRoutingError: (error: unknown, enquiryId: number) => void,
    /** Read once by buildApp from the env it was given. */
    private readonly settings: LeadSettings,
  ) {}

  /**
   * Step 0: the enquiry, owned by this session. Under the mobile's lock: the per-mobile limit (this session's posts
   * and verified ones; another session's unverified posts never count against it), a listed company for a company
   * page. Posted by a session that already proved the contact (a company page asks the code first), it is verified at
   * once and queued for routing, which waits for steps 1 and 2 (they route it as soon as step 2 is stored).
   * `customerDataComplete`: the mobile's verified profile is complete, told only to a session that proved the mobile
   * by SMS (to anyone else, and to a session that proved only an e-mail, it is false: whether a number has bought here
   * is not public). The answer names only this enquiry, by its public id.
   */
  async create(e: EnquiryPayload, ctx: RequestContext & { sessionId: string }): Promise<EnquiryPostResponse> {
    const { answer } = await idempotentWrite(
      this.db,
      {
        scope: 'enquiry/new',
        sessionId: ctx.sessionId,
        key: ctx.idempotencyKey,
        body: e,
        refuseFresh: ctx.refuseFresh,
        lock: (tx) => new EnquiriesRepository(tx).lockMobile(e.country_code, e.mobile),
      },
      async (tx): Promise<EnquiryPostResponse> => {
        const repo = new EnquiriesRepository(tx);
        const known = await repo.postingContext(e, ctx.sessionId, ctx.mobileLimit ?? 0);
        if (ctx.mobileLimit !== undefined && known.recent >= ctx.mobileLimit)
          throw new AppError(429, MOBILE_LIMIT_ERROR, Math.min(3600, Math.max(1, known.wait)));
        if (!known.listing_open) throw new AppError(400, UNKNOWN_LISTING);
        const verifiedBy = known.verified_by;
        const customer = {
          id: known.customer_id ?? (await repo.newCustomer(e.country_code, e.mobile)),
          complete: known.complete,
        };
        const stored = await repo.insert(e, customer.id, ctx.sessionId, verifiedBy);
        if (verifiedBy) {
          await adoptVerifiedDetails(tx, { id: stored.id, customer_id: customer.id }, verifiedBy);
          await new LeadRoutingRepository(tx).queue([stored.id], this.settings.stepsWaitSeconds);
        }
        return {
          customerDataComplete: customer.complete && verifiedBy === 'sms',
          customer_mobile: e.mobile,
          enquiry_id: stored.public_id,
        };
      },
    );
    return answer;
  }

  /**
   * Step 1: the enquiry's own contact details. They become the mobile's profile only when this enquiry is verified by
   * SMS (buyer-trust.ts): sent by anyone else, they change nothing another session sees.
   */
  async updateCustomer(c: CustomerPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return this.update(c, ctx, async (tx, enquiry, repo) => {
      if (!(await repo.isKnownPlace(c.address.trim()))) throw new AppError(400, CUSTOMER_MESSAGES.addressPicked);
      if (c.listing_slug && !(await repo.listingOpen(c.listing_slug))) throw new AppError(400, UNKNOWN_LISTING);
      await repo.saveContact(enquiry.id, c);
      if (enquiry.verified_by) await adoptVerifiedDetails(tx, enquiry, enquiry.verified_by);
      return { status: 'updated', enquiry_id: enquiry.public_id, customerDataComplete: true };
    });
  }

  /**
   * Step 2: the requirement. The service type is the stored enquiry's, whatever the body says (PCD needs a picked
   * area; each type has its own "in (multiple)" options): the body is checked for each type, the stored one's verdict
   * counts. A verified enquiry waiting for its steps is routed right after.
   */
  async updateRequirement(a: AdditionalPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    const invalid: Record<string, string> = {};
    let checked: AdditionalPayload | undefined;
    for (const serviceType of SERVICE_TYPES) {
      const r = additionalSchema.safeParse({ ...a, service_type: serviceType });
      if (r.success) checked ??= r.data;
      else invalid[serviceType] = firstErrorMessage(r.error);
    }
    return this.update(
      a,
      ctx,
      async (_tx, enquiry, repo) => {
        const refusal = invalid[enquiry.service_type];
        if (refusal) throw new AppError(400, refusal);
        const area = a.pcd_area?.trim();
        if (area && !(await repo.isKnownPlace(area))) throw new AppError(400, ADDITIONAL_MESSAGES.areaPicked);
        await repo.saveRequirement(enquiry.id, { ...checked, service_type: undefined });
        return {
          status: 'updated',
          enquiry_id: enquiry.public_id,
          customerDataComplete: await repo.hasContact(enquiry.id),
        };
      },
      true,
    );
  }

  /**
   * An update of an enquiry this session owns (404 for any other), once per key. A verified enquiry's answer says what
   * became of it (read now, never stored with the key: a replay tells the present too); after step 2 (`routeNow`) a
   * verified enquiry still waiting in the routing queue is routed first.
   */
  private async update(
    body: { enquiry_id: string },
    ctx: RequestContext,
    write: (tx: Queryable, enquiry: OwnedEnquiry, repo: EnquiriesRepository) => Promise<EnquiryUpdateResponse>,
    routeNow = false,
  ): Promise<EnquiryUpdateResponse> {
    let verifiedNow: number | null = null; // the written enquiry's id when it is verified
    const { answer, replay } = await idempotentWrite(
      this.db,
      {
        scope: 'enquiry/update',
        sessionId: ctx.sessionId ?? '',
        key: ctx.idempotencyKey,
        body,
        refuseFresh: ctx.refuseFresh,
      },
      async (tx) => {
        const repo = new EnquiriesRepository(tx);
        const enquiry = await repo.owned(body.enquiry_id, ctx.sessionId);
        if (!enquiry) throw new AppError(404, ENQUIRY_NOT_FOUND);
        if (enquiry.verified_by) verifiedNow = enquiry.id;
        return write(tx, enquiry, repo);
      },
    );
    // A replay wrote nothing: whether the enquiry is verified by now is read (it may have been verified since).
    const verified = replay
      ? await new EnquiriesRepository(this.db).verifiedId(answer.enquiry_id, ctx.sessionId)
      : (verifiedNow ?? undefined);
    if (verified === undefined) return answer;
    if (routeNow)
      await routeQueued(this.db, verified, this.settings).catch((error) => this.onRoutingError(error, verified));
    return { ...answer, delivery: await deliveryOf(this.db, verified) };
  }
}
