import { signPageLoadToken } from '../src/lib/page-load-token';
import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

// Release beacons are public: anyone can post one. Each refusal is performed against the real api and
// database, and checked to have stored nothing.
describe.each(DATABASES)('release beacons (%s)', (kind) => {
  const t = useApp(kind, { env: { RELEASE_BEACON_PER_IP_PER_MINUTE: '40' }, poolMax: 2 });

  let n = 0;
  const pageId = () => `page-${kind}-${String(++n).padStart(12, '0')}`;
  // As navigator.sendBeacon sends a string: text/plain, no cookie, no CSRF header, from the site's origin.
  const send = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/release-beacon',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:3000' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const beacon = (page: string, failed = false, version = '1.1.0', remote = 'remote_footer') => ({
    page,
    site: 'main',
    remotes: [{ remote, version, failed }],
  });
  const rows = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM release_beacons')).rows[0]!.n);
  const stats = async (remote = 'remote_footer') =>
    (await t.app.inject({ method: 'GET', url: `/api/release-beacon/stats?site=main&remote=${remote}` })).json();

  it('counts a page load once per remote, and a failure once, however often the beacon comes', async () => {
    const page = pageId();
    expect((await send(beacon(page))).statusCode).toBe(204);
    expect((await send(beacon(page))).statusCode).toBe(204);
    expect((await send(beacon(page, true))).statusCode).toBe(204);
    expect((await send(beacon(page, true))).statusCode).toBe(204);
    expect((await send(beacon(pageId(), false, '1.0.0'))).statusCode).toBe(204);
    expect(await stats()).toEqual({
      site: 'main',
      remote: 'remote_footer',
      since: expect.any(String),
      versions: expect.arrayContaining([
        { version: '1.1.0', loads: 1, failures: 1 },
        { version: '1.0.0', loads: 1, failures: 0 },
      ]),
    });
  });

  it('lets no later beacon move a recorded page load to another version or site', async () => {
    const page = pageId();
    await send(beacon(page, false, '1.2.0'));
    expect((await send(beacon(page, true, '1.3.0'))).statusCode).toBe(204);
    expect((await send({ ...beacon(page, true, '1.2.0'), site: 'molecule' })).statusCode).toBe(204);
    const versions = (await stats()).versions as { version: string }[];
    expect(versions).toContainEqual({ version: '1.2.0', loads: 1, failures: 0 });
    expect(versions.map((v) => v.version)).not.toContain('1.3.0');
  });

  it.each([
    ['not JSON', '{"page":', 'Request body is not valid JSON'],
    ['an unknown site', { ...beacon('p'.repeat(20)), site: 'mars' }, 'unknown site'],
    ['an unknown remote', beacon('p'.repeat(20), true, '1.0.0', 'remote_chat'), 'unknown remote'],
    ['a version that is not a release', beacon('p'.repeat(20), true, '../../etc'), 'version is not a release version'],
    ['a short page id', beacon('short'), 'page must be a page-load id'],
    ['a page id with odd characters', beacon('<script>alert(1)</script>xx'), 'page must be a page-load id'],
    ['extra fields', { ...beacon('p'.repeat(20)), weight: 1000 }, 'a beacon is {page, site, remotes}'],
    [
      'one remote twice',
      { page: 'p'.repeat(20), site: 'main', remotes: [beacon('x').remotes[0], beacon('x').remotes[0]] },
      'each remote once',
    ],
  ])('refuses %s, storing nothing', async (_name, body, error) => {
    const before = await rows();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await rows()).toBe(before);
  });

  it('refuses a body over 2 KB, storing nothing', async () => {
    const before = await rows();
    const response = await send({ ...beacon(pageId()), padding: 'x'.repeat(3000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
    expect(await rows()).toBe(before);
  });

  it('caps the beacons one IP may send (forged page loads or failures), storing nothing past the cap', async () => {
    const ip = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 45; i++) answers.push((await send(beacon(pageId(), true, '6.6.6'), ip)).statusCode);
    expect(answers.filter((s) => s === 204)).toHaveLength(40);
    expect(answers.slice(40)).toEqual([429, 429, 429, 429, 429]);
    const forged = ((await stats()).versions as { version: string; loads: number }[]).find(
      (v) => v.version === '6.6.6',
    );
    expect(forged).toEqual({ version: '6.6.6', loads: 40, failures: 40 });
    // another visitor is not held back
    expect((await send(beacon(pageId()), '10.0.0.2')).statusCode).toBe(204);
  });

  it('answers counts only for known sites and remotes, over at most the last 24 hours', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/release-beacon/stats?${query}` });
    expect((await get('site=mars&remote=remote_footer')).json()).toEqual({ error: 'unknown site' });
    expect((await get('site=main&remote=remote_chat')).json()).toEqual({ error: 'unknown remote' });
    expect((await get('site=main&remote=remote_footer&since=yesterday')).json()).toEqual({
      error: 'since must be an ISO time',
    });
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    expect((await get(`site=main&remote=remote_footer&since=${old}`)).json()).toEqual({
      error: 'since must be within the last 24 hours',
    });
    expect(
      (await get(`site=main&remote=remote_footer&since=${new Date(Date.now() - 60_000).toISOString()}`)).statusCode,
    ).toBe(200);
  });
});

describe.each(DATABASES)('release beacons with page-load tokens (%s)', (kind) => {
  const SECRET = 'beacon-secret-for-tests';
  const t = useApp(kind, { env: { RELEASE_BEACON_SECRET: SECRET }, poolMax: 2 });
  const LIVE = { remote_footer: '1.0.0', remote_search: '2.0.0' };

  const send = (page: string, versions: Record<string, string> = LIVE, failed = true, site = 'main') =>
    t.app.inject({
      method: 'POST',
      url: '/api/release-beacon',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        page,
        site,
        remotes: Object.entries(versions).map(([remote, version]) => ({ remote, version, failed })),
      }),
    });
  const rows = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM release_beacons')).rows[0]!.n);

  it('counts a beacon for the versions its token was signed for, once however often it is sent', async () => {
    const token = signPageLoadToken(SECRET, 'main', LIVE);
    expect((await send(token, LIVE, false)).statusCode).toBe(204);
    expect((await send(token, { remote_search: '2.0.0', remote_footer: '1.0.0' })).statusCode).toBe(204);
    expect((await send(token)).statusCode).toBe(204);
    expect(await rows()).toBe(2);
    const footer = await t.app.inject({
      method: 'GET',
      url: '/api/release-beacon/stats?site=main&remote=remote_footer',
    });
    expect(footer.json().versions).toEqual([{ version: '1.0.0', loads: 1, failures: 1 }]);
  });

  it.each([
    ['a made-up page id', () => 'page-0000000000000000', LIVE],
    ['a token signed with another secret', () => signPageLoadToken('another-secret', 'main', LIVE), LIVE],
    ['a token of another site', () => signPageLoadToken(SECRET, 'molecule', LIVE), LIVE],
    ['an expired token', () => signPageLoadToken(SECRET, 'main', LIVE, Date.now() - 2 * 3_600_000), LIVE],
    [
      'an altered token',
      () => signPageLoadToken(SECRET, 'main', LIVE).replace(/\.[0-9a-f]{16}\./, '.0123456789abcdef.'),
      LIVE,
    ],
    // A page served the live footer claims the canary failed (to end a healthy canary), or the reverse.
    [
      'another version than the page was served',
      () => signPageLoadToken(SECRET, 'main', LIVE),
      { ...LIVE, remote_footer: '1.1.0' },
    ],
    ['a remote the page was not served', () => signPageLoadToken(SECRET, 'main', { remote_footer: '1.0.0' }), LIVE],
    [
      'fewer remotes than the page was served',
      () => signPageLoadToken(SECRET, 'main', LIVE),
      { remote_footer: '1.0.0' },
    ],
  ])('refuses %s, storing nothing', async (_name, token, versions) => {
    const before = await rows();
    const response = await send(token(), versions);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'page-load token is not valid for this site and these versions' });
    expect(await rows()).toBe(before);
  });
});
