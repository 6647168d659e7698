import type { Queryable } from '../db/database';
import { leadEmail, leadSms } from './lead-messages';
import { leadState, titles } from './lead-place';
import { leadSettingsFromEnv, type LeadSettings } from './settings';

interface EnquiryForRouting {
  id: number;
  service_type: string;
  listing_slug: string | null;
  medicine_type: unknown;
  service_for: unknown;
  pcd_area: string | null;
  address: string | null;
  in_window: boolean;
  verified: boolean;
  duplicate: boolean;
}

export interface RoutingResult {
  enquiryId: number;
  companies: number[];
  reason?: 'not verified' | 'duplicate' | 'too old' | 'already routed' | 'not found';
}

/**
 * The companies a general requirement goes to: the service type, the place (a state the company serves, or its
 * own) and, when the buyer named any, an overlap of categories or medicine types (a company without stated
 * ones takes any). Favoured: weekly quota left, then stated preferences that match, then rank.
 */
export const MATCHING_SQL = `
  SELECT c.id, c.name FROM company_lead_preferences p
  JOIN companies c ON c.id = p.company_id
  JOIN company_packages cp ON cp.company_id = c.id
  JOIN packages pk ON pk.id = cp.package_id
  WHERE $1 = ANY (p.service_types)
    AND ($2::text IS NULL OR $2 = ANY (p.states) OR c.state = $2)
    AND (cardinality($3::text[]) + cardinality($4::text[]) = 0 OR cardinality(p.categories) + cardinality(p.medicine_types) = 0
         OR p.categories && $3::text[] OR p.medicine_types && $4::text[])
  ORDER BY
    ((SELECT count(*) FROM seller_leads l WHERE l.company_id = c.id AND l.routed_at > now() - interval '7 days') < pk.weekly_lead_quota) DESC,
    (coalesce($2 = ANY (p.states), false)::int + (p.categories && $3::text[])::int + (p.medicine_types && $4::text[])::int) DESC,
    c.rank DESC, c.id
  LIMIT $5`;

/**
 * Routes one verified enquiry, inside the caller's transaction: stores its leads and writes each routed company's
 * e-mail and SMS to the notification outbox (sent after commit by the sender). Routes an enquiry once only.
 */
export async function routeLead(
  tx: Queryable,
  enquiryId: number,
  settings: LeadSettings = leadSettingsFromEnv(),
): Promise<RoutingResult> {
  const { rows } = await tx.query<EnquiryForRouting>(
    `SELECT e.id, e.service_type, e.listing_slug, r.medicine_type, r.service_for, r.pcd_area, cu.address,
       e.created_at > now() - make_interval(days => $2) AS in_window, e.verified_at IS NOT NULL AS verified, e.duplicate_of IS NOT NULL AS duplicate
     FROM enquiries e JOIN customers cu ON cu.id = e.customer_id LEFT JOIN enquiry_requirements r ON r.enquiry_id = e.id
     WHERE e.id = $1`,
    [enquiryId, settings.routingWindowDays],
  );
  const e = rows[0];
  if (!e) return { enquiryId, companies: [], reason: 'not found' };
  if (!e.verified) return { enquiryId, companies: [], reason: 'not verified' };
  if (e.duplicate) return { enquiryId, companies: [], reason: 'duplicate' };
  if (!e.in_window) return { enquiryId, companies: [], reason: 'too old' };

  const state = leadState(e.service_type, e.pcd_area, e.address);
  const categories = titles(e.service_for);
  const medicineTypes = titles(e.medicine_type);
  const targets = e.listing_slug
    ? (await tx.query<{ id: number; name: string }>('SELECT id, name FROM companies WHERE slug = $1', [e.listing_slug]))
        .rows
    : (
        await tx.query<{ id: number; name: string }>(MATCHING_SQL, [
          e.service_type,
          state,
          categories,
          medicineTypes,
          settings.maxCompanies,
        ])
      ).rows;

  const claimed = await tx.query(
    'INSERT INTO lead_routings (enquiry_id, companies, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING enquiry_id',
    [enquiryId, targets.length, state],
  );
  if (claimed.rows.length === 0) return { enquiryId, companies: [], reason: 'already routed' };
  if (targets.length === 0) return { enquiryId, companies: [] };

  const leads = await tx.query<{ id: number; company_id: number }>(
    `INSERT INTO seller_leads (enquiry_id, company_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING id, company_id`,
    [enquiryId, targets.map((t) => Number(t.id))],
  );
  const names = new Map(targets.map((t) => [Number(t.id), t.name]));
  const outbox: [number, string, string, string | null, string][] = [];
  const accounts = await tx.query<{ company_id: number; isd_code: string; mobile: string; email: string }>(
    `SELECT DISTINCT ON (company_id) company_id, isd_code, mobile, email FROM seller_accounts WHERE company_id = ANY ($1::int[]) ORDER BY company_id, id`,
    [leads.rows.map((l) => Number(l.company_id))],
  );
  const accountOf = new Map(accounts.rows.map((a) => [Number(a.company_id), a]));
  for (const lead of leads.rows) {
    const account = accountOf.get(Number(lead.company_id));
    if (!account) continue;
    const summary = {
      leadId: Number(lead.id),
      serviceType: e.service_type,
      state,
      categories,
      medicineTypes,
      companyName: names.get(Number(lead.company_id))!,
    };
    const mail = leadEmail(summary, settings.dashboardUrl);
    outbox.push([summary.leadId, 'email', account.email, mail.subject, mail.text]);
    outbox.push([
      summary.leadId,
      'sms',
      `+${account.isd_code}${account.mobile}`,
      null,
      leadSms(summary, settings.dashboardUrl),
    ]);
  }
  if (outbox.length > 0) {
    await tx.query(
      `INSERT INTO notification_outbox (lead_id, channel, to_address, subject, body)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        outbox.map((o) => o[0]),
        outbox.map((o) => o[1]),
        outbox.map((o) => o[2]),
        outbox.map((o) => o[3]),
        outbox.map((o) => o[4]),
      ],
    );
  }
  return { enquiryId, companies: leads.rows.map((l) => Number(l.company_id)) };
}

/** After a valid OTP: routes the session's verified, not yet routed enquiries for that mobile (the call in the OTP check). */
export async function routeVerifiedEnquiries(
  tx: Queryable,
  sessionId: string,
  country: string,
  mobile: string,
  settings?: LeadSettings,
): Promise<RoutingResult[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT e.id FROM enquiries e WHERE e.session_id = $1 AND e.country_code = $2 AND e.mobile = $3 AND e.verified_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id) ORDER BY e.id LIMIT 20`,
    [sessionId, country, mobile],
  );
  const results: RoutingResult[] = [];
  for (const row of rows) results.push(await routeLead(tx, Number(row.id), settings));
  return results;
}
