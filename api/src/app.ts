import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { configFromEnv, type AppConfig } from './config';
import type { Database } from './db/database';
import { csrfPlugin } from './plugins/csrf';
import { oneLinePerRequest, requestIdOf } from './plugins/request-log';
import { observabilityPlugin } from './plugins/observability';
import { idempotencyPurgePlugin } from './plugins/idempotency-purge';
import { redisConnection } from './plugins/redis';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './plugins/errors';
import { ownerLimitsPlugin } from './plugins/owner-limits';
import { securityPlugin } from './plugins/security';
import { installZodValidation } from './plugins/validation';
import { Outbox } from './repositories/outbox';
import type { RouteDeps } from './routes/context';
import { enquiryRoutes } from './routes/enquiry';
import { callbackRoutes } from './routes/callbacks';
import { newsletterRoutes } from './routes/newsletter';
import { visitLogRoutes } from './routes/visit-logs';
import { otpRoutes } from './routes/otp';
import { referenceRoutes } from './routes/reference';
import { releaseBeaconRoutes } from './routes/release-beacon';
import { systemRoutes } from './routes/system';
import { catalogRoutes } from './routes/catalog';
import { devEnquiryRoutes } from './routes/dev-enquiries';
import { registrationRoutes } from './routes/registration';
import { operatorRoutes } from './routes/operator';
import { requirementCloseRoutes } from './routes/requirement-close';
import { sellerLeadRoutes } from './routes/seller-leads';
import { sellerListingRoutes } from './routes/seller-listing';
import { sellerApiRoutes } from './routes/seller-api';
import { CatalogService } from './services/catalog';
import { EnquiryService } from './services/enquiries';
import { CallbackService } from './services/callbacks';
import { NewsletterService } from './services/newsletter';
import { VisitLogService } from './services/visit-logs';
import { mailProvidersFromEnv, type MailProvider } from './services/mail';
import { createNotifier } from './services/notifier';
import { OtpService } from './services/otp';
import { ReferenceService } from './services/reference';
import { webhookSmsProvider, type SmsProvider } from './services/sms';
import { leadWorkersPlugin } from './seller-leads/lead-workers-plugin';
import { leadSettingsFromEnv } from './seller-leads/settings';
import { otpGuessLimits } from './plugins/otp-guess-limits';
import { sharedOtpCounters } from './plugins/otp-send-limits';
import { SmsGuard } from './sms/guard';
import { indexSenderPlugin } from './search/index-sender-plugin';
import type { IndexSenderOptions } from './search/index-sender';

export interface BuildAppOptions {
  /** A migrated and seeded database (see db/database.ts, db/migrate.ts, db/seed.ts). */
  db: Database;
  /** Overrides of the environment's configuration. */
  config?: Partial<AppConfig>;
  /** E-mail providers; default: those configured by the environment. */
  mail?: MailProvider[];
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
  env?: NodeJS.ProcessEnv;
  /** The sellers' notification sender loop and the lead routing sweep beside it; default on. */
  leadSender?: boolean;
  /** The search index outbox's sender (when a search index is configured); default on. */
  indexSender?: boolean;
  indexSenderOptions?: Partial<Omit<IndexSenderOptions, 'db' | 'target'>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    appConfig: AppConfig;
  }
}

/** The api as a Fastify instance: every spec §7 call, on the given database, with its background workers. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const env = options.env ?? process.env;
  const config: AppConfig = { ...configFromEnv(env), ...options.config };
  const { db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request (installRequestLog), under the caller's x-request-id when a site server sent one.
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    trustProxy: env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's own refusals in the one { error } shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('db', db);
  app.decorate('appConfig', config);
  app.register(observabilityPlugin, { db, metricsToken: env.METRICS_TOKEN || undefined });
  installZodValidation(app);
  installErrorHandler(app);

  const redis = redisConnection(app, config.redisUrl);
  app.decorate('otpCounters', sharedOtpCounters(config, redis));
  const mail = options.mail ?? mailProvidersFromEnv(env, config.mailFrom);
  const sms = options.sms ?? (config.smsWebhookUrl ? webhookSmsProvider(config.smsWebhookUrl) : undefined);
  // Lead routing's settings, with the app's own secret for the buyers' close links.
  const leadSettings = { ...leadSettingsFromEnv(env), linkSecret: config.secret };
  const deps = routeDeps(app, { config, db, redis, mail, sms, leadSettings });

  app.register(cookie, { secret: config.secret });
  app.register(securityPlugin, { config, redis });
  app.register(ownerLimitsPlugin);
  app.register(csrfPlugin, { config });
  app.register(releaseBeaconRoutes, {
    db,
    perIpPerMinute: Number(env.RELEASE_BEACON_PER_IP_PER_MINUTE) || 30,
    tokenSecret: env.RELEASE_BEACON_SECRET || undefined,
  });
  for (const routes of ROUTES) app.register(routes, deps);

  if (options.leadSender !== false)
    app.register(leadWorkersPlugin, { db, mail, sms, production: config.env === 'production', settings: leadSettings });
  // Catalog changes reach the search index from the outbox, written with the algoliasearch client after each commit.
  if (config.search && options.indexSender !== false)
    app.register(indexSenderPlugin, { db, target: config.search, ...options.indexSenderOptions });
  app.register(idempotencyPurgePlugin, { db });
  return app;
}

const ROUTES = [
  systemRoutes,
  referenceRoutes,
  enquiryRoutes,
  otpRoutes,
  callbackRoutes,
  newsletterRoutes,
  visitLogRoutes,
  catalogRoutes,
  registrationRoutes,
  devEnquiryRoutes,
  sellerLeadRoutes,
  sellerListingRoutes,
  sellerApiRoutes,
  requirementCloseRoutes,
  operatorRoutes,
];

/** The services the routes share, built once per app. */
function routeDeps(
  app: FastifyInstance,
  {
    config,
    db,
    redis,
    mail,
    sms,
    leadSettings,
  }: {
    config: AppConfig;
    db: Database;
    redis: Redis | undefined;
    mail: MailProvider[];
    sms: SmsProvider | undefined;
    leadSettings: RouteDeps['leadSettings'];
  },
): RouteDeps {
  const outbox = new Outbox(db);
  const notifier = createNotifier({
    mail,
    sms,
    outbox,
    outboxAllowed: config.env !== 'production',
    log: (msg) => app.log.warn(msg),
  });
  // The SMS budgets count in the OTP routes' shared store, so every instance and every OTP route shares them.
  const smsGuard = new SmsGuard(app.otpCounters, config.smsBudgets, (err, msg) => app.log.warn({ err }, msg));
  const routingFailed = (when: string) => (err: unknown, enquiryId: number) =>
    app.log.warn({ err, enquiryId }, `lead routing after ${when} failed: the sweep retries it`);
  return {
    config,
    db,
    outbox,
    leadSettings,
    enquiries: new EnquiryService(db, routingFailed('a step'), leadSettings),
    otp: new OtpService(db, notifier, config.secret, routingFailed('the OTP'), leadSettings, smsGuard),
    callbacks: new CallbackService(db),
    newsletter: new NewsletterService(db),
    visitLogs: new VisitLogService(db),
    otpGuesses: otpGuessLimits(app.otpCounters, config.otpGuessLimits),
    catalog: new CatalogService(db.read),
    reference: new ReferenceService(db.read),
    redis,
  };
}
