import Fastify from 'fastify';
import { installErrorHandler } from '../plugins/errors';
import { errorReportingFromEnv, initErrorReporting, resetErrorReporting, type NodeSdk } from '.';

const DSN = 'https://public@o1.ingest.sentry.io/1';
const fakeSdk = () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  fastifyIntegration: jest.fn((options: unknown) => ({
    name: 'Fastify' as const,
    setupOnce: () => undefined,
    options,
  })),
});

afterEach(() => resetErrorReporting());

describe('errorReportingFromEnv', () => {
  it('is off without SENTRY_DSN (or with a blank one)', () => {
    expect(errorReportingFromEnv({ NODE_ENV: 'production' })).toBeUndefined();
    expect(errorReportingFromEnv({ NODE_ENV: 'production', SENTRY_DSN: '  ' })).toBeUndefined();
  });

  it('samples 0.1 of traces in production (spec §9) and 1.0 otherwise', () => {
    expect(errorReportingFromEnv({ SENTRY_DSN: DSN, NODE_ENV: 'production' })).toEqual({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0.1,
    });
    expect(errorReportingFromEnv({ SENTRY_DSN: DSN, NODE_ENV: 'development' })?.tracesSampleRate).toBe(1);
    expect(errorReportingFromEnv({ SENTRY_DSN: DSN, NODE_ENV: 'test' })?.tracesSampleRate).toBe(1);
    expect(errorReportingFromEnv({ SENTRY_DSN: DSN })).toEqual({
      dsn: DSN,
      environment: 'development',
      tracesSampleRate: 1,
    });
  });

  it('names the environment from SENTRY_ENVIRONMENT when set; the sample rate still follows NODE_ENV', () => {
    expect(errorReportingFromEnv({ SENTRY_DSN: DSN, NODE_ENV: 'production', SENTRY_ENVIRONMENT: 'staging' })).toEqual({
      dsn: DSN,
      environment: 'staging',
      tracesSampleRate: 0.1,
    });
  });
});

describe('initErrorReporting', () => {
  it('without a DSN loads no SDK and starts nothing', () => {
    const load = jest.fn(fakeSdk);
    expect(initErrorReporting({ NODE_ENV: 'production' }, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('with a DSN starts the SDK with the DSN, environment and sample rate', () => {
    const sdk = fakeSdk();
    expect(initErrorReporting({ SENTRY_DSN: DSN, NODE_ENV: 'production' }, () => sdk as unknown as NodeSdk)).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: DSN,
      environment: 'production',
      tracesSampleRate: 0.1,
      integrations: [expect.objectContaining({ name: 'Fastify' })],
    });
    // Errors are captured once, by the central handler (with the route), not also by the integration.
    const [{ shouldHandleError }] = sdk.fastifyIntegration.mock.calls[0] as [{ shouldHandleError: () => boolean }];
    expect(shouldHandleError()).toBe(false);
  });
});

describe('the central error handler', () => {
  async function appThatFails(error: Error & { statusCode?: number }) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/fails', async () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('reports a 5xx error with its route when error reporting is started, and answers as before', async () => {
    const sdk = fakeSdk();
    initErrorReporting({ SENTRY_DSN: DSN, NODE_ENV: 'production' }, () => sdk as unknown as NodeSdk);
    const error = new Error('kaboom');
    const app = await appThatFails(error);
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'unknown error' });
    expect(sdk.captureException).toHaveBeenCalledWith(error, { tags: { method: 'GET', route: '/fails' } });
    await app.close();
  });

  it('does not report client errors', async () => {
    const sdk = fakeSdk();
    initErrorReporting({ SENTRY_DSN: DSN }, () => sdk as unknown as NodeSdk);
    const app = await appThatFails(Object.assign(new Error('bad'), { statusCode: 400 }));
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(400);
    expect(sdk.captureException).not.toHaveBeenCalled();
    await app.close();
  });

  it('without a DSN sends nothing and answers the same 500', async () => {
    const load = jest.fn(fakeSdk);
    initErrorReporting({}, load);
    const app = await appThatFails(new Error('kaboom'));
    const response = await app.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'unknown error' });
    expect(load).not.toHaveBeenCalled();
    await app.close();
  });
});
