import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { leadSettingsFromEnv, type LeadSettings } from '../../src/seller-leads/settings';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_CONFIG: Partial<AppConfig> = {
  env: 'test',
  secret: 'test-secret-0123456789',
  // Registrations per IP off too: test/security/registration-abuse.test.ts sets the real one.
  rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000, registrationsPerIpPerHour: 1_000_000 },
  // Off here (tests send many codes from one address); test/security/otp-pumping.test.ts sets real ones.
  otpSendLimits: {
    resendSeconds: 0,
    perSessionPerHour: 1_000_000,
    distinctNumbersPerSessionPerHour: 1_000_000,
    perIpPerHour: 1_000_000,
    distinctNumbersPerIpPerHour: 1_000_000,
  },
  // Per number as in production (5 wrong codes lock it); per IP off, as above (test/security/otp-guessing.test.ts sets it).
  otpGuessLimits: { perIp: 1_000_000, windowSeconds: 3600, lockSeconds: 600 },
  devOutbox: true,
};

/** The lead settings of an app that startApp builds (its env is empty unless a test gives one). */
export const TEST_LEAD_SETTINGS: LeadSettings = { ...leadSettingsFromEnv({}), linkSecret: TEST_CONFIG.secret! };

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
}

export type StartOptions = Partial<BuildAppOptions> & { poolMax?: number };

export async function startApp(kind: DatabaseKind, options: StartOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, { poolMax: options.poolMax });
  const app = buildApp({
    env: {},
    mail: [],
    ...options,
    db: database.db,
    config: { ...TEST_CONFIG, ...options.config },
  });
  await app.ready();
  return {
    ...database,
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The app of a describe block, read inside its tests and hooks. */
export interface AppInTest {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** One browser-like visitor, made when the app starts and shared by the block's tests. */
  readonly visitor: Visitor;
}

/**
 * The set-up every api test file shares: the app on a database of its own (PGlite from the run's template, or a
 * schema on the PostgreSQL server), started in the enclosing block's beforeAll and closed in its afterAll. Hooks
 * declared after the call run once the app is up. Options that need an earlier hook's work are given as a function.
 */
export function useApp(kind: DatabaseKind, options: StartOptions | (() => StartOptions) = {}): AppInTest {
  let started: { test: TestApp; visitor: Visitor } | undefined;
  beforeAll(async () => {
    const test = await startApp(kind, typeof options === 'function' ? options() : options);
    started = { test, visitor: new Visitor(test.app) };
  });
  afterAll(() => started?.test.close());
  const current = () => {
    if (!started) throw new Error('useApp: the app starts in beforeAll; read it inside a test or a hook');
    return started;
  };
  return {
    get app() {
      return current().test.app;
    },
    get db() {
      return current().test.db;
    },
    get visitor() {
      return current().visitor;
    },
  };
}

/** A browser-like visitor: keeps cookies, echoes the CSRF cookie in X-XSRF-TOKEN on POST. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly origin = 'http://localhost:3000',
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { url: string }) {
    const response = await this.app.inject({
      ...options,
      headers: { origin: this.origin, cookie: this.cookieHeader(), ...(options.headers ?? {}) },
    });
    for (const c of response.cookies as { name: string; value: string }[]) this.cookies.set(c.name, c.value);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  /** POSTs JSON with the CSRF header (fetching the cookie first, as the browser client does). */
  async post(url: string, body: unknown, headers: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/csrf');
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')!, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}

/** A fresh visitor at `ip` (its own session and cookies): a function that POSTs JSON with its CSRF token, as the browser does. */
export async function visitorAt(app: FastifyInstance, ip: string, origin = 'http://localhost:3000') {
  const visitor = new Visitor(app, origin);
  await visitor.request({ method: 'GET', url: '/csrf', remoteAddress: ip });
  return (url: string, body: unknown) =>
    visitor.request({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')! },
      payload: JSON.stringify(body),
    });
}

export const validEnquiry = (mobile = '9876543210', extra: Record<string, unknown> = {}) => ({
  service_type: 'PCD Pharma Franchise',
  mobile,
  country_code: 'IN',
  isd_code: '91',
  message: 'Looking for a PCD franchise for paracetamol and cefixime',
  source: 'Website',
  ...extra,
});

/** A quick call-back enquiry (POST /api/post-quick-enquiry) that passes validation. */
export const validCallback = (phone_number = '9876543210', extra: Record<string, unknown> = {}) => ({
  name: 'Anita',
  email: 'anita@example.com',
  phone_number,
  type: 'PCD Pharma Franchise',
  country_code: 'IN',
  isd_code: '91',
  ...extra,
});
