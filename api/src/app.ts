import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { configFromEnv, type AppConfig } from './config';
import type { Database } from './db/database';
import { csrfPlugin } from './plugins/csrf';
import { installErrorHandler } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { installZodValidation } from './plugins/validation';
import { IdempotencyRepository } from './repositories/idempotency';
import { Outbox } from './repositories/outbox';
import { ReferenceRepository } from './repositories/reference';
import type { RouteDeps } from './routes/context';
import { enquiryRoutes } from './routes/enquiry';
import { leadRoutes } from './routes/leads';
import { otpRoutes } from './routes/otp';
import { referenceRoutes } from './routes/reference';
import { systemRoutes } from './routes/system';
import { catalogRoutes } from './routes/catalog';
import { devEnquiryRoutes } from './routes/dev-enquiries';
import { registrationRoutes } from './routes/registration';
import { EnquiryService } from './services/enquiries';
import { LeadService } from './services/leads';
import { mailProvidersFromEnv, type MailProvider } from './services/mail';
import { createNotifier } from './services/notifier';
import { OtpService } from './services/otp';
import { webhookSmsProvider, type SmsProvider } from './services/sms';

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
    bodyLimit: 64 * 1024,
    trustProxy: env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', db);
  app.decorate('appConfig', config);
  installZodValidation(app);
  installErrorHandler(app);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
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

  const outbox = new Outbox(db);
  const notifier = createNotifier({
    mail: options.mail ?? mailProvidersFromEnv(env, config.mailFrom),
    sms: options.sms ?? (config.smsWebhookUrl ? webhookSmsProvider(config.smsWebhookUrl) : undefined),
    outbox,
    outboxAllowed: config.env !== 'production',
    log: (msg) => app.log.warn(msg),
  });
  const deps: RouteDeps = {
    config,
    db,
    outbox,
    enquiries: new EnquiryService(db),
    otp: new OtpService(db, notifier, config.secret),
    leads: new LeadService(db),
    reference: new ReferenceRepository(db.read),
  };

  app.register(cookie, { secret: config.secret });
  app.register(securityPlugin, { config, redis });
  app.register(csrfPlugin, { config });
  for (const routes of [systemRoutes, referenceRoutes, enquiryRoutes, otpRoutes, leadRoutes, catalogRoutes, registrationRoutes, devEnquiryRoutes]) app.register(routes, deps);

  // Idempotency keys live at least 24 hours: drop the old ones now and then.
  const purge = () => new IdempotencyRepository(db).purge().catch((error) => app.log.warn({ err: error }, 'idempotency purge failed'));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return app;
}
