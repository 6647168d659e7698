import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { MailProvider } from '../services/mail';
import type { SmsProvider } from '../services/sms';
import { createWebhookDelivery } from '../seller-api/webhook-delivery';
import { createDelivery } from './notification-delivery';
import { startNotificationSender, type NotificationSender } from './notification-sender';
import { startRoutingSweep, type RoutingSweep } from './routing-sweep';
import type { LeadSettings } from './settings';

export interface LeadWorkersOptions {
  db: Database;
  mail: MailProvider[];
  sms?: SmsProvider;
  production: boolean;
  settings: LeadSettings;
}

/**
 * The sellers' two background workers, started when the app is ready and stopped when it closes: the sender takes
 * lead notifications out of the outbox after commit, and the sweep routes what is queued and due that the api did
 * not route right away (a company-page enquiry whose steps never came, the api stopped, or routing failed).
 */
async function plugin(app: FastifyInstance, { db, mail, sms, production, settings }: LeadWorkersOptions) {
  const deliver = createDelivery({
    mail,
    sms,
    webhook: createWebhookDelivery(production),
    outboxAllowed: !production,
    log: (msg) => app.log.warn(msg),
  });
  let sender: NotificationSender | undefined;
  let sweep: RoutingSweep | undefined;
  app.addHook('onReady', async () => {
    sender = startNotificationSender({
      db,
      deliver,
      intervalMs: settings.senderIntervalMs,
      batch: settings.senderBatch,
      // PGlite is one connection: a second sender would only queue behind the first.
      concurrency: db.kind === 'postgres' ? settings.senderConcurrency : 1,
      onError: (err) => app.log.warn({ err }, 'lead notifications'),
    });
    sweep = startRoutingSweep({
      db,
      intervalMs: settings.routingSweepMs,
      graceSeconds: settings.routingGraceSeconds,
      batch: settings.senderBatch,
      settings,
      onError: (err) => app.log.warn({ err }, 'lead routing sweep'),
    });
  });
  app.addHook('onClose', async () => void (await Promise.all([sender?.stop(), sweep?.stop()])));
}

export const leadWorkersPlugin = fp(plugin, { name: 'lead-workers' });
