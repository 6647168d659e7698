import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { leadsRouted, notificationsSent, otpsSent } from './metrics';

/**
 * One log line per business event (an OTP sent, an enquiry verified, a lead routed, a notification sent or
 * failed), written with the logger of the request that caused it (so with its request id) or, for the
 * background sender and sweep, with the app's own.
 */
const requestLogger = new AsyncLocalStorage<FastifyBaseLogger>();
let appLogger: FastifyBaseLogger | undefined;

/** The app's logger, for events outside any request. */
export const setEventLogger = (logger: FastifyBaseLogger) => void (appLogger = logger);

/** Runs `next` (the rest of a request) with the request's logger as the events' logger. */
export const withRequestLogger = (logger: FastifyBaseLogger, next: () => void) => requestLogger.run(logger, next);

type BusinessEvent =
  | 'otp sent'
  | 'otp send failed'
  | 'sms budget tripped'
  | 'enquiry verified'
  | 'lead routed'
  | 'notification sent'
  | 'notification failed';

export function businessEvent(
  event: BusinessEvent,
  fields: Record<string, unknown>,
  message: string,
  level: 'info' | 'warn' = 'info',
): void {
  const logger = requestLogger.getStore() ?? appLogger;
  logger?.[level]({ event, ...fields }, message);
  // the same events, counted for Prometheus
  if (event === 'otp sent' || event === 'otp send failed')
    otpsSent().inc({ channel: String(fields.channel), result: event === 'otp sent' ? 'sent' : 'failed' });
  else if (event === 'lead routed') leadsRouted().inc({ outcome: String(fields.outcome) });
  else if (event === 'notification sent' || event === 'notification failed')
    notificationsSent().inc({ result: event === 'notification sent' ? 'sent' : 'failed' });
}
