import type { Outbox } from '../repositories/outbox';
import { sendWithFailover, type MailMessage, type MailProvider } from './mail';
import type { SmsMessage, SmsProvider } from './sms';

export interface Notifier {
  sms(message: SmsMessage): Promise<void>;
  email(message: MailMessage): Promise<void>;
}

/**
 * SMS and e-mail through the configured providers; with none configured for a channel, messages go to the
 * development outbox (only when it is allowed: never in production, where that is a send failure).
 */
export function createNotifier(deps: {
  mail: MailProvider[];
  sms?: SmsProvider;
  outbox: Outbox;
  outboxAllowed: boolean;
  log?: (msg: string) => void;
}): Notifier {
  const noProvider = (channel: string) => new Error(`no ${channel} provider configured`);
  return {
    async sms(message) {
      if (deps.sms) return deps.sms.send(message);
      if (!deps.outboxAllowed) throw noProvider('SMS');
      await deps.outbox.record('sms', message.to, null, message.text);
    },
    async email(message) {
      if (deps.mail.length > 0) return void (await sendWithFailover(deps.mail, message, deps.log));
      if (!deps.outboxAllowed) throw noProvider('e-mail');
      await deps.outbox.record('email', message.to, message.subject, message.text);
    },
  };
}
