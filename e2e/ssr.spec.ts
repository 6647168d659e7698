import { expect, test, type APIRequestContext } from '@playwright/test';
import { seededSlugs } from './support/seeded-slugs';

// Pages rendered on the server. Crawlers and visitors without JavaScript get every page
// whole; status codes are true; with JavaScript the page hydrates without a mismatch.
const MAIN = 'http://localhost:3000';
const MOLECULE = 'http://localhost:3100';
const COMPANY = 'http://localhost:3200';

async function pageTypes(request: APIRequestContext) {
  const slugs = await seededSlugs(request);
  return [
    { name: 'home', url: `${MAIN}/` },
    { name: 'categories', url: `${MAIN}/pharma` },
    { name: 'category', url: `${MAIN}/pharma/${slugs.category}` },
    { name: 'molecules list', url: `${MAIN}/pharma-molecules-list` },
    { name: 'search', url: `${MAIN}/search?t=company&q=pharma` },
    { name: 'site page', url: `${MAIN}/pages/contact-us` },
    { name: 'pricing', url: `${MAIN}/pricing` },
    { name: 'registration', url: `${MAIN}/registration` },
    { name: 'company home', url: `${COMPANY}/` },
    { name: 'company page', url: `${COMPANY}/${slugs.company}` },
    { name: 'molecule home', url: `${MOLECULE}/` },
    { name: 'molecule page', url: `${MOLECULE}/${slugs.molecule}` },
  ];
}

test('every page type, fetched with plain HTTP, has its h1, title, description, canonical, JSON-LD, links and footer links', async ({
  request,
}) => {
  for (const { name, url } of await pageTypes(request)) {
    const answer = await request.get(url);
    expect(answer.status(), name).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replace(/&amp;/g, '&');
    expect(canonical, name).toBe(url);
    // Search results are not indexed (robots noindex) and carry no structured data; every other page does.
    if (name === 'search') expect(head, name).toContain('<meta name="robots" content="noindex, follow"');
    else
      expect(html, name).toMatch(
        /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"(Organization|WebSite|BreadcrumbList|ItemList)"/,
      );
    expect(html, name).toMatch(/<h1[^>]*>[^<]+/);
    expect(html, name).toMatch(/<title>[^<]+\| PharmaSetu<\/title>/);
    expect(html, name).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html.match(/<a [^>]*href="[^"]+"/g)?.length ?? 0, name).toBeGreaterThan(10);
    expect(html, name).toContain('/pages/privacy-policy"');
    expect(html, name).toContain('href="tel:');
    // Its data travels in the page, for hydration without a second fetch.
    expect(html, name).toContain('window.__staticRouterHydrationData');
  }
});

test('sitemap.xml lists the seeded category, company and molecule pages, and robots.txt names it', async ({
  request,
}) => {
  const slugs = await seededSlugs(request);
  const main = await (await request.get(`${MAIN}/sitemap.xml`)).text();
  expect(main).toContain(`<loc>${MAIN}/pharma/${slugs.category}</loc>`);
  expect(await (await request.get(`${COMPANY}/sitemap.xml`)).text()).toContain(
    `<loc>${COMPANY}/${slugs.company}</loc>`,
  );
  expect(await (await request.get(`${MOLECULE}/sitemap.xml`)).text()).toContain(
    `<loc>${MOLECULE}/${slugs.molecule}</loc>`,
  );
  expect(await (await request.get(`${MAIN}/robots.txt`)).text()).toContain(`Sitemap: ${MAIN}/sitemap.xml`);
});

test('unknown slugs and addresses are 404s with the not-found page', async ({ request }) => {
  for (const url of [
    `${MAIN}/pharma/no-such-category`,
    `${MAIN}/no/such/page`,
    `${MAIN}/pages/no-such-page`,
    `${COMPANY}/no-such-company`,
    `${MOLECULE}/no-such-molecule`,
  ]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(404);
    expect(await answer.text(), url).toContain('data-testid="not-found"');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses home → category → company page and sees the phone numbers', async ({ page }) => {
    await page.goto(MAIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/PCD Pharma Franchise/);
    await expect(page.getByRole('banner').getByRole('link', { name: /\+91/ }).first()).toBeVisible();
    await page.getByRole('list', { name: 'Top categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`^${MAIN}/pharma/[a-z0-9-]+$`));
    const category = await page.getByRole('heading', { level: 1 }).textContent();
    expect(category?.length).toBeGreaterThan(3);
    const company = page.getByRole('list', { name: 'Companies' }).getByRole('link').first();
    const companyName = await company.textContent();
    await company.click();
    await expect(page).toHaveURL(new RegExp(`^${COMPANY}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName!);
    // The requirement card's place: the numbers to call and the contact page.
    await expect(
      page.getByTestId('requirement-card-links').getByRole('link', { name: /\+91/ }).first(),
    ).toHaveAttribute('href', /^tel:\+91\d+$/);
  });

  test("the header's search form gives a results page rendered on the server", async ({ page }) => {
    await page.goto(`${MAIN}/pharma`);
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox').fill('pharma');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${MAIN}/search?t=company&q=pharma`);
    const results = page
      .getByTestId('server-search-results')
      .getByRole('list', { name: 'Search results' })
      .getByRole('link');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(0);
  });

  test('the requirement button is a link to the contact page', async ({ page }) => {
    await page.goto(MAIN);
    await page.getByRole('banner').getByRole('link', { name: 'Post your requirement' }).click();
    await expect(page).toHaveURL(`${MAIN}/pages/contact-us`);
    await expect(page.getByRole('main').getByRole('link', { name: /\+91/ }).first()).toBeVisible();
  });
});

test('with JavaScript, every page type hydrates without a mismatch warning', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (
      (m.type() === 'error' || m.type() === 'warning') &&
      /hydrat|did not match|server rendered HTML|Minified React error #(418|423|425)/i.test(m.text())
    )
      problems.push(`${page.url()}: ${m.text().slice(0, 300)}`);
  });
  page.on(
    'pageerror',
    (e) =>
      /hydrat|Minified React error #(418|423|425)/i.test(e.message) &&
      problems.push(`${page.url()}: ${e.message.slice(0, 300)}`),
  );
  for (const { url } of await pageTypes(request)) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test("the page is painted before its scripts start: the site's code waits for a frame that holds the whole page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __order: string[] };
    w.__order = [];
    // Each frame, whether the server's page (its footer, the end of the body) was in it.
    const frame = () => {
      w.__order.push(document.querySelector('footer') ? 'frame with the page' : 'frame');
      if (w.__order.length < 20) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(n.src)) w.__order.push('main.js');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${MAIN}/`);
  await expect(page.locator('header form[role="search"] input[type="search"]')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __order: string[] }).__order.includes('main.js'));
  const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
  expect(order.indexOf('frame with the page')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('frame with the page')).toBeLessThan(order.indexOf('main.js'));
  // And it starts: the page hydrates (the search remote takes over its box when the visitor reaches for it).
  await page.click('header form[role="search"] input[type="search"]');
  await expect(page.locator('input[role="combobox"]')).toBeVisible();
});
