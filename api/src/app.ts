import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { configFromEnv, type AppConfig } from './config';
import type { Database } from './db/database';
import { csrfPlugin } from './plugins/csrf';
import { setEventLogger, withRequestLogger } from './lib/events';
import { gaugeOnScrape, installMetrics } from './lib/metrics';
import { installRequestLog, oneLinePerRequest, requestIdOf } from './plugins/request-log';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { installZodValidation } from './plugins/validation';
import { IdempotencyRepository } from './repositories/idempotency';
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
import { createWebhookDelivery } from './seller-api/webhook-delivery';
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
import { createDelivery } from './seller-leads/notification-delivery';
import { startNotificationSender, type NotificationSender } from './seller-leads/notification-sender';
import { startRoutingSweep, type RoutingSweep } from './seller-leads/routing-sweep';
import { leadSettingsFromEnv } from './seller-leads/settings';
import { otpGuessLimits } from './plugins/otp-guess-limits';
import { sharedOtpCounters } from './plugins/otp-send-limits';
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

/** The api as a Fastify instance: every spec §7 call, on the given database. */
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
  setEventLogger(app.log);
  // Business events a request causes are logged with its request id (lib/events.ts).
  app.addHook('onRequest', (request, _reply, done) => withRequestLogger(request.log, done));
  // Health checks and the release console's polling of beacon counts at debug; refusals at warn with their reason.
  installRequestLog(app, {
    quiet: (request) => {
      const path = request.url.split('?')[0];
      return path === '/health' || path === '/metrics' || path === '/api/release-beacon/stats';
    },
  });
  // Request rates and latencies by route, the business counters (lib/events.ts) and the backlogs, at /metrics.
  installMetrics(app, { server: 'api', token: env.METRICS_TOKEN || undefined });
  gaugeOnScrape('lead_notifications_pending', 'Lead notifications not sent yet', async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM notification_outbox WHERE sent_at IS NULL')).rows[0]!.n,
    ),
  );
  gaugeOnScrape('lead_routing_queued', 'Verified enquiries waiting to be routed', async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM lead_routing_queue')).rows[0]!.n),
  );
  installZodValidation(app);
  installErrorHandler(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // Ready only once Redis answers (or after 5 s, then limits fail open until it does: skipOnError).
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), resolve());
        const timer = setTimeout(done, 5_000);
        redis.once('ready', done);
      });
    });
    app.addHook('onClose', async () => void redis.disconnect());
  }

  app.decorate('otpCounters', sharedOtpCounters(config, redis));
  const outbox = new Outbox(db);
  const mail = options.mail ?? mailProvidersFromEnv(env, config.mailFrom);
  const sms = options.sms ?? (config.smsWebhookUrl ? webhookSmsProvider(config.smsWebhookUrl) : undefined);
  const notifier = createNotifier({
    mail,
    sms,
    outbox,
    outboxAllowed: config.env !== 'production',
    log: (msg) => app.log.warn(msg),
  });
  // Lead routing's settings, with the app's own secret for the buyers' close links.
  const leadSettings = { ...leadSettingsFromEnv(env), linkSecret: config.secret };
  const deps: RouteDeps = {
    config,
    db,
    outbox,
    leadSettings,
    enquiries: new EnquiryService(
      db,
      (err, enquiryId) => app.log.warn({ err, enquiryId }, 'lead routing after a step failed: the sweep retries it'),
      leadSettings,
    ),
    otp: new OtpService(
      db,
      notifier,
      config.secret,
      (err, enquiryId) => app.log.warn({ err, enquiryId }, 'lead routing after the OTP failed: the sweep retries it'),
      leadSettings,
    ),
    callbacks: new CallbackService(db),
    newsletter: new NewsletterService(db),
    visitLogs: new VisitLogService(db),
    otpGuesses: otpGuessLimits(db, app.otpCounters, config.otpGuessLimits),
    catalog: new CatalogService(db.read),
    reference: new ReferenceService(db.read),
    redis,
  };

  app.register(cookie, { secret: config.secret });
  app.register(securityPlugin, { config, redis });
  app.register(csrfPlugin, { config });
  app.register(releaseBeaconRoutes, {
    db,
    perIpPerMinute: Number(env.RELEASE_BEACON_PER_IP_PER_MINUTE) || 30,
    tokenSecret: env.RELEASE_BEACON_SECRET || undefined,
  });
  for (const routes of [
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
  ])
    app.register(routes, deps);

  // Lead notifications leave the outbox after commit; the sweep routes what is queued and due that the api did not
  // route right away (a company-page enquiry whose steps never came, the api stopped, or routing failed).
  let sender: NotificationSender | undefined;
  let routingSweep: RoutingSweep | undefined;
  if (options.leadSender !== false) {
    const deliver = createDelivery({
      mail,
      sms,
      webhook: createWebhookDelivery(config.env === 'production'),
      outboxAllowed: config.env !== 'production',
      log: (msg) => app.log.warn(msg),
    });
    const concurrency = db.kind === 'postgres' ? leadSettings.senderConcurrency : 1;
    app.addHook('onReady', async () => {
      sender = startNotificationSender({
        db,
        deliver,
        intervalMs: leadSettings.senderIntervalMs,
        batch: leadSettings.senderBatch,
        concurrency,
        onError: (err) => app.log.warn({ err }, 'lead notifications'),
      });
      routingSweep = startRoutingSweep({
        db,
        intervalMs: leadSettings.routingSweepMs,
        graceSeconds: leadSettings.routingGraceSeconds,
        batch: leadSettings.senderBatch,
        settings: leadSettings,
        onError: (err) => app.log.warn({ err }, 'lead routing sweep'),
      });
    });
    app.addHook('onClose', async () => void (await Promise.all([sender?.stop(), routingSweep?.stop()])));
  }

  // Catalog changes reach the search index from the outbox, written with the algoliasearch client after each commit.
  if (config.search && options.indexSender !== false)
    app.register(indexSenderPlugin, { db, target: config.search, ...options.indexSenderOptions });

  // Idempotency keys live at least 24 hours: drop the old ones now and then.
  const purge = () =>
    new IdempotencyRepository(db).purge().catch((error) => app.log.warn({ err: error }, 'idempotency purge failed'));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
