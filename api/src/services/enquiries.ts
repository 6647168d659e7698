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
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { RATE_LIMIT_ERROR } from '../plugins/replay-rate-limit';
import { MOBILE_LIMIT_ERROR } from '../plugins/security';
import { EnquiriesRepository } from '../repositories/enquiries';
import { routeQueued } from '../seller-leads/routing';
import { answerOf, writeKey } from './idempotent';

export interface RequestContext {
  idempotencyKey?: string;
  sessionId?: string;
  /**
   * Enquiries stored for one mobile in the last hour, at most (counted in the database, in the same call: a replay
   * of an Idempotency-Key or a refused post never counts).
   */
  mobileLimit?: number;
  /**
   * The visitor's address is over the per-IP limit (plugins/replay-rate-limit.ts): the write answers a replay of its
   * key and refuses anything else with 429, in the same call.
   */
  refuseFresh?: boolean;
}
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const UNKNOWN_LISTING = 'This company listing does not exist';
export const CUSTOMER_ON_FILE =
  'The details for this mobile number are already on file. Please verify the mobile number to change them.';

/** The refusals the one-call writes raise (SQLSTATE PSREF, migrations 008 to 010): reason → status and the spec's text. */
const REFUSALS: Record<string, [number, string]> = {
  'mobile-limit': [429, MOBILE_LIMIT_ERROR],
  'ip-limit': [429, RATE_LIMIT_ERROR],
  'unknown-listing': [400, UNKNOWN_LISTING],
  'enquiry-not-found': [404, ENQUIRY_NOT_FOUND],
  'address-picked': [400, CUSTOMER_MESSAGES.addressPicked],
  'area-picked': [400, ADDITIONAL_MESSAGES.areaPicked],
  'customer-on-file': [409, CUSTOMER_ON_FILE],
};

/** A write's refusal as the caller's error (nothing was stored: the statement rolled back); other errors as they are. */
export async function refusals<A>(write: Promise<A>): Promise<A> {
  try {
    return await write;
  } catch (error) {
    const { code, message, detail } = error as { code?: unknown; message?: string; detail?: string };
    if (code === 'PSREF' && message === 'invalid' && detail) throw new AppError(400, detail);
    const refusal = code === 'PSREF' ? REFUSALS[message ?? ''] : undefined;
    // A limit's refusal carries its wait in seconds (Retry-After), where the database knows it.
    const retryAfter = refusal?.[0] === 429 && detail ? Number(detail) : undefined;
    throw refusal ? new AppError(refusal[0], refusal[1], retryAfter) : error;
  }
}

/** The requirement enquiry: step 0 creates it, step 1 completes the customer, step 2 adds the requirement. */
export class EnquiryService {
  constructor(
    private readonly db: Database,
    /** Routing a listing enquiry verified at post failed (the enquiry stays queued for the routing sweep). */
    private readonly onRoutingError: (error: unknown, enquiryId: number) => void = () => undefined,
  ) {}

  /**
   * Step 0: stores the enquiry for this session (its owner), linked to the first one of the last 24 hours for the
   * same mobile and service. The answer names only this enquiry, by its public id: never another one. One round trip
   * (enquiry_new, migrations 008 and 010); a listing enquiry that this session had already verified is queued as a lead
   * in it and routed right after, in a second transaction (rare). If that fails the buyer's answer stands: the routing
   * sweep (or a retry of the key) routes it.
   */
  async create(e: EnquiryPayload, ctx: RequestContext & { sessionId: string }): Promise<EnquiryPostResponse> {
    const answer = await refusals(
      new EnquiriesRepository(this.db).createOnce<EnquiryPostResponse>(
        e,
        writeKey(ctx.idempotencyKey, e),
        ctx.sessionId,
        ctx.mobileLimit ?? null,
        !!ctx.refuseFresh,
      ),
    );
    const response = answerOf(answer);
    if (answer.kind !== 'mismatch' && answer.route) {
      const enquiryId = Number(answer.route);
      await routeQueued(this.db, enquiryId).catch((error) => this.onRoutingError(error, enquiryId)); // issue 21
    }
    return response;
  }

  /**
   * Step 1 in one round trip (enquiry_update_customer): the customer is shared by every enquiry from its mobile, so
   * complete details on file are changed only by a session that verified that mobile by SMS (else a stranger's
   * enquiry with the victim's mobile could).
   */
  async updateCustomer(c: CustomerPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return answerOf(
      await refusals(
        new EnquiriesRepository(this.db).updateCustomerOnce<EnquiryUpdateResponse>(
          c,
          writeKey(ctx.idempotencyKey, c),
          ctx.sessionId,
          !!ctx.refuseFresh,
        ),
      ),
    );
  }

  /**
   * Step 2 in one round trip (enquiry_update_requirement). The service type is the stored enquiry's, whatever the body
   * says (PCD needs a picked area): the body is checked here for each service type, and the stored one's verdict counts.
   */
  async updateRequirement(a: AdditionalPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    const invalid: Record<string, string> = {};
    let checked: AdditionalPayload | undefined;
    for (const serviceType of SERVICE_TYPES) {
      const r = additionalSchema.safeParse({ ...a, service_type: serviceType });
      if (r.success) checked ??= r.data;
      else invalid[serviceType] = firstErrorMessage(r.error);
    }
    const repo = new EnquiriesRepository(this.db);
    return answerOf(
      await refusals(
        repo.saveRequirementOnce<EnquiryUpdateResponse>(
          a.enquiry_id,
          checked ?? {},
          invalid,
          writeKey(ctx.idempotencyKey, a),
          ctx.sessionId,
          !!ctx.refuseFresh,
        ),
      ),
    );
  }
}
