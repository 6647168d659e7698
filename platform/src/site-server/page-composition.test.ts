import { composePage, preloadLinks, remoteResolver, type RemoteResolver } from './page-composition';

const live = (url: string, version: string) => ({ url, metadata: { version }, deployment: { default: true } });
const manifest = {
  microFrontends: {
    remote_search: [
      live('http://localhost:3001/1.0.0/mf-manifest.json', '1.0.0'),
      {
        url: 'http://localhost:3001/2.0.0/mf-manifest.json',
        metadata: { version: '2.0.0' },
        deployment: { traffic: 10 },
      },
    ],
    remote_footer: [live('/remotes/footer/1.0.0/mf-manifest.json', '1.0.0')],
    remote_enquiry: [live('http://localhost:3002/1.0.0/mf-manifest.json', '1.0.0')],
    remote_chat: [live('http://localhost:3009/1/mf-manifest.json', '1')],
  },
};
const resolved = (url: string, exposes: Record<string, string[]> = {}) => ({
  entry: url.replace('mf-manifest.json', 'remoteEntry.js'),
  exposes,
});
const resolver = (down: string[] = []): jest.MockedFunction<RemoteResolver> =>
  jest.fn(async (url: string) =>
    down.some((d) => url.startsWith(d))
      ? undefined
      : resolved(url, {
          SearchBox: [url.replace('mf-manifest.json', 'box.1.js')],
          Footer: [url.replace('mf-manifest.json', 'footer.1.js')],
        }),
  );

describe('composePage', () => {
  it('inlines the versions picked for the bucket, what is wrong with the manifest and each remoteEntry', async () => {
    const resolve = resolver();
    const { inline } = await composePage(
      JSON.stringify(manifest),
      'http://localhost:3000/site-manifest.json',
      5,
      resolve,
    );
    expect(inline!.remotes).toEqual({
      remote_search: { version: '2.0.0', url: 'http://localhost:3001/2.0.0/mf-manifest.json' },
      remote_footer: { version: '1.0.0', url: 'http://localhost:3000/remotes/footer/1.0.0/mf-manifest.json' },
      remote_enquiry: { version: '1.0.0', url: 'http://localhost:3002/1.0.0/mf-manifest.json' },
    });
    expect(inline!.errors).toEqual([expect.stringContaining('unknown remote "remote_chat"')]);
    expect(inline!.entries).toEqual({
      'http://localhost:3001/2.0.0/mf-manifest.json': 'http://localhost:3001/2.0.0/remoteEntry.js',
      'http://localhost:3000/remotes/footer/1.0.0/mf-manifest.json':
        'http://localhost:3000/remotes/footer/1.0.0/remoteEntry.js',
      'http://localhost:3002/1.0.0/mf-manifest.json': 'http://localhost:3002/1.0.0/remoteEntry.js',
    });
    // The unknown remote is not fetched; the shell logs the error the page carries.
    expect(resolve).not.toHaveBeenCalledWith('http://localhost:3009/1/mf-manifest.json');
  });

  it('gives a bucket outside the canary the live version', async () => {
    const { inline } = await composePage(
      JSON.stringify(manifest),
      'http://localhost:3000/site-manifest.json',
      50,
      resolver(),
    );
    expect(Object.keys(inline!.entries)).toContain('http://localhost:3001/1.0.0/mf-manifest.json');
  });

  it('leaves a remote whose mf-manifest.json cannot be read to the browser', async () => {
    const { inline } = await composePage(
      JSON.stringify(manifest),
      'http://localhost:3000/site-manifest.json',
      50,
      resolver(['http://localhost:3001']),
    );
    expect(Object.keys(inline!.entries)).not.toContain('http://localhost:3001/1.0.0/mf-manifest.json');
    expect(inline!.remotes.remote_search).toEqual({
      version: '1.0.0',
      url: 'http://localhost:3001/1.0.0/mf-manifest.json',
    });
  });

  it.each([
    ['missing', undefined],
    ['unreadable', '{"microFrontends": {'],
  ])('inlines nothing for a %s manifest (the shell fetches it and says what is wrong)', async (_, text) => {
    expect(await composePage(text, 'http://localhost:3000/site-manifest.json', 1, resolver())).toEqual({});
  });
});

describe('remoteResolver', () => {
  const mf = {
    metaData: { name: 'remote_footer', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [],
  };
  const ok = () => ({ ok: true, status: 200, json: async () => mf }) as unknown as Response;

  it('reads a released manifest once and keeps it', async () => {
    const fetchImpl = jest.fn(async () => ok());
    const resolve = remoteResolver({ fetchImpl: fetchImpl as unknown as typeof fetch });
    const url = 'http://localhost:3003/1.0.0/mf-manifest.json';
    const [a, b] = await Promise.all([resolve(url), resolve(url)]);
    await resolve(url);
    expect(a).toEqual({ entry: 'http://localhost:3003/1.0.0/remoteEntry.js', exposes: {} });
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure for a while, then asks again', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce({ ok: false, status: 404 })
      .mockResolvedValue(ok());
    const resolve = remoteResolver({ fetchImpl: fetchImpl as unknown as typeof fetch, retryAfterMs: 5000 });
    const url = 'http://localhost:3003/1.0.0/mf-manifest.json';
    expect(await resolve(url)).toBeUndefined();
    expect(await resolve(url)).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 5001;
    expect(await resolve(url)).toBeUndefined(); // HTTP 404
    now += 5001;
    expect((await resolve(url))?.entry).toBe('http://localhost:3003/1.0.0/remoteEntry.js');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    jest.restoreAllMocks();
  });
});

describe('preloadLinks', () => {
  it('writes one preload per script, and escapes addresses', () => {
    expect(preloadLinks([{ href: '/main.js' }, { href: '/a.js?a=1&b="2"' }])).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.js"><link rel="preload" as="script" fetchpriority="low" href="/a.js?a=1&amp;b=&quot;2&quot;">',
    );
  });
});
