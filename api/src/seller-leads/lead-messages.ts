import { requirementFields, type LeadRequirement, type RequirementFieldKey } from '@pharmasetu/shared-contracts';
import { sendableCompany } from './buyer-messages';

/**
 * What a routed company is told: the whole requirement, but not who the buyer is (name, mobile, e-mail) nor their
 * message: those are on the dashboard, behind the seller's sign-in, which proves the reader is the company.
 */
interface LeadSummary {
  leadId: number;
  serviceType: string;
  /** The state the lead is for (the ledger's). */
  state: string | null;
  requirement: LeadRequirement;
  companyName: string;
}

/** Two GSM-7 segments (153 characters each once concatenated): the most a lead SMS may take. */
export const LEAD_SMS_MAX = 306;

/** Text the buyer typed, on one line: a line break of theirs cannot start a line that looks like PharmaSetu's. */
const oneLine = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

export function leadEmail(s: LeadSummary, dashboardUrl: string): { subject: string; text: string } {
  const where = s.state ? ` in ${s.state}` : '';
  // Company names (the addressee's, the listing the buyer chose) only when today's rule takes them (buyer-messages.ts).
  const fields = requirementFields(s.requirement)
    .filter((f) => f.key !== 'listing' || sendableCompany(f.value))
    .map((f) => `${f.label}: ${oneLine(f.value)}`);
  const company = sendableCompany(s.companyName);
  const lines = [
    company ? `Dear ${company},` : 'Hello,',
    '',
    `A buyer has verified a new requirement for ${s.serviceType}${where} on PharmaSetu.`,
    ...(fields.length ? ['', ...fields] : []),
    '',
    `Sign in to your leads dashboard to see the buyer's name, mobile, e-mail and message: ${dashboardUrl}/leads/${s.leadId}`,
  ];
  return { subject: `New verified lead: ${s.serviceType}${where}`, text: lines.join('\n') };
}

/** The SMS's optional parts, most useful first; only const-data options and picked places (no free text). */
const SMS_PARTS: [RequirementFieldKey, string][] = [
  ['city', 'Buyer in'],
  ['required_when', 'Needed:'],
  ['call_time', 'Call:'],
  ['categories', 'For:'],
  ['medicine_types', 'Types:'],
];

/**
 * The essentials and the link to the lead page, within LEAD_SMS_MAX: the service and state, then the buyer's city,
 * urgency, call time, categories and medicine types while they fit (a long list is cut, "+N more"). Everything else
 * is on the lead page.
 */
export function leadSms(s: LeadSummary, dashboardUrl: string): string {
  const where = s.state ? ` in ${s.state}` : '';
  const head = `PharmaSetu: new verified lead for ${s.serviceType}${where}.`;
  const tail = ` Details: ${dashboardUrl}/leads/${s.leadId}`;
  const given = new Map(requirementFields(s.requirement).map((f) => [f.key, f.value]));
  const lists: Partial<Record<RequirementFieldKey, string[]>> = {
    categories: s.requirement.categories,
    medicine_types: s.requirement.medicine_types,
  };
  let text = head;
  for (const [key, label] of SMS_PARTS) {
    const value = given.get(key);
    if (!value) continue;
    const all = lists[key] ?? [value];
    for (let n = all.length; n > 0; n--) {
      const more = all.length - n;
      const part = ` ${label} ${all.slice(0, n).join(', ')}${more ? ` +${more} more` : ''}.`;
      if (text.length + part.length + tail.length <= LEAD_SMS_MAX) {
        text += part;
        break;
      }
    }
  }
  return text + tail;
}
