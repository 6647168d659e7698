/** What a routed company is told: no buyer contact details (those are on the dashboard, behind the sign-in). */
export interface LeadSummary {
  leadId: number;
  serviceType: string;
  state: string | null;
  categories: string[];
  medicineTypes: string[];
  companyName: string;
}

export function leadEmail(s: LeadSummary, dashboardUrl: string): { subject: string; text: string } {
  const where = s.state ? ` in ${s.state}` : '';
  const lines = [
    `Dear ${s.companyName},`,
    '',
    `A buyer has verified a new requirement for ${s.serviceType}${where} on PharmaSetu.`,
    ...(s.categories.length ? [`Categories: ${s.categories.join(', ')}`] : []),
    ...(s.medicineTypes.length ? [`Medicine types: ${s.medicineTypes.join(', ')}`] : []),
    '',
    `Sign in to your leads dashboard to see the buyer's contact details: ${dashboardUrl}/leads/${s.leadId}`,
  ];
  return { subject: `New verified lead: ${s.serviceType}${where}`, text: lines.join('\n') };
}

export function leadSms(s: LeadSummary, dashboardUrl: string): string {
  const where = s.state ? ` in ${s.state}` : '';
  return `PharmaSetu: new verified lead for ${s.serviceType}${where}. Sign in to see the buyer: ${dashboardUrl}/leads/${s.leadId}`;
}
