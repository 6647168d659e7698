/** Why a verified requirement went to no seller (the api's delivery ledger). */
export const NOT_ROUTABLE_REASONS = ['no-match', 'company-unlisted', 'expired', 'closed'] as const;
export type NotRoutableReason = (typeof NOT_ROUTABLE_REASONS)[number];

/**
 * What became of a verified requirement, as its buyer's session is told (the answer to /enquiry/update once the enquiry
 * is verified): sent to sellers (`company`: the listing's company, when it was posted on a company page); still being
 * sent; a duplicate of one the buyer posted before (`since` as an ISO time; `companies`: the names, for a company page);
 * or sent to no seller, with the reason (`state`: the place that was searched, when there was one).
 */
export type EnquiryDelivery =
  | { status: 'routed'; sellers: number; company?: string }
  | { status: 'pending' }
  | { status: 'duplicate'; since: string; sellers: number; companies: string[] }
  | { status: 'not_routable'; reason: NotRoutableReason; state?: string; company?: string };
