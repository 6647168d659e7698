import { TRACE_SAMPLE_RATE_PRODUCTION } from './constants';
import type { SiteSettings } from './site-settings';

/** Development (and tests) trace every request; production samples (spec §9). */
export const TRACE_SAMPLE_RATE_DEVELOPMENT = 1.0;

/** The trace sample rate for an environment name: 0.1 in production (spec §9), 1.0 anywhere else. */
export function traceSampleRate(environment: string | undefined): number {
  return environment === 'production' ? TRACE_SAMPLE_RATE_PRODUCTION : TRACE_SAMPLE_RATE_DEVELOPMENT;
}

/**
 * A site's `errorReporting` settings from a DSN and an environment name, or undefined without a DSN
 * (then the shell logs errors locally, sends nothing and loads no SDK).
 */
export function errorReportingSettings(
  dsn: string | undefined,
  environment = 'development',
): SiteSettings['errorReporting'] {
  const trimmed = dsn?.trim();
  return trimmed ? { dsn: trimmed, environment, tracesSampleRate: traceSampleRate(environment) } : undefined;
}
