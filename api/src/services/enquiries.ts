import {
  ADDITIONAL_MESSAGES,
  additionalSchema,
  CUSTOMER_MESSAGES,
  firstErrorMessage,
  type AdditionalPayload,
  type CustomerPayload,
  type EnquiryPayload,
  type EnquiryPostResponse,
  type EnquiryUpdateResponse,
} from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { EnquiriesRepository } from '../repositories/enquiries';
import { ReferenceRepository } from '../repositories/reference';
import { routeLead } from '../seller-leads/routing';
import { idempotent, type BeforeWork } from './idempotent';

export interface RequestContext {
  idempotencyKey?: string;
  sessionId?: string;
  /** Limits for a request that will really be processed (a replay of an Idempotency-Key skips them). */
  beforeWork?: BeforeWork;
}
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const UNKNOWN_LISTING = 'This company listing does not exist';
export const CUSTOMER_ON_FILE = 'The details for this mobile number are already on file. Please verify the mobile number to change them.';

/** A listing_slug must name a real company listing: refused before anything is stored. */
export async function checkListing(repo: EnquiriesRepository, slug: string | undefined): Promise<void> {
  if (slug && !(await repo.isKnownListing(slug))) throw new AppError(400, UNKNOWN_LISTING);
}

/** The requirement enquiry: step 0 creates it, step 1 completes the customer, step 2 adds the requirement. */
export class EnquiryService {
  constructor(private readonly db: Database) {}

  /**
   * Step 0: stores the enquiry for this session (its owner), linked to the first one of the last 24 hours for the
   * same mobile and service. The answer names only this enquiry, by its public id: never another one.
   */
  create(e: EnquiryPayload, ctx: RequestContext & { sessionId: string }): Promise<EnquiryPostResponse> {
    return idempotent(this.db, 'enquiry/new', ctx.idempotencyKey, e, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      await checkListing(repo, e.listing_slug);
      await repo.lockLead(e.country_code, e.mobile, e.service_type);
      const duplicateOf = await repo.recentOriginal(e.country_code, e.mobile, e.service_type);
      const customer = await repo.ensureCustomer(e.country_code, e.mobile);
      const verifiedBy = await repo.verification(ctx.sessionId, e.country_code, e.mobile, e.email);
      const { id, publicId } = await repo.insert(e, customer.id, { duplicateOf, sessionId: ctx.sessionId, verifiedBy });
      if (verifiedBy && e.listing_slug) await routeLead(tx, id); // a listing enquiry posted after its OTP is a lead now (issue 21)
      return { customerDataComplete: customer.complete, customer_mobile: e.mobile, enquiry_id: publicId };
    }, ctx.beforeWork);
  }

  updateCustomer(c: CustomerPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return idempotent(this.db, 'enquiry/update', ctx.idempotencyKey, c, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      const enquiry = await repo.findOwned(c.enquiry_id, ctx.sessionId);
      if (!enquiry) throw new AppError(404, ENQUIRY_NOT_FOUND);
      if (!(await new ReferenceRepository(tx).isKnownPlace(c.address))) throw new AppError(400, CUSTOMER_MESSAGES.addressPicked);
      await checkListing(repo, c.listing_slug);
      // The customer is shared by every enquiry from its mobile: complete details on file are changed only by a
      // session that verified that mobile by SMS (else a stranger's enquiry with the victim's mobile could).
      const onFile = (await repo.lockCustomer(enquiry.customer_id)).complete;
      if (onFile && (await repo.verification(ctx.sessionId!, enquiry.country_code, enquiry.mobile, undefined)) !== 'sms') {
        throw new AppError(409, CUSTOMER_ON_FILE);
      }
      await repo.updateCustomer(enquiry.customer_id, c);
      return { status: 'updated', enquiry_id: enquiry.public_id, customerDataComplete: true };
    });
  }

  updateRequirement(a: AdditionalPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return idempotent(this.db, 'enquiry/update', ctx.idempotencyKey, a, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      const enquiry = await repo.findOwned(a.enquiry_id, ctx.sessionId);
      if (!enquiry) throw new AppError(404, ENQUIRY_NOT_FOUND);
      // The service type is the stored enquiry's, whatever the body says (PCD needs a picked area).
      const checked = additionalSchema.safeParse({ ...a, service_type: enquiry.service_type });
      if (!checked.success) throw new AppError(400, firstErrorMessage(checked.error));
      if (checked.data.pcd_area && !(await new ReferenceRepository(tx).isKnownPlace(checked.data.pcd_area))) {
        throw new AppError(400, ADDITIONAL_MESSAGES.areaPicked);
      }
      await repo.saveRequirement(enquiry.id, checked.data);
      const customer = await repo.ensureCustomer(enquiry.country_code, enquiry.mobile);
      return { status: 'updated', enquiry_id: enquiry.public_id, customerDataComplete: customer.complete };
    });
  }
}
