import { HOT_LEAD_HOURS, HOT_LEAD_REQUIRED_WHEN } from '@pharmasetu/shared-contracts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The one place the hot lead rule (shared-contracts HOT_LEAD_REQUIRED_WHEN) becomes a query: an SQL boolean over a
 * seller_leads row `lead` and its enquiry `enquiry`. Worked out in the database so the list can filter and order by it
 * within its page bounds; the values are the constants above, never request input.
 */
export function hotLeadSql(lead = 'l', enquiry = 'e'): string {
  return `(coalesce(${enquiry}.required_when IN (${HOT_LEAD_REQUIRED_WHEN.map(quoted).join(', ')}), false)
    AND ${lead}.routed_at > now() - interval '${HOT_LEAD_HOURS} hours')`;
}
