import { TEST_CONFIG, useApp } from '../helpers/app';

// The site servers render every visitor's page from one address: with the shared token their calls are not
// counted against that address's per-IP limit. A caller without it (or with a wrong one) still is.
describe('the per-IP limit and the site servers (pglite)', () => {
  const TOKEN = 'site-server-token-for-tests-0123';
  const t = useApp('pglite', {
    config: { rateLimits: { ...TEST_CONFIG.rateLimits!, perIpPerMinute: 3 }, siteServerToken: TOKEN },
  });
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/catalog/categories', headers, remoteAddress: '10.1.2.3' });

  it('renders with the token are never refused', async () => {
    for (let i = 0; i < 6; i++) expect((await get({ 'x-site-server-token': TOKEN })).statusCode).toBe(200);
  });

  it('a forged token counts like any other caller: the fourth call in a minute is a 429 with {error}', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get({ 'x-site-server-token': `${TOKEN.slice(0, -1)}x` })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });
});
