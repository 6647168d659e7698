import { bucketFromCookies, resolveRemoteManifest, visitorBucketCookie } from './remote-entry';

const manifest = (metaData: object, exposes: unknown[] = []) => ({
  id: 'remote_search',
  name: 'remote_search',
  metaData,
  shared: [],
  remotes: [],
  exposes,
});
const entryMeta = (extra: object = {}) => ({
  name: 'remote_search',
  remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  publicPath: 'auto',
  ...extra,
});

describe('resolveRemoteManifest', () => {
  const url = 'http://localhost:3001/1.0.0-abc/mf-manifest.json';

  it("puts remoteEntry.js and an exposed module's first files in the manifest's own folder when publicPath is auto", () => {
    const exposes = [
      {
        id: 'remote_search:SearchBox',
        name: 'SearchBox',
        path: './SearchBox',
        assets: {
          js: { sync: ['204.f1.js', '__federation_expose_SearchBox.6f.js'], async: ['251.78.js'] },
          css: { sync: [], async: [] },
        },
      },
    ];
    expect(resolveRemoteManifest(manifest(entryMeta(), exposes), url)).toEqual({
      entry: 'http://localhost:3001/1.0.0-abc/remoteEntry.js',
      exposes: {
        SearchBox: [
          'http://localhost:3001/1.0.0-abc/204.f1.js',
          'http://localhost:3001/1.0.0-abc/__federation_expose_SearchBox.6f.js',
        ],
      },
    });
  });

  it("uses an explicit publicPath and the entry's folder", () => {
    const resolved = resolveRemoteManifest(
      manifest(
        entryMeta({
          publicPath: 'https://cdn.example.in/search/',
          remoteEntry: { name: 'remoteEntry.js', path: 'js' },
        }),
      ),
      url,
    );
    expect(resolved.entry).toBe('https://cdn.example.in/search/js/remoteEntry.js');
  });

  it('keeps an exposed module whose asset list is malformed, with no files to preload', () => {
    expect(
      resolveRemoteManifest(manifest(entryMeta(), [{ name: 'Footer', assets: { js: { sync: [3] } } }, 'junk']), url)
        .exposes,
    ).toEqual({ Footer: [] });
  });

  it.each([
    ['a JSON array', [1, 2]],
    ['no metaData', { exposes: [] }],
    ['no remoteEntry name', manifest({ remoteEntry: { path: '' } })],
    ['an empty remoteEntry name', manifest({ remoteEntry: { name: '' } })],
  ])('refuses %s with a message naming the manifest', (_, input) => {
    expect(() => resolveRemoteManifest(input, url)).toThrow(
      `${url} is not an mf-manifest.json: metaData.remoteEntry.name is missing`,
    );
  });
});

describe('visitorBucketCookie', () => {
  it('keeps the bucket for a year on the whole site, and reads back as that bucket', () => {
    expect(visitorBucketCookie(7)).toBe('mf_bucket=7; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(bucketFromCookies(visitorBucketCookie(99).split(';')[0])).toBe(99);
  });
});

describe('bucketFromCookies', () => {
  it('reads a valid bucket among other cookies, and nothing else', () => {
    expect(bucketFromCookies('a=1; mf_bucket=42; b=2')).toBe(42);
    expect(bucketFromCookies('mf_bucket=0')).toBe(0);
    expect(bucketFromCookies('xmf_bucket=5')).toBeUndefined();
    expect(bucketFromCookies('mf_bucket=100')).toBeUndefined();
    expect(bucketFromCookies('mf_bucket=-1')).toBeUndefined();
    expect(bucketFromCookies(undefined)).toBeUndefined();
  });
});
