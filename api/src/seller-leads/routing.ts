import type { Database, Queryable } from '../db/database';
import { LeadNotificationsRepository, type QueuedLeadNotification } from '../repositories/lead-notifications';
import { LeadRoutingRepository } from '../repositories/lead-routing';
import { SellerAccountsRepository } from '../repositories/seller-accounts';
import { leadEmail, leadSms } from './lead-messages';
import { leadState, titles } from './lead-place';
import { leadSettingsFromEnv, type LeadSettings } from './settings';

export interface RoutingResult {
  enquiryId: number;
  companies: number[];
  reason?: 'not verified' | 'duplicate' | 'too old' | 'already routed' | 'not found';
}

/**
 * Routes one verified enquiry, inside the caller's transaction: stores its leads and writes each routed company's
 * e-mail and SMS to the notification outbox (sent after commit by the sender). Routes an enquiry once only.
 */
export async function routeLead(
  tx: Queryable,
  enquiryId: number,
  settings: LeadSettings = leadSettingsFromEnv(),
): Promise<RoutingResult> {
  const routing = new LeadRoutingRepository(tx);
  const e = await routing.enquiry(enquiryId, settings.routingWindowDays);
  if (!e) return { enquiryId, companies: [], reason: 'not found' };
  if (!e.verified) return { enquiryId, companies: [], reason: 'not verified' };
  if (e.duplicate) return { enquiryId, companies: [], reason: 'duplicate' };
  if (!e.in_window) return { enquiryId, companies: [], reason: 'too old' };

  // A requirement posted on a company's page goes to that company only; a general one to the best matches.
  const state = leadState(e.service_type, e.pcd_area, e.address);
  const categories = titles(e.service_for);
  const medicineTypes = titles(e.medicine_type);
  const targets = e.listing_slug
    ? await routing.listedCompany(e.listing_slug)
    : await routing.matchingCompanies({
        serviceType: e.service_type,
        state,
        categories,
        medicineTypes,
        limit: settings.maxCompanies,
      });

  if (!(await routing.claim(enquiryId, targets.length, state)))
    return { enquiryId, companies: [], reason: 'already routed' };
  if (targets.length === 0) return { enquiryId, companies: [] };

  const leads = await routing.insertLeads(
    enquiryId,
    targets.map((t) => t.id),
  );
  const names = new Map(targets.map((t) => [t.id, t.name]));
  const outbox: QueuedLeadNotification[] = [];
  const accountOf = await new SellerAccountsRepository(tx).firstOfCompanies(leads.map((l) => l.company_id));
  for (const lead of leads) {
    const account = accountOf.get(lead.company_id);
    if (!account) continue;
    const summary = {
      leadId: lead.id,
      serviceType: e.service_type,
      state,
      categories,
      medicineTypes,
      companyName: names.get(lead.company_id)!,
    };
    const mail = leadEmail(summary, settings.dashboardUrl);
    outbox.push({
      leadId: summary.leadId,
      channel: 'email',
      to: account.email,
      subject: mail.subject,
      body: mail.text,
    });
    outbox.push({
      leadId: summary.leadId,
      channel: 'sms',
      to: `+${account.isd_code}${account.mobile}`,
      subject: null,
      body: leadSms(summary, settings.dashboardUrl),
    });
  }
  if (outbox.length > 0) await new LeadNotificationsRepository(tx).queue(outbox);
  return { enquiryId, companies: leads.map((l) => l.company_id) };
}

/**
 * Routes an enquiry that a validated OTP queued (migration 009), in a transaction of its own that also removes it from
 * the queue. Answers null when it is not queued any more (routed already) or another router has it right now. When
 * routing fails the enquiry stays queued and the sweep retries it after a back-off; the error is thrown.
 */
export async function routeQueued(
  db: Database,
  enquiryId: number,
  settings?: LeadSettings,
): Promise<RoutingResult | null> {
  try {
    return await db.transaction(async (tx) =>
      (await new LeadRoutingRepository(tx).takeQueued(enquiryId)) ? routeLead(tx, enquiryId, settings) : null,
    );
  } catch (error) {
    await new LeadRoutingRepository(db).retryQueuedLater(enquiryId).catch(() => undefined);
    throw error;
  }
}
