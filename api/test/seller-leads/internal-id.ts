import type { Queryable } from '../../src/db/database';

/**
 * The internal (integer) id of the enquiry the api answered with this public id. Answers carry only the random
 * public id (branch sec); lead routing, seller_leads and lead_routings key on the internal one.
 */
export async function internalEnquiryId(db: Queryable, publicId: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM enquiries WHERE public_id = $1', [publicId]);
  if (!rows[0]) throw new Error(`no enquiry with public id ${publicId}`);
  return Number(rows[0].id);
}
