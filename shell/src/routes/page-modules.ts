import type { PageName, SiteId } from '@pharmasetu/shared-contracts';
import type { ComponentType } from 'react';
import type { PageLoader } from './loader-deps';

/** What each page file exports: its component, and its loader when it shows api data. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
}

/** Page `<site>-<rest>`'s file, from the site's folder of pages: `<site>/<rest>`. */
export const pageFile = (site: SiteId, name: PageName) => `${site}/${name.slice(site.length + 1)}`;

/**
 * Page `<site>-<rest>` (SITE_PAGES names it) is the file `shell/src/pages/<site>/<rest>.tsx`: the one place a page is
 * registered is SITE_PAGES, and its file is found by name. webpack makes each such file its own chunk, named
 * `page-<site>-<rest>` (the site server preloads it with the page, tooling/first-load-plugin.js), so a visitor
 * downloads only the pages they open. Only the files directly in a site's folder are pages: what they share lives in
 * `parts/` and beside the folders. The server finds the same files by the same rule (shell/src/server/server-pages.ts).
 */
export function loadPage(site: SiteId, name: PageName): Promise<PageModule> {
  return import(
    /* webpackChunkName: "page-[request]", webpackInclude: /[\\/]pages[\\/][a-z]+[\\/][a-z-]+\.tsx$/ */
    `../pages/${pageFile(site, name)}`
  ) as Promise<PageModule>;
}
