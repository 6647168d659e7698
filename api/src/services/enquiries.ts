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
import { idempotent } from './idempotent';

export interface RequestContext { idempotencyKey?: string; sessionId?: string }
export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/** The requirement enquiry: step 0 creates it, step 1 completes the customer, step 2 adds the requirement. */
export class EnquiryService {
  constructor(private readonly db: Database) {}

  create(e: EnquiryPayload, ctx: RequestContext): Promise<EnquiryPostResponse> {
    return idempotent(this.db, 'enquiry/new', ctx.idempotencyKey, e, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      await repo.lockLead(e.country_code, e.mobile, e.service_type);
      const duplicateOf = await repo.recentOriginal(e.country_code, e.mobile, e.service_type);
      const customer = await repo.ensureCustomer(e.country_code, e.mobile);
      const verified = await repo.isVerified(ctx.sessionId, e.country_code, e.mobile);
      const id = await repo.insert(e, customer.id, { duplicateOf, sessionId: ctx.sessionId, verified });
      return {
        customerDataComplete: customer.complete,
        customer_mobile: e.mobile,
        enquiry_id: id,
        duplicate: duplicateOf !== null,
        duplicate_of: duplicateOf,
      };
    });
  }

  updateCustomer(c: CustomerPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return idempotent(this.db, 'enquiry/update', ctx.idempotencyKey, c, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      const enquiry = await repo.find(c.enquiry_id);
      if (!enquiry) throw new AppError(404, ENQUIRY_NOT_FOUND);
      if (!(await new ReferenceRepository(tx).isKnownPlace(c.address))) throw new AppError(400, CUSTOMER_MESSAGES.addressPicked);
      await repo.updateCustomer(enquiry.customer_id, c);
      return { status: 'updated', enquiry_id: enquiry.id, customerDataComplete: true };
    });
  }

  updateRequirement(a: AdditionalPayload, ctx: RequestContext): Promise<EnquiryUpdateResponse> {
    return idempotent(this.db, 'enquiry/update', ctx.idempotencyKey, a, async (tx) => {
      const repo = new EnquiriesRepository(tx);
      const enquiry = await repo.find(a.enquiry_id);
      if (!enquiry) throw new AppError(404, ENQUIRY_NOT_FOUND);
      // The service type is the stored enquiry's, whatever the body says (PCD needs a picked area).
      const checked = additionalSchema.safeParse({ ...a, service_type: enquiry.service_type });
      if (!checked.success) throw new AppError(400, firstErrorMessage(checked.error));
      if (checked.data.pcd_area && !(await new ReferenceRepository(tx).isKnownPlace(checked.data.pcd_area))) {
        throw new AppError(400, ADDITIONAL_MESSAGES.areaPicked);
      }
      await repo.saveRequirement(enquiry.id, checked.data);
      const customer = await repo.ensureCustomer(enquiry.country_code, enquiry.mobile);
      return { status: 'updated', enquiry_id: enquiry.id, customerDataComplete: customer.complete };
    });
  }
}
