import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_CONFIG: Partial<AppConfig> = {
  env: 'test',
  secret: 'test-secret-0123456789',
  rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000 },
  // Off here (tests send many codes from one address); test/security/otp-pumping.test.ts sets real ones.
  otpSendLimits: { resendSeconds: 0, perSessionPerHour: 1_000_000, distinctNumbersPerSessionPerHour: 1_000_000, perIpPerHour: 1_000_000, distinctNumbersPerIpPerHour: 1_000_000 },
  devOutbox: true,
};

export interface TestApp extends TestDatabase { app: FastifyInstance; close(): Promise<void> }

export async function startApp(kind: DatabaseKind, options: Partial<BuildAppOptions> & { poolMax?: number } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, { poolMax: options.poolMax });
  const app = buildApp({ env: {}, mail: [], ...options, db: database.db, config: { ...TEST_CONFIG, ...options.config } });
  await app.ready();
  return { ...database, app, close: async () => { await app.close(); await database.drop(); } };
}

/** A browser-like visitor: keeps cookies, echoes the CSRF cookie in X-XSRF-TOKEN on POST. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance, readonly origin = 'http://localhost:3000') {}

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

export const validEnquiry = (mobile = '9876543210', extra: Record<string, unknown> = {}) => ({
  service_type: 'PCD Pharma Franchise',
  mobile,
  country_code: 'IN',
  isd_code: '91',
  message: 'Looking for a PCD franchise for paracetamol and cefixime',
  source: 'Website',
  ...extra,
});
