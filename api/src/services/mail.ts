import nodemailer, { type Transporter } from 'nodemailer';
import { EMAIL_PROVIDER_PRIORITY } from '@pharmasetu/shared-contracts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
export interface MailProvider {
  name: string;
  priority: number;
  send(message: MailMessage): Promise<void>;
}

/** A provider reached over SMTP with nodemailer (mailtrap, sendgrid and mailgun all speak SMTP). */
export function smtpProvider(name: string, priority: number, url: string, from: string): MailProvider {
  const transport: Transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    name,
    priority,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

const enc = encodeURIComponent;

/**
 * Providers configured by the environment, in spec §9 priority (mailtrap 1, sendgrid 2, mailgun 3). Each takes
 * `<NAME>_SMTP_URL` (smtp[s]://user:pass@host:port) or its usual credentials.
 */
export function mailProvidersFromEnv(env: NodeJS.ProcessEnv, from: string): MailProvider[] {
  const urls: Record<keyof typeof EMAIL_PROVIDER_PRIORITY, string | undefined> = {
    mailtrap:
      env.MAILTRAP_SMTP_URL ||
      (env.MAILTRAP_API_TOKEN ? `smtp://api:${enc(env.MAILTRAP_API_TOKEN)}@live.smtp.mailtrap.io:587` : undefined),
    sendgrid:
      env.SENDGRID_SMTP_URL ||
      (env.SENDGRID_API_KEY ? `smtp://apikey:${enc(env.SENDGRID_API_KEY)}@smtp.sendgrid.net:587` : undefined),
    mailgun:
      env.MAILGUN_SMTP_URL ||
      (env.MAILGUN_SMTP_LOGIN && env.MAILGUN_SMTP_PASSWORD
        ? `smtp://${enc(env.MAILGUN_SMTP_LOGIN)}:${enc(env.MAILGUN_SMTP_PASSWORD)}@smtp.mailgun.org:587`
        : undefined),
  };
  return (Object.keys(urls) as (keyof typeof urls)[])
    .filter((name) => urls[name])
    .map((name) => smtpProvider(name, EMAIL_PROVIDER_PRIORITY[name], urls[name]!, from));
}

/** Sends through the providers in priority order, trying the next when one fails. Returns the one that sent. */
export async function sendWithFailover(
  providers: MailProvider[],
  message: MailMessage,
  log?: (msg: string) => void,
): Promise<string> {
  const errors: unknown[] = [];
  for (const provider of [...providers].sort((a, b) => a.priority - b.priority)) {
    try {
      await provider.send(message);
      return provider.name;
    } catch (error) {
      errors.push(error);
      log?.(`mail provider ${provider.name} failed: ${(error as Error).message}`);
    }
  }
  throw new AggregateError(errors, 'every mail provider failed');
}
