import { TRACE_SAMPLE_RATE_PRODUCTION } from './constants';
import { errorReportingSettings, traceSampleRate, TRACE_SAMPLE_RATE_DEVELOPMENT } from './error-reporting';
import { siteSettingsSchema } from './site-settings';
import { localSiteSettings } from './local-sites';

describe('traceSampleRate', () => {
  it('samples 0.1 of traces in production (spec §9)', () => {
    expect(TRACE_SAMPLE_RATE_PRODUCTION).toBe(0.1);
    expect(traceSampleRate('production')).toBe(0.1);
  });

  it('traces everything in development, tests and when no environment is named', () => {
    expect(TRACE_SAMPLE_RATE_DEVELOPMENT).toBe(1);
    expect(traceSampleRate('development')).toBe(1);
    expect(traceSampleRate('test')).toBe(1);
    expect(traceSampleRate(undefined)).toBe(1);
  });
});

describe('site settings: errorReporting', () => {
  const base = localSiteSettings('main');

  it('is optional: settings without it stay valid', () => {
    expect(siteSettingsSchema.parse(base).errorReporting).toBeUndefined();
  });

  it('accepts a DSN, environment and sample rate', () => {
    const errorReporting = {
      dsn: 'https://key@o1.ingest.sentry.io/1',
      environment: 'production',
      tracesSampleRate: 0.1,
    };
    expect(siteSettingsSchema.parse({ ...base, errorReporting }).errorReporting).toEqual(errorReporting);
  });

  it('rejects a sample rate outside 0..1 and an empty DSN', () => {
    expect(
      siteSettingsSchema.safeParse({
        ...base,
        errorReporting: { dsn: 'x', environment: 'production', tracesSampleRate: 2 },
      }).success,
    ).toBe(false);
    expect(
      siteSettingsSchema.safeParse({
        ...base,
        errorReporting: { dsn: '', environment: 'production', tracesSampleRate: 0.1 },
      }).success,
    ).toBe(false);
  });
});

describe('errorReportingSettings', () => {
  it('is undefined without a DSN', () => {
    expect(errorReportingSettings(undefined, 'production')).toBeUndefined();
    expect(errorReportingSettings(' ', 'production')).toBeUndefined();
  });

  it('picks the sample rate from the environment', () => {
    expect(errorReportingSettings('https://k@o1.ingest.sentry.io/1', 'production')).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'production',
      tracesSampleRate: 0.1,
    });
    expect(errorReportingSettings('https://k@o1.ingest.sentry.io/1')).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'development',
      tracesSampleRate: 1,
    });
  });
});
