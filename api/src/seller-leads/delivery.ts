import type { EnquiryDelivery, NotRoutableReason } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

interface LedgerRow {
  outcome: 'routed' | 'duplicate' | 'not_routable' | null;
  companies: number;
  state: string | null;
  reason: NotRoutableReason | null;
  public_id: string;
  company: string | null;
  original_public_id: string | null;
  original_at: Date | null;
  original_companies: number | null;
  original_company: string | null;
}

/**
 * What became of a verified enquiry, from the delivery ledger, as its buyer is told; and the public id of the
 * requirement the sellers hold (a duplicate's: the original's), which the buyer's close link names.
 */
export async function ledgerView(
  db: Queryable,
  enquiryId: number,
): Promise<{ delivery: EnquiryDelivery; holding: string }> {
  const { rows } = await db.query<LedgerRow>(
    `SELECT r.outcome, r.companies, r.state, r.reason, e.public_id, c.name AS company,
       o.public_id AS original_public_id, orr.routed_at AS original_at, orr.companies AS original_companies,
       oc.name AS original_company
     FROM enquiries e
     LEFT JOIN lead_routings r ON r.enquiry_id = e.id
     LEFT JOIN companies c ON c.slug = e.listing_slug
     LEFT JOIN enquiries o ON o.id = r.duplicate_of
     LEFT JOIN lead_routings orr ON orr.enquiry_id = o.id
     LEFT JOIN companies oc ON oc.slug = o.listing_slug
     WHERE e.id = $1`,
    [enquiryId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no enquiry ${enquiryId}`);
  const company = row.company ?? undefined;
  switch (row.outcome) {
    case null:
      return { delivery: { status: 'pending' }, holding: row.public_id };
    case 'routed':
      return { delivery: { status: 'routed', sellers: row.companies, company }, holding: row.public_id };
    case 'duplicate':
      return {
        delivery: {
          status: 'duplicate',
          since: new Date(row.original_at!).toISOString(),
          sellers: row.original_companies ?? 0,
          companies: row.original_company ? [row.original_company] : [],
        },
        holding: row.original_public_id!,
      };
    case 'not_routable':
      return {
        delivery: { status: 'not_routable', reason: row.reason!, state: row.state ?? undefined, company },
        holding: row.public_id,
      };
  }
}

/** What became of a verified enquiry (EnquiryDelivery): 'pending' until routing records its outcome. */
export async function deliveryOf(db: Queryable, enquiryId: number): Promise<EnquiryDelivery> {
  return (await ledgerView(db, enquiryId)).delivery;
}
