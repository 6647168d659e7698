import type { PageName, SiteId } from '@pharmasetu/shared-contracts';
import type { ComponentType } from 'react';
import type { PageLoader } from './loader-deps';

/** What each page file exports: its component, and its loader when it shows api data. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
}

/**
 * Page `<site>-<rest>` (SITE_PAGES names it) is the file `shell/src/pages/<site>/<rest>.tsx`: the one place a page is
 * registered is SITE_PAGES, and its file is found by name. webpack makes each such file its own chunk, named
 * `page-<site>-<rest>` (the site server preloads it with the page, tooling/first-load-plugin.js), so a visitor
 * downloads only the pages they open; the server (tsx, jest) loads the same file by the same path. Only the files
 * directly in a site's folder are pages: what they share lives in `parts/` and beside the folders.
 */
export function loadPage(site: SiteId, name: PageName): Promise<PageModule> {
  const rest = name.slice(site.length + 1);
  return import(
    /* webpackChunkName: "page-[request]", webpackInclude: /[\\/]pages[\\/][a-z]+[\\/][a-z-]+\.tsx$/ */
    `../pages/${site}/${rest}`
  ) as Promise<PageModule>;
}
