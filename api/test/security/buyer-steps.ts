import type { EnquiryUpdateResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../../src/db/database';
import { validEnquiry, Visitor } from '../helpers/app';
import { internalEnquiryId } from '../seller-leads/internal-id';
import { requestCode } from './support';

/** The requirement card's steps through the real api, one call each, failing loudly on anything but a 200. */
export class Buyer {
  constructor(
    readonly db: Database,
    readonly visitor: Visitor,
    readonly mobile: string,
  ) {}

  private async ok<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
    const r = await this.visitor.post(path, body, headers);
    if (r.statusCode !== 200) throw new Error(`${path} answered ${r.statusCode}: ${r.body}`);
    return r.json() as T;
  }

  /** Step 0: answers the public id and whether step 1 may be skipped. */
  async post(extra: Record<string, unknown> = {}): Promise<{ enquiry_id: string; customerDataComplete: boolean }> {
    return this.ok('/enquiry/new', validEnquiry(this.mobile, extra));
  }

  /** Step 1 with its required fields (overridable), plus any optional ones in `details`. */
  contact(enquiry_id: string, details: Record<string, unknown> = {}) {
    return this.ok<EnquiryUpdateResponse>('/enquiry/update', {
      enquiry_id,
      name: 'Gurpreet Sandhu',
      email: `owner${this.mobile}@example.com`,
      address: 'Mohali, Punjab, India',
      gst_number: 1,
      drug_license: 1,
      ...details,
    });
  }

  requirement(enquiry_id: string, requirement: Record<string, unknown> = PUNJAB_PCD) {
    return this.ok<EnquiryUpdateResponse>('/enquiry/update', { enquiry_id, ...requirement });
  }

  /** Asks a code by SMS and types it in, as the owner of the phone would. */
  async verify(listing_slug?: string): Promise<void> {
    const code = await requestCode(
      this.db,
      this.visitor,
      { mobile: this.mobile, country: 'IN', listing_slug },
      `+91${this.mobile}`,
    );
    await this.ok('/enquiry/otp/validate', { otp: code });
  }

  /** The general flow of spec §4 to its end: step 0, 1, 2, the OTP, the final update (whose answer is returned). */
  async general(
    requirement: Record<string, unknown> = PUNJAB_PCD,
    contact: Partial<{ name: string; email: string; address: string }> = {},
  ): Promise<{ publicId: string; id: number; answer: EnquiryUpdateResponse }> {
    const posted = await this.post();
    if (!posted.customerDataComplete) await this.contact(posted.enquiry_id, contact);
    await this.requirement(posted.enquiry_id, requirement);
    await this.verify();
    const answer = await this.requirement(posted.enquiry_id, requirement);
    return { publicId: posted.enquiry_id, id: await internalEnquiryId(this.db, posted.enquiry_id), answer };
  }

  /**
   * A company page's flow: the OTP first (`verify: false` when this session has verified the mobile already: a number
   * gets at most 3 codes in 10 minutes), then step 0 with the listing, step 1 when asked, step 2 (its answer).
   */
  async onCompanyPage(
    slug: string,
    requirement: Record<string, unknown> = PUNJAB_PCD,
    { verify = true } = {},
  ): Promise<{ publicId: string; id: number; answer: EnquiryUpdateResponse }> {
    if (verify) await this.verify(slug);
    const posted = await this.post({ listing_slug: slug });
    if (!posted.customerDataComplete) await this.contact(posted.enquiry_id);
    const answer = await this.requirement(posted.enquiry_id, requirement);
    return { publicId: posted.enquiry_id, id: await internalEnquiryId(this.db, posted.enquiry_id), answer };
  }
}

export const PUNJAB_PCD = {
  medicine_type: ['Tablets'],
  service_for: ['Gynaecology'],
  pcd_area: 'Ludhiana, Punjab, India',
};

/** The companies an enquiry was routed to. */
export async function companiesOf(db: Database, enquiryId: number): Promise<number[]> {
  const { rows } = await db.query<{ company_id: number }>(
    'SELECT company_id FROM seller_leads WHERE enquiry_id = $1 ORDER BY company_id',
    [enquiryId],
  );
  return rows.map((r) => Number(r.company_id));
}

/** The delivery ledger's rows of an enquiry (exactly one once it is settled). */
export async function outcomesOf(db: Database, enquiryId: number) {
  const { rows } = await db.query<{
    outcome: string;
    companies: number;
    duplicate_of: number | null;
    reason: string | null;
    scope: string | null;
    state: string | null;
  }>('SELECT outcome, companies, duplicate_of, reason, scope, state FROM lead_routings WHERE enquiry_id = $1', [
    enquiryId,
  ]);
  return rows.map((r) => ({ ...r, duplicate_of: r.duplicate_of === null ? null : Number(r.duplicate_of) }));
}

/** Two seeded, listed companies (their slugs and ids). */
export async function twoCompanies(db: Database): Promise<{ id: number; slug: string; name: string }[]> {
  const { rows } = await db.query<{ id: number; slug: string; name: string }>(
    'SELECT id, slug, name FROM companies WHERE listed ORDER BY id LIMIT 2',
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
