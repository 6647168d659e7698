import { expect, test } from '@playwright/test';
import { startErrorCollector, type EnvelopeItem } from '../platform/src/site-server/error-collector';
import { liveMainManifest, startTestSite, withRemoteAt } from './support/extra-origins';
import { scrollToFooter } from './support/footer';
import { reachSearchBox } from './support/search-box';

// The shell's real Sentry SDK, configured by the site settings' DSN, sending to a Sentry-compatible
// collector: what a production page would send is what arrives.

const tagsOf = (item: EnvelopeItem) => (item.payload.tags ?? {}) as Record<string, string>;
const messageOf = (item: EnvelopeItem) =>
  (item.payload.exception as { values?: { value?: string }[] } | undefined)?.values?.[0]?.value ?? '';

test('a failed remote is reported once with its name and version; uncaught errors and the page-load trace arrive', async ({
  page,
}) => {
  const collector = await startErrorCollector();
  const live = await liveMainManifest();
  const footerVersion = live.microFrontends.remote_footer![0]!.metadata.version;
  // The footer's origin is down (nothing listens on 3939); the other remotes load as usual.
  const site = await startTestSite(
    'error-reporting',
    3931,
    withRemoteAt(live, 'remote_footer', 'http://localhost:3939'),
    {
      errorReporting: { dsn: collector.dsn, environment: 'e2e', tracesSampleRate: 1 },
    },
  );
  try {
    await page.goto(site.url);
    // The footer remote is tried as the visitor nears the footer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId('footer-fallback')).toBeVisible();
    const failure = await collector.waitFor((i) => i.type === 'event' && tagsOf(i).remote === 'remote_footer');
    expect(tagsOf(failure)).toMatchObject({
      source: 'remote',
      remote: 'remote_footer',
      'remote.version': footerVersion,
    });
    expect(failure.payload).toMatchObject({ environment: 'e2e', release: expect.stringMatching(/^shell@/) });

    // The search box still works and re-renders the page; the footer's failure is not sent again.
    await (await reachSearchBox(page)).fill('abc');
    await expect(page.getByText('Type minimum 4 characters')).toBeVisible();
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('e2e uncaught error');
      }, 0),
    );
    const uncaught = await collector.waitFor((i) => i.type === 'event' && messageOf(i) === 'e2e uncaught error');
    expect(tagsOf(uncaught)).toMatchObject({ source: 'uncaught' });
    expect(tagsOf(uncaught).remote).toBeUndefined();
    expect(collector.items.filter((i) => i.type === 'event' && tagsOf(i).remote === 'remote_footer')).toHaveLength(1);

    // Browser tracing: the page load's trace (a transaction, or streamed spans) is sent at sample rate 1.
    await collector.waitFor((i) => i.type === 'transaction' || i.type === 'span', 15_000);
  } finally {
    await site.close();
    await collector.close();
  }
});

test('without a DSN (as npm start runs by default) the page loads no reporting SDK and sends nothing', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await page.goto('/');
  await scrollToFooter(page);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('logged only');
    }, 0),
  );
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /error-reporting/.test(u))).toEqual([]);
  expect(posts.filter((u) => /envelope/.test(u))).toEqual([]);
});
