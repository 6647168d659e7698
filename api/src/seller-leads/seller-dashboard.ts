import {
  SELLER_MESSAGES,
  type LeadStatus,
  type NotRelevantReason,
  type SellerLeadReach,
  type SellerQuota,
  type SellerLead,
  type SellerLeadDetails,
  type SellerLeadFilters,
  type SellerMe,
  type SellerPreferences,
} from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import type { ListingWindow } from '../lib/listing';
import { SellerAccountsRepository, type SellerAccount } from '../repositories/seller-accounts';
import { SellerLeadsRepository } from '../repositories/seller-leads';
import { leadsCsvTable } from './leads-csv';

/** A CSV export holds at most this many leads. */
const CSV_MAX = 5000;

/**
 * The sellers' dashboard: accounts and sessions (by the session id's hash; the cookies are the routes'),
 * and a signed-in company's leads and preferences. Every lead query is scoped by the session's company.
 */
export class SellerDashboard {
  private readonly accounts: SellerAccountsRepository;
  private readonly leads: SellerLeadsRepository;

  constructor(db: Queryable) {
    this.accounts = new SellerAccountsRepository(db);
    this.leads = new SellerLeadsRepository(db);
  }

  /** The account on that mobile, if any. */
  account(country: string, mobile: string): Promise<SellerAccount | null> {
    return this.accounts.byMobile(country, mobile);
  }

  /** The live session's seller and company; null when there is none (unknown, ended or expired). */
  seller(sessionHash: string): Promise<(SellerMe & { sellerId: number }) | null> {
    return this.accounts.session(sessionHash);
  }

  /** Stores a new session of that seller, live for `days`. */
  startSession(sessionHash: string, sellerId: number, days: number): Promise<void> {
    return this.accounts.createSession(sessionHash, sellerId, days);
  }

  endSession(sessionHash: string): Promise<void> {
    return this.accounts.endSession(sessionHash);
  }

  leadList(companyId: number, filters: SellerLeadFilters, window: ListingWindow): Promise<SellerLead[]> {
    return this.leads.list(companyId, filters, window);
  }

  /** The list's leads with their buyers' details, as CSV (at most CSV_MAX rows): see leadsCsvTable. */
  async leadsCsv(companyId: number, filters: SellerLeadFilters, window: ListingWindow): Promise<string> {
    const details = await this.leads.listDetails(companyId, filters, {
      ...window,
      limit: Math.min(window.limit, CSV_MAX),
    });
    return leadsCsvTable(details);
  }

  /** One of the company's leads; another company's (or none) is a 404 like an unknown id. */
  async lead(companyId: number, leadId: number): Promise<SellerLeadDetails> {
    const lead = await this.leads.find(companyId, leadId);
    if (!lead) throw new AppError(404, SELLER_MESSAGES.noLead);
    return { ...lead, timeline: await this.leads.timeline(leadId) };
  }

  async setStatus(companyId: number, leadId: number, status: LeadStatus, reason?: NotRelevantReason): Promise<void> {
    if (!(await this.leads.setStatus(companyId, leadId, status, reason ?? null)))
      throw new AppError(404, SELLER_MESSAGES.noLead);
  }

  async setNote(companyId: number, leadId: number, note: string): Promise<void> {
    if (!(await this.leads.setNote(companyId, leadId, note))) throw new AppError(404, SELLER_MESSAGES.noLead);
  }

  async setFollowUp(companyId: number, leadId: number, date: string | null): Promise<void> {
    if (!(await this.leads.setFollowUp(companyId, leadId, date))) throw new AppError(404, SELLER_MESSAGES.noLead);
  }

  async recordContact(companyId: number, leadId: number, channel: 'call' | 'whatsapp'): Promise<void> {
    if (!(await this.leads.recordContact(companyId, leadId, channel))) throw new AppError(404, SELLER_MESSAGES.noLead);
  }

  dueFollowUps(companyId: number): Promise<SellerLead[]> {
    return this.leads.dueFollowUps(companyId);
  }

  reach(companyId: number): Promise<SellerLeadReach> {
    return this.leads.reach(companyId);
  }

  quota(companyId: number): Promise<SellerQuota> {
    return this.leads.quota(companyId);
  }

  preferences(companyId: number): Promise<SellerPreferences> {
    return this.leads.preferences(companyId);
  }

  /** Saves them and answers them as stored. */
  async savePreferences(companyId: number, p: SellerPreferences): Promise<SellerPreferences> {
    await this.leads.savePreferences(companyId, p);
    return this.leads.preferences(companyId);
  }
}
