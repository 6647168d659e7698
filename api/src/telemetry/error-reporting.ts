import { traceSampleRate } from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';

/** The part of Sentry's node SDK the api uses (a type only: the SDK is loaded only when a DSN is set). */
export type NodeSdk = Pick<typeof import('@sentry/node'), 'init' | 'captureException' | 'fastifyIntegration'>;

export interface ErrorReportingOptions {
  dsn: string;
  environment: string;
  /** 0.1 in production (spec §9), 1.0 otherwise. */
  tracesSampleRate: number;
}

/**
 * Error reporting and request tracing from the environment: SENTRY_DSN (unset → none: errors stay in the
 * log, nothing is sent), SENTRY_ENVIRONMENT (default NODE_ENV, else 'development'); the trace sample rate
 * follows NODE_ENV.
 */
export function errorReportingFromEnv(env: NodeJS.ProcessEnv = process.env): ErrorReportingOptions | undefined {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  return {
    dsn,
    environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'development',
    tracesSampleRate: traceSampleRate(env.NODE_ENV),
  };
}

let sdk: NodeSdk | undefined;

// Synchronous on purpose: Sentry must start before the app is imported, and only when SENTRY_DSN is set.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy, synchronous load (see above)
const requireSdk = (): NodeSdk => require('@sentry/node') as NodeSdk;

/**
 * Starts Sentry when SENTRY_DSN is set; otherwise loads nothing and changes nothing. Run before the app is
 * imported (see ./instrument) so that its request tracing sees the http server. Returns whether it started.
 */
export function initErrorReporting(env: NodeJS.ProcessEnv = process.env, load: () => NodeSdk = requireSdk): boolean {
  const options = errorReportingFromEnv(env);
  if (!options) return false;
  sdk = load();
  sdk.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    // The Fastify integration traces every request but captures no errors itself: the central error
    // handler (plugins/errors.ts) decides what is a server error and reports it with its route, once.
    integrations: [sdk.fastifyIntegration({ shouldHandleError: () => false })],
  });
  return true;
}

/** Sends a server error (5xx) when error reporting is started; a no-op otherwise (the log has it anyway). */
export function reportServerError(error: unknown, request?: FastifyRequest): void {
  if (!sdk) return;
  const tags: Record<string, string> = {};
  if (request) {
    tags.method = request.method;
    tags.route = request.routeOptions?.url ?? 'unknown';
  }
  sdk.captureException(error, { tags });
}

/** Tests only: forget the started SDK. */
export function resetErrorReporting(): void {
  sdk = undefined;
}
