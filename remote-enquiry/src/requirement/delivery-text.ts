import { indianTime, type EnquiryDelivery } from '@pharmasetu/shared-contracts';

/** Spec §2 step 4: the message of a requirement that went to sellers. */
export const POSTED_SUCCESSFULLY = 'Your enquiry has been posted successfully.';

interface SuccessText {
  /** The first line (the spec's, when sellers received it). */
  headline: string;
  /** What happened to it, beneath. */
  detail?: string;
  /** Sellers have it (a success tick); otherwise an information mark. */
  delivered: boolean;
}

const sellers = (n: number) => `${n} matching ${n === 1 ? 'seller has' : 'sellers have'}`;

/**
 * What the success step tells the buyer: the truth about their verified requirement (the api's delivery ledger). The
 * spec's 'Your enquiry has been posted successfully.' only when sellers received it (or, with no answer from the api
 * about it, as the spec has it); `byEmail`: the confirmation goes by e-mail (outside India), else by SMS.
 */
export function successText(delivery: EnquiryDelivery | undefined, byEmail: boolean): SuccessText {
  const message = byEmail ? 'We have e-mailed you' : 'We have sent you an SMS with';
  switch (delivery?.status) {
    case undefined:
      return { headline: POSTED_SUCCESSFULLY, delivered: true };
    case 'routed':
      return {
        headline: POSTED_SUCCESSFULLY,
        detail: `${delivery.company ? `${delivery.company} has` : sellers(delivery.sellers)} received it. ${message} a link to close it when you are done.`,
        delivered: true,
      };
    case 'pending':
      return {
        headline: 'Your enquiry is verified.',
        detail: `It is being sent to matching sellers now. ${byEmail ? 'We will e-mail you' : 'We will send you an SMS'} saying how many received it.`,
        delivered: true,
      };
    case 'duplicate':
      return {
        headline: 'You have already posted this requirement.',
        detail:
          delivery.companies.length > 0
            ? `You sent it to ${delivery.companies.join(', ')} on ${indianTime(delivery.since)}. They have it, so we have not sent it again.`
            : `It was sent to ${delivery.sellers} ${delivery.sellers === 1 ? 'seller' : 'sellers'} on ${indianTime(delivery.since)}. They have it, so we have not sent it again.`,
        delivered: false,
      };
    case 'not_routable':
      switch (delivery.reason) {
        case 'no-match':
          return {
            headline: 'Your enquiry is verified, but no seller matches it yet.',
            detail: `We found no seller for it${delivery.state ? ` in ${delivery.state} or nearby states` : ''}. Our team has your requirement and will look for sellers for you.`,
            delivered: false,
          };
        case 'company-unlisted':
          return {
            headline: `${delivery.company ?? 'This company'} is not taking requirements now.`,
            detail: 'Your enquiry was not sent. Post it again without choosing a company to reach other sellers.',
            delivered: false,
          };
        case 'expired':
          return {
            headline: 'This enquiry was not sent.',
            detail: 'It was posted too long ago. Please post your requirement again.',
            delivered: false,
          };
        case 'closed':
          return { headline: 'You closed this requirement.', detail: 'No seller will receive it.', delivered: false };
      }
  }
}
