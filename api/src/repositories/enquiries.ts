import type { AdditionalPayload, CustomerPayload, EnquiryPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { oneCallWrite } from './one-call-write';

/**
 * What a one-call write answers (the plpgsql functions of migration 008): its answer, stored for its idempotency key;
 * a replay of the key (the first answer); or a key already used with another body. `route`: an enquiry to route now.
 */
export type WriteAnswer<T> = { kind: 'done' | 'replay'; response: T; route?: number | null } | { kind: 'mismatch' };
/** The idempotency key of a write (null: none) and the hash of its body. */
export interface WriteKey {
  key: string | null;
  hash: string | null;
}

/** Customers (one per mobile), enquiries and their step-2 requirement. */
export class EnquiriesRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * POST /enquiry/new in one call: the idempotency claim, the per-mobile limit, the listing check, the duplicate link,
   * the customer upsert, the verified flag, the insert and the stored answer, in one statement's transaction.
   */
  async createOnce<T>(
    e: EnquiryPayload,
    k: WriteKey,
    sessionId: string,
    mobileLimit: number | null,
    refuseFresh: boolean,
  ): Promise<WriteAnswer<T>> {
    return oneCallWrite<T>(this.db, 'enquiry_new', [
      k.key,
      k.hash,
      sessionId,
      mobileLimit,
      e.service_type,
      e.mobile,
      e.country_code,
      e.isd_code,
      e.message,
      e.email ?? null,
      e.source,
      e.required_when ?? null,
      e.call_time ?? null,
      e.listing_slug ?? null,
      refuseFresh,
    ]);
  }

  /** POST /enquiry/update, step 1, in one call (see migrations 008 and 010): `address` is the trimmed picked place. */
  async updateCustomerOnce<T>(
    c: CustomerPayload,
    k: WriteKey,
    sessionId: string | undefined,
    refuseFresh: boolean,
  ): Promise<WriteAnswer<T>> {
    return oneCallWrite<T>(this.db, 'enquiry_update_customer', [
      k.key,
      k.hash,
      sessionId ?? null,
      c.enquiry_id,
      c.listing_slug ?? null,
      c.name,
      c.email,
      c.address.trim(),
      c.gst_number,
      c.drug_license,
      c.firm_name ?? null,
      c.experience ?? null,
      c.profession ?? null,
      refuseFresh,
    ]);
  }

  /**
   * POST /enquiry/update, step 2, in one call (see migrations 008 and 010). `invalid`: for each service type the body fails
   * for, its first error (the stored enquiry's type decides); `a`: the checked body.
   */
  async saveRequirementOnce<T>(
    enquiryId: string,
    a: Partial<AdditionalPayload>,
    invalid: Record<string, string>,
    k: WriteKey,
    sessionId: string | undefined,
    refuseFresh: boolean,
  ): Promise<WriteAnswer<T>> {
    return oneCallWrite<T>(this.db, 'enquiry_update_requirement', [
      k.key,
      k.hash,
      sessionId ?? null,
      enquiryId,
      JSON.stringify(invalid),
      a.medicine_type ? JSON.stringify(a.medicine_type) : null,
      a.service_for ? JSON.stringify(a.service_for) : null,
      a.selling_purpose ?? null,
      a.investment ?? null,
      a.pcd_area?.trim() ?? null,
      a.quantity ?? null,
      a.order_value ?? null,
      refuseFresh,
    ]);
  }
}
