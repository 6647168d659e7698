import type { Queryable } from '../db/database';
import { LeadNotificationsRepository, type LeadNotification } from '../repositories/lead-notifications';
import { sendWithFailover, type MailProvider } from '../services/mail';
import type { SmsProvider } from '../services/sms';

/** Sends one outbox row; answers who took it. `tx` is the claim's transaction (the dev outbox writes in it). */
export type Deliver = (row: LeadNotification, tx: Queryable, signal: AbortSignal) => Promise<string>;

/**
 * Through the configured providers (e-mail: mailtrap → sendgrid → mailgun with failover; SMS: the gateway). A
 * channel with no provider goes to the development outbox when that is allowed, once per notification (its id is
 * unique there), in the claim's transaction; in production that is a failure, retried later.
 */
export function createDelivery(deps: {
  mail: MailProvider[];
  sms?: SmsProvider;
  /** The companies' webhooks (seller-api/webhook-delivery.ts); without it a webhook call fails and is retried. */
  webhook?: Deliver;
  outboxAllowed: boolean;
  log?: (msg: string) => void;
}): Deliver {
  const devOutbox = async (row: LeadNotification, tx: Queryable) => {
    if (!deps.outboxAllowed) throw new Error(`no ${row.channel === 'sms' ? 'SMS' : 'e-mail'} provider configured`);
    await new LeadNotificationsRepository(tx).copyToDevOutbox(row);
    return 'dev-outbox';
  };
  return async (row, tx, signal) => {
    signal.throwIfAborted();
    if (row.channel === 'webhook') {
      if (!deps.webhook) throw new Error('no webhook sender configured');
      return deps.webhook(row, tx, signal);
    }
    if (row.channel === 'sms') {
      if (!deps.sms) return devOutbox(row, tx);
      await deps.sms.send({ to: row.to_address, text: row.body });
      return deps.sms.name;
    }
    if (deps.mail.length === 0) return devOutbox(row, tx);
    return sendWithFailover(deps.mail, { to: row.to_address, subject: row.subject ?? '', text: row.body }, deps.log);
  };
}
