import { businessEvent } from '../lib/events';
import type { Database, Queryable } from '../db/database';
import { LeadNotificationsRepository, type QueuedLeadNotification } from '../repositories/lead-notifications';
import {
  LeadRoutingRepository,
  type EnquiryForRouting,
  type LedgerOutcome,
  type RoutingScope,
  type RoutingTarget,
} from '../repositories/lead-routing';
import { SellerAccountsRepository } from '../repositories/seller-accounts';
import { SellerLeadsRepository } from '../repositories/seller-leads';
import { buyerConfirmation } from './buyer-messages';
import { closeLink } from './close-link';
import { ledgerView } from './delivery';
import { leadEmail, leadSms } from './lead-messages';
import { leadPlace, titles, type Place } from './lead-place';
import { neighbourStates } from './neighbour-states';
import type { LeadSettings } from './settings';

interface RoutingResult {
  enquiryId: number;
  companies: number[];
  /** The outcome recorded now; none when nothing was recorded (`reason` says why). */
  outcome?: LedgerOutcome;
  reason?: 'not verified' | 'already routed' | 'not found';
}

/** A verified requirement repeats an earlier routed one of the same buyer, service and target within this many hours. */
const DUPLICATE_WINDOW_HOURS = 24;

const WIDTH: RoutingScope[] = ['listing', 'area', 'state', 'nearby', 'anywhere'];

/**
 * The one outcome of a verified enquiry (the delivery ledger), in order: closed by the buyer; expired (verified more
 * than the routing window after it was posted); a duplicate of an earlier routed requirement of the same buyer,
 * service and target (the same company page, or the general flow) within DUPLICATE_WINDOW_HOURS (a company B enquiry
 * never repeats a company A one, and an unverified enquiry is never compared with: it has no ledger row); routed to
 * the listing's company, or to the matching companies (MATCHING_SQL widens the place); else not routable.
 */
async function decide(
  routing: LeadRoutingRepository,
  e: EnquiryForRouting,
  place: Place | null,
  settings: LeadSettings,
): Promise<{ outcome: LedgerOutcome; targets: RoutingTarget[] }> {
  const notRoutable = (reason: 'closed' | 'expired' | 'no-match' | 'company-unlisted') => ({
    outcome: { outcome: 'not_routable', reason } as const,
    targets: [],
  });
  if (e.closed) return notRoutable('closed');
  if (!e.in_window) return notRoutable('expired');
  const earlier = await routing.routedBefore(e, DUPLICATE_WINDOW_HOURS);
  if (earlier !== undefined) return { outcome: { outcome: 'duplicate', duplicateOf: earlier }, targets: [] };
  const targets = e.listing_slug
    ? await routing.listedCompany(e.listing_slug)
    : await routing.matchingCompanies({
        serviceType: e.service_type,
        place,
        neighbours: neighbourStates(place?.state ?? null),
        categories: titles(e.service_for),
        medicineTypes: titles(e.medicine_type),
        orderValue: e.order_value === null ? null : Number(e.order_value),
        limit: settings.maxCompanies,
      });
  if (targets.length === 0) return notRoutable(e.listing_slug ? 'company-unlisted' : 'no-match');
  const scope = WIDTH[Math.max(...targets.map((t) => WIDTH.indexOf(t.scope)))]!;
  return { outcome: { outcome: 'routed', companies: targets.length, scope }, targets };
}

/**
 * Settles one verified enquiry inside the caller's transaction, under the buyer's lock: records its one outcome,
 * stores its leads and writes each routed company's e-mail and SMS, and the buyer's confirmation, to the notification
 * outbox (sent after commit by the sender). An enquiry is settled once only. The settings are the app's (buildApp reads
 * them once from the env it is given), never the process's environment read here.
 */
