import { SITE_PAGES, type PageName, type SiteId } from '@pharmasetu/shared-contracts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadServerPage } from '../server/server-pages';
import { loadPage } from './page-modules';

const sites = Object.keys(SITE_PAGES) as SiteId[];
const pagesOf = (site: SiteId) => Object.values(SITE_PAGES[site]) as PageName[];

describe('pages are found by name', () => {
  it.each(sites.flatMap((site) => pagesOf(site).map((name) => [site, name] as const)))(
    "%s: %s has its file, whose default export is the page, the same module for the browser's and the server's loader",
    async (site, name) => {
      const page = await loadPage(site, name);
      expect(typeof page.default).toBe('function');
      if (page.loader !== undefined) expect(typeof page.loader).toBe('function');
      const onServer = await loadServerPage(site, name);
      expect(onServer.default).toBe(page.default);
      expect(onServer.loader).toBe(page.loader);
    },
  );

  it.each(sites)("every file directly in pages/%s is a page of that site (a page's helpers live in parts/)", (site) => {
    const files = readdirSync(path.join(__dirname, '../pages', site), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.'))
      .map((entry) => `${site}-${entry.name.slice(0, -'.tsx'.length)}`);
    expect(files.sort()).toEqual([...new Set(pagesOf(site))].sort());
  });
});
