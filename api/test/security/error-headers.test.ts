import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_CONFIG, useApp } from '../helpers/app';

/** A path that names itself, to see it is never echoed. */
const MARK = 'zz-echo-mark';
const HSTS = 'max-age=31536000; includeSubDomains';

/** Answers the router makes itself (a malformed URL), a 404, a 405 and a refused body: what each says and carries. */
async function refusals(app: FastifyInstance) {
  return Promise.all(
    [
      { url: `/%${MARK}` },
      { url: `/api/catalog/companies/%E0%A4%A${MARK}` },
      { url: `/${MARK}` },
      { url: `/api/const-data?${MARK}`, method: 'POST' as const },
      {
        url: `/web/footer/subscribe?${MARK}`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        payload: '{',
      },
    ].map((request) => app.inject(request)),
  );
}

/** The api's own refusals carry the security headers too, HSTS in production only, and never the request's path. */
describe('the api: security headers on its refusals', () => {
  const dev = useApp('pglite');
  const production = useApp('pglite', { config: { ...TEST_CONFIG, env: 'production' } });

  it('in production: every refusal carries HSTS (a year, every subdomain), nosniff and the policy', async () => {
    for (const answer of await refusals(production.app)) {
      expect([answer.statusCode >= 400, answer.body.includes(MARK)]).toEqual([true, false]);
      expect(answer.headers).toMatchObject({
        'strict-transport-security': HSTS,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'x-frame-options': 'SAMEORIGIN',
      });
    }
    const bad = await production.app.inject(`/%${MARK}`);
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'Invalid URL' }]);
  });

  it('outside production: the same headers without HSTS (a browser would keep it for localhost)', async () => {
    for (const answer of await refusals(dev.app)) {
      expect(answer.body).not.toContain(MARK);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await dev.app.inject('/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it("what Node's parser refuses carries nosniff and the policy, and nothing of what was sent", async () => {
    const address = await dev.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(address).port), '127.0.0.1', () =>
        socket.end(`GET /${MARK} HTTP/1.1\r\nHost: x\r\nBad Header ${MARK}\r\n\r\n`),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('X-Content-Type-Options: nosniff\r\n');
    expect(raw).toContain("Content-Security-Policy: default-src 'none';frame-ancestors 'none'\r\n");
    expect(raw).not.toContain(MARK);
  });
});
