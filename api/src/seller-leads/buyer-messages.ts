import { indianTime, isCompanyName, type EnquiryDelivery } from '@pharmasetu/shared-contracts';

const sellers = (n: number) => `${n} ${n === 1 ? 'seller' : 'sellers'}`;

/**
 * A company's name as a message may carry it: only one that meets today's rule (plain text, no web address); a name
 * stored before the rule that fails it is never sent: the message says "the company", or counts sellers, instead.
 */
export const sendableCompany = (name: string | null | undefined): string | undefined =>
  name && isCompanyName(name) ? name.trim() : undefined;

/**
 * The buyer's confirmation (SMS, or e-mail outside India) of a recorded outcome: how many sellers received the
 * requirement and the link to close it, or why no seller did. None while it is pending, and when the buyer closed it
 * or it had expired (the success step tells them so).
 */
export function buyerConfirmation(serviceType: string, d: EnquiryDelivery, closeLink: string): string | null {
  const close = `Close it when you are done: ${closeLink}`;
  switch (d.status) {
    case 'routed': {
      const company = sendableCompany(d.company);
      return company
        ? `PharmaSetu: your requirement for ${serviceType} was sent to 1 seller, ${company}. ${close}`
        : `PharmaSetu: your requirement for ${serviceType} was sent to ${sellers(d.company ? 1 : d.sellers)}. They may call you. ${close}`;
    }
    case 'duplicate': {
      const since = indianTime(d.since);
      const companies = d.companies.map(sendableCompany);
      return companies.length > 0 && companies.every(Boolean)
        ? `PharmaSetu: you sent this requirement for ${serviceType} to ${companies.join(', ')} on ${since}; they have it, so it was not sent again. ${close}`
        : `PharmaSetu: you posted this requirement for ${serviceType} on ${since}; ${sellers(Math.max(d.sellers, d.companies.length))} have it, so it was not sent again. ${close}`;
    }
    case 'not_routable':
      if (d.reason === 'no-match')
        return `PharmaSetu: no seller matches your requirement for ${serviceType}${d.state ? ` in ${d.state}` : ''} yet. Our team has it and will look for sellers for you.`;
      if (d.reason === 'company-unlisted')
        return `PharmaSetu: ${sendableCompany(d.company) ?? 'the company'} is not taking requirements on PharmaSetu now, so yours was not sent. Post it without choosing a company to reach other sellers.`;
      return null;
    case 'pending':
      return null;
  }
}
