import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { contentSecurityPolicy, manifestOrigins } from './content-security-policy';

describe("the sites' Content-Security-Policy", () => {
  const manifest = JSON.stringify({
    microFrontends: {
      remote_search: [{ url: 'http://localhost:3001/1.0.0/mf-manifest.json', metadata: { version: '1.0.0' } }],
      remote_footer: [
        { url: '/remotes/footer/1.0.0/mf-manifest.json', metadata: { version: '1.0.0' } },
        { url: 'https://cdn.example.com/footer/2.0.0/mf-manifest.json', metadata: { version: '2.0.0' } },
        { url: 'javascript:alert(1)', metadata: { version: '3.0.0' } },
      ],
    },
  });

  it("names every remote origin of the site manifest (a canary's too), and nothing that is not http(s)", () => {
    expect(manifestOrigins(manifest, 'http://localhost:3000/site-manifest.json')).toEqual([
      'http://localhost:3001',
      'http://localhost:3000',
      'https://cdn.example.com',
    ]);
    expect(manifestOrigins('{not json', 'http://localhost:3000/site-manifest.json')).toEqual([]);
    expect(manifestOrigins(undefined, 'http://localhost:3000/site-manifest.json')).toEqual([]);
  });

  it("allows the page's scripts and styles by nonce, the api, search engine and error reporting it uses, and no framing", () => {
    const settings = {
      ...localSiteSettings('main'),
      errorReporting: { dsn: 'https://key@o1.ingest.example.io/42', environment: 'production', tracesSampleRate: 0.1 },
    };
    const csp = contentSecurityPolicy(settings, ['http://localhost:3001', 'http://localhost:3003'], 'abc123');
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc123' http://localhost:3001 http://localhost:3003",
      "style-src 'self' 'nonce-abc123'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self' http://localhost:4001 http://localhost:4002 https://o1.ingest.example.io http://localhost:3001 http://localhost:3003",
      "form-action 'self' http://localhost:3000",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ]);
  });

  it("without a search host, allows Algolia's own hosts for the app", () => {
    const settings = { ...localSiteSettings('main'), search: { appId: 'ABC123', searchKey: 'k' } };
    const connect = contentSecurityPolicy(settings, [], 'n')
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(
      "connect-src 'self' http://localhost:4001 https://abc123-dsn.algolia.net https://abc123.algolia.net https://abc123-1.algolianet.com https://abc123-2.algolianet.com https://abc123-3.algolianet.com https://insights.algolia.io",
    );
  });
});