export async function routeLead(tx: Queryable, enquiryId: number, settings: LeadSettings): Promise<RoutingResult> {
  const routing = new LeadRoutingRepository(tx);
  const e = await routing.enquiry(enquiryId, settings.routingWindowDays);
  if (!e) return { enquiryId, companies: [], reason: 'not found' };
  if (!e.verified) return { enquiryId, companies: [], reason: 'not verified' };
  await routing.lockBuyer(e.country_code, e.mobile);
  if (await routing.hasOutcome(enquiryId)) return { enquiryId, companies: [], reason: 'already routed' };

  const place = leadPlace(e.service_type, e.pcd_area, e.address);
  const { outcome, targets } = await decide(routing, e, place, settings);
  await routing.record(enquiryId, outcome, place?.state ?? null);
  const outbox: QueuedLeadNotification[] = [];
  const leads = targets.length
    ? await routing.insertLeads(
        enquiryId,
        targets.map((t) => t.id),
      )
    : [];
  if (leads.length) outbox.push(...(await sellerNotifications(tx, e, targets, leads, settings)));
  const confirmation = await buyerNotification(tx, e, settings);
  if (confirmation) outbox.push(confirmation);
  if (outbox.length > 0) await new LeadNotificationsRepository(tx).queue(outbox);
  return { enquiryId, companies: leads.map((l) => l.company_id), outcome };
}

/** Each routed company's e-mail and SMS, with the requirement as the lead page shows it (lead-messages.ts words them). */
async function sellerNotifications(
  tx: Queryable,
  e: EnquiryForRouting,
  targets: RoutingTarget[],
  leads: { id: number; company_id: number }[],
  settings: LeadSettings,
): Promise<QueuedLeadNotification[]> {
  const names = new Map(targets.map((t) => [t.id, t.name]));
  const accountOf = await new SellerAccountsRepository(tx).firstOfCompanies(leads.map((l) => l.company_id));
  const { state, ...requirement } = await new SellerLeadsRepository(tx).requirement(e.id);
  return leads.flatMap((lead): QueuedLeadNotification[] => {
    const account = accountOf.get(lead.company_id);
    if (!account) return [];
    const summary = {
      leadId: lead.id,
      serviceType: e.service_type,
      state,
      requirement,
      companyName: names.get(lead.company_id)!,
    };
    const mail = leadEmail(summary, settings.dashboardUrl);
    return [
      { leadId: lead.id, channel: 'email', to: account.email, subject: mail.subject, body: mail.text },
      {
        leadId: lead.id,
        channel: 'sms',
        to: `+${account.isd_code}${account.mobile}`,
        subject: null,
        body: leadSms(summary, settings.dashboardUrl),
      },
    ];
  });
}

/** The buyer's confirmation of the recorded outcome: an SMS in India, an e-mail elsewhere when there is one. */
async function buyerNotification(
  tx: Queryable,
  e: EnquiryForRouting,
  settings: LeadSettings,
): Promise<QueuedLeadNotification | null> {
  const { delivery, holding } = await ledgerView(tx, e.id);
  const body = buyerConfirmation(
    e.service_type,
    delivery,
    closeLink(settings.publicApiUrl, settings.linkSecret, holding),
  );
  if (!body) return null;
  return e.country_code !== 'IN' && e.email
    ? { leadId: null, channel: 'email', to: e.email, subject: 'Your requirement on PharmaSetu', body }
    : { leadId: null, channel: 'sms', to: `+${e.isd_code}${e.mobile}`, subject: null, body };
}

/**
 * Routes a queued enquiry in a transaction of its own that also removes it from the queue. Answers null when it is
 * not queued any more (routed already) or another router has it right now. When routing fails the enquiry stays
 * queued and the sweep retries it after a back-off; the error is thrown.
 */
export async function routeQueued(
  db: Database,
  enquiryId: number,
  settings: LeadSettings,
): Promise<RoutingResult | null> {
  try {
    const result = await db.transaction(async (tx) =>
      (await new LeadRoutingRepository(tx).takeQueued(enquiryId)) ? routeLead(tx, enquiryId, settings) : null,
    );
    if (result) {
      const n = result.companies.length;
      businessEvent(
        'lead routed',
        { enquiryId, sellers: n, outcome: result.outcome?.outcome ?? result.reason },
        `enquiry ${enquiryId} routed to ${n} seller${n === 1 ? '' : 's'}`,
      );
    }
    return result;
  } catch (error) {
    await new LeadRoutingRepository(db).retryQueuedLater(enquiryId).catch(() => undefined);
    throw error;
  }
}
