import type { Queryable } from '../db/database';
import { queueIndexChanges } from '../search/index-outbox';

/** A company whose listing changed: listed ones enter the search index, unlisted ones leave it. */
export interface ListingChange {
  id: number;
  slug: string;
  listed: boolean;
}

/**
 * Whether buyers see a company and it is routed leads (companies.listed, migration 011), decided here and only here.
 * The catalog shipped with the seed is listed. A company Join Free made is listed while all of these hold: its
 * mobile was proved by an OTP (at registration, or since by the seller's dashboard sign-in), it has a place (a state,
 * from a city picked from the list), and it has at least one category in its lead preferences. Unlisted, it has no
 * company page (404: nothing to index), and is out of the sitemap, the search index, the category, molecule and
 * directory pages, and lead routing.
 */
const LISTED_WHEN = `c.mobile_verified_at IS NOT NULL AND c.state <> ''
  AND EXISTS (SELECT 1 FROM company_lead_preferences p WHERE p.company_id = c.id AND cardinality(p.categories) > 0)`;

/**
 * Applies the rule to a Join Free company in the caller's transaction (the row stays locked until it ends), and queues
 * the company for the search index in the same transaction when it is or was listed (its record may have changed).
 * Answers the change when its listing changed, else null.
 */
export async function refreshListing(tx: Queryable, companyId: number): Promise<ListingChange | null> {
  const { rows } = await tx.query<{ slug: string; listed: boolean; was: boolean }>(
    `UPDATE companies c SET listed = (${LISTED_WHEN})
     FROM (SELECT id, listed AS was FROM companies WHERE id = $1 AND registration_id IS NOT NULL FOR UPDATE) o
     WHERE c.id = o.id RETURNING c.slug, c.listed, o.was`,
    [companyId],
  );
  const row = rows[0];
  if (row && (row.listed || row.was)) await queueIndexChanges(tx, [{ kind: 'company', key: companyId }]);
  return row && row.listed !== row.was ? { id: companyId, slug: row.slug, listed: row.listed } : null;
}

/** The seller proved the company's mobile by an OTP (its dashboard sign-in): the listing rule is applied again. */
export async function mobileProved(tx: Queryable, companyId: number): Promise<ListingChange | null> {
  await tx.query('UPDATE companies SET mobile_verified_at = now() WHERE id = $1 AND registration_id IS NOT NULL', [
    companyId,
  ]);
  return refreshListing(tx, companyId);
}
