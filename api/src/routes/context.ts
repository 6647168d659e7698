import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { OtpGuesses } from '../plugins/otp-guess-limits';
import type { Outbox } from '../repositories/outbox';
import type { LeadSettings } from '../seller-leads/settings';
import type { CallbackService } from '../services/callbacks';
import type { CatalogService } from '../services/catalog';
import type { EnquiryService } from '../services/enquiries';
import type { NewsletterService } from '../services/newsletter';
import type { OtpService } from '../services/otp';
import type { ReferenceService } from '../services/reference';
import type { VisitLogService } from '../services/visit-logs';

/** What the route plugins are given. */
export interface RouteDeps {
  config: AppConfig;
  db: Database;
  enquiries: EnquiryService;
  otp: OtpService;
  /** Wrong-code limits across codes and sessions, per IP (both OTP checks use them). */
  otpGuesses: OtpGuesses;
  callbacks: CallbackService;
  newsletter: NewsletterService;
  visitLogs: VisitLogService;
  catalog: CatalogService;
  reference: ReferenceService;
  outbox: Outbox;
  leadSettings: LeadSettings;
  /** The rate-limit store's Redis, when REDIS_URL is set (limits shared by the instances). */
  redis?: Redis;
}
