import { expect, test } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expectFloatingButtonsUsable, SCREENSHOTS_DIR } from './support/layout-checks';
import { describeShifts, inParallel, shiftsOfLoad } from './support/layout-shift';
import { API, COMPANY, MAIN } from './support/page-types';

// Buyers browse by place: a category narrowed to a state has its own landing page ("PCD Pharma Franchise in
// Punjab"), city links, sort and pages, all links that work without JavaScript; /search pages, tabs and company
// enquiries are links too. And none of these pages moves when its scripts take over, on the common phone widths.

const CATEGORY = 'pharma-franchise-pcd';
const LANDING = `${MAIN}/pharma/${CATEGORY}/punjab`;

interface Place {
  slug: string;
  name: string;
  companies: number;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page filtered to Punjab: its landing page, city links with counts, sort and pages that keep them', async ({
    page,
    request,
  }) => {
    const api = (await (
      await request.get(`${API}/api/catalog/categories/${CATEGORY}`, {
        params: { limit: 1, offset: 0, order_by: 'rank', state: 'punjab' },
      })
    ).json()) as { total: number; places: { states: Place[]; cities: Place[] } };
    const punjab = api.places.states.find((s) => s.slug === 'punjab')!;
    expect(punjab.companies).toBe(api.total);

    await page.goto(`${MAIN}/pharma/${CATEGORY}`);
    await page.getByText('Browse by state').click(); // a <details>: opens without JavaScript
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('link', { name: `Punjab (${punjab.companies})` })
      .click();
    await expect(page).toHaveURL(LANDING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PCD Pharma Franchise in Punjab');
    await expect(page).toHaveTitle(/^PCD Pharma Franchise in Punjab \|/);
    await expect(page.getByText(`${api.total} companies`, { exact: true })).toBeVisible();
    const places = await page.locator('ul[aria-label="Companies"] > li small:first-of-type').allTextContents();
    expect(places.length).toBe(Math.min(24, api.total));
    for (const place of places) expect(place).toMatch(/, Punjab/);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Categories', 'PCD Pharma Franchise']);
    await expect(trail.getByText('Punjab')).toHaveAttribute('aria-current', 'page');

    // Its head: canonical, BreadcrumbList down to the state, ItemList of its companies.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', LANDING);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) =>
        JSON.parse(t) as {
          '@type': string;
          itemListElement: { name: string; item?: string }[];
          numberOfItems?: number;
        },
    );
    const crumbs = jsonLd.find((j) => j['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Categories', 'PCD Pharma Franchise', 'Punjab']);
    expect(crumbs.itemListElement.at(-1)!.item).toBe(LANDING);
    const list = jsonLd.find((j) => j['@type'] === 'ItemList')!;
    expect(list.numberOfItems).toBe(api.total);
    expect(list.itemListElement).toHaveLength(places.length);

    // A city of Punjab, then sorted by name, then its next page: each link keeps the others.
    const city = [...api.places.cities].sort((a, b) => b.companies - a.companies)[0]!;
    await page
      .getByRole('list', { name: 'Cities in Punjab' })
      .getByRole('link', { name: `${city.name} (${city.companies})` })
      .click();
    await expect(page).toHaveURL(`${LANDING}?city=${city.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`PCD Pharma Franchise in ${city.name}, Punjab`);
    await page.getByRole('navigation', { name: 'Sort' }).getByRole('link', { name: 'Name' }).click();
    await expect(page).toHaveURL(`${LANDING}?city=${city.slug}&sort=name`);
    const names = await page.locator('ul[aria-label="Companies"] > li > a').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    if (city.companies > 24) {
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${LANDING}?city=${city.slug}&sort=name&page=2`);
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    }
  });

  test('an unknown state, or a category with no company in a state, is a 404; landing pages are in the sitemap', async ({
    page,
    request,
  }) => {
    expect((await page.goto(`${MAIN}/pharma/${CATEGORY}/atlantis`))!.status()).toBe(404);
    const { pages } = (await (await request.get(`${API}/api/catalog/category-states`)).json()) as {
      pages: { category: string; state_slug: string }[];
    };
    const states = [...new Set(pages.map((p) => p.state_slug))];
    const categories = [...new Set(pages.map((p) => p.category))];
    const empty = categories
      .flatMap((c) => states.map((s) => [c, s] as const))
      .find(([c, s]) => !pages.some((p) => p.category === c && p.state_slug === s));
    if (empty) expect((await page.goto(`${MAIN}/pharma/${empty[0]}/${empty[1]}`))!.status()).toBe(404);
    const sitemap = await (await request.get(`${MAIN}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${LANDING}</loc>`);
    expect(sitemap.match(/<loc>[^<]*\/pharma\/[^/<]+\/[^/<]+<\/loc>/g)).toHaveLength(pages.length);
  });

  test('the company directory narrowed to a state, with its cities', async ({ page }) => {
    await page.goto(`${COMPANY}/`);
    await page.getByText('Browse by state').click();
    await page
      .getByRole('list', { name: 'States' })
      .getByRole('link', { name: /^Himachal Pradesh \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(`${COMPANY}/?state=himachal-pradesh`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharma Companies in Himachal Pradesh');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${COMPANY}/?state=himachal-pradesh`);
    for (const place of await page.locator('ul[aria-label="Companies"] > li small').allTextContents())
      expect(place).toMatch(/, Himachal Pradesh$/);
    await expect(
      page.getByRole('list', { name: 'Cities in Himachal Pradesh' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('/search pages with JavaScript off: 20 rows a page, Next and Previous links, tabs, enquiries to each company', async ({
    page,
  }) => {
    await page.goto(`${MAIN}/search?t=company&q=paracetamol`);
    const rows = page.getByRole('list', { name: 'Search results' }).locator('> li');
    await expect(rows).toHaveCount(20);
    const first = await rows.locator('div > a').allTextContents();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${MAIN}/search?t=company&q=paracetamol&page=2`);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(rows).toHaveCount(20);
    const second = await rows.locator('div > a').allTextContents();
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    // A company row: its place, and an enquiry addressed to it (its page's enquiry card).
    const row = rows.first();
    await expect(row.locator('small').first()).toHaveText(/^Company · .+, .+$/);
    const send = row.getByRole('link', { name: /^Send enquiry to / });
    await expect(send).toHaveAttribute('href', /^http:\/\/localhost:3200\/[a-z0-9-]+#enquiry$/);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`${MAIN}/search?t=company&q=paracetamol`);
    // The molecule tab: the molecule, and the companies that make it under it.
    await page
      .getByRole('navigation', { name: 'Result kinds' })
      .getByRole('link', { name: /^Molecules/ })
      .click();
    await expect(page).toHaveURL(`${MAIN}/search?t=molecule&q=paracetamol`);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Paracetamol', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Companies for “paracetamol”' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Companies' }).locator('> li')).toHaveCount(8);
  });
});

test.describe('layout shift on phones', () => {
  test.describe.configure({ timeout: 240_000 });
  const PAGES = [
    `${MAIN}/search?t=company&q=paracetamol`,
    `${MAIN}/search?t=molecule&q=paracetamol`,
    LANDING,
    `${MAIN}/pharma/${CATEGORY}`,
    `${COMPANY}/?state=punjab`,
  ];
  for (const url of PAGES)
    test(`${url.replace(/^http:\/\/localhost:\d+/, '')}: no layout shift at 360, 390 and 412 px`, async ({
      browser,
    }) => {
      const seen = await inParallel([360, 390, 412], 3, async (width) => ({
        width,
        ...describeShifts(await shiftsOfLoad(browser, url, width)),
      }));
      const over = seen.filter((s) => s.cls >= 0.01).map((s) => `${s.width} px: CLS ${s.cls.toFixed(4)} (${s.detail})`);
      expect(over).toEqual([]);
    });
});

test.describe('with JavaScript', () => {
  test('/search: Next goes through the router to page 2; "Send enquiry" opens the requirement dialog for that company', async ({
    page,
  }) => {
    await page.goto(`${MAIN}/search?t=company&q=paracetamol`, { waitUntil: 'networkidle' });
    const results = page.locator('[data-remote="remote_search"]');
    await expect(results).toBeVisible({ timeout: 30_000 });
    const pager = results.getByRole('navigation', { name: 'Pages' });
    const first = await results.getByRole('list', { name: 'Search results' }).locator('> li div > a').allTextContents();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${MAIN}/search?t=company&q=paracetamol&page=2`);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    // The remote stayed (a client navigation): its list now holds page 2's companies.
    await expect
      .poll(async () =>
        (await results.getByRole('list', { name: 'Search results' }).locator('> li div > a').allTextContents()).filter(
          (n) => first.includes(n),
        ),
      )
      .toEqual([]);
    await results
      .getByRole('link', { name: /^Send enquiry to / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(`${MAIN}/search?t=company&q=paracetamol&page=2`);
  });

  for (const width of [320, 390, 412, 768, 1280])
    test(`/search at ${width} px: the floating buttons cover no row's "Send enquiry", wherever it is scrolled`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${MAIN}/search?t=company&q=paracetamol`, { waitUntil: 'networkidle' });
      await expect(page.locator('[data-remote="remote_search"]')).toBeVisible({ timeout: 30_000 });
      await expectFloatingButtonsUsable(page, `/search at ${width}`);
      const links = page.getByRole('link', { name: /^Send enquiry to / });
      await expect(links.nth(1)).toBeVisible({ timeout: 30_000 });
      // Each link brought into view as a browser does (just inside the bottom edge), then moved to the height of
      // each floating button: at each, the link's centre is the link and its box meets no floating button.
      const covered = await page.evaluate(() => {
        const buttons = Array.from(
          document.querySelectorAll<HTMLElement>(
            '[data-testid="floating-actions"] a, [data-testid="floating-actions"] button',
          ),
        ).map((b) => b.getBoundingClientRect());
        const out: string[] = [];
        const check = (link: HTMLElement, how: string) => {
          const box = link.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) return;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const meets = buttons.some(
            (b) => box.left < b.right && box.right > b.left && box.top < b.bottom && box.bottom > b.top,
          );
          if (!(hit === link || link.contains(hit)) || meets)
            out.push(`${link.getAttribute('aria-label')} (${how}): under ${hit?.textContent?.trim().slice(0, 30)}`);
        };
        for (const link of Array.from(document.querySelectorAll<HTMLElement>('a.send-enquiry'))) {
          link.scrollIntoView({ block: 'end' });
          check(link, 'scrolled into view');
          for (const b of buttons) {
            const box = link.getBoundingClientRect();
            window.scrollBy(0, box.top + box.height / 2 - (b.top + b.height / 2));
            check(link, `at the height of the button at ${Math.round(b.top)} px`);
          }
        }
        return out;
      });
      expect(covered).toEqual([]);
      // The screen as left: the last row's Send enquiry at the height of the Request Call Back button.
      await mkdir(SCREENSHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `search-send-enquiry-${width}.png`) });
    });
});
