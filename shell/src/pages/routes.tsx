import { matchRoute, SITE_PAGES, type PageName, type SiteId } from '@pharmasetu/shared-contracts';
import { Suspense } from 'react';
import { Route } from '../router/route';
import { Routes } from '../router/routes';
import { NotFound } from './not-found';
import { page, type Page } from './page';

// Each page is its own chunk (`page-<name>`, which the site's server preloads for the page it serves):
// a visitor downloads only the pages they open. Which path shows which page: SITE_PAGES.
const PAGES: Record<PageName, Page> = {
  'main-home': page(() => import(/* webpackChunkName: "page-main-home" */ './main/home-page')),
  'main-categories': page(() => import(/* webpackChunkName: "page-main-categories" */ './main/categories-page')),
  'main-category': page(() => import(/* webpackChunkName: "page-main-category" */ './main/category-page')),
  'main-molecules': page(() => import(/* webpackChunkName: "page-main-molecules" */ './main/molecules-list-page')),
  'main-search': page(() => import(/* webpackChunkName: "page-main-search" */ './search-page')),
  'main-site-page': page(() => import(/* webpackChunkName: "page-main-site-page" */ './main/site-page')),
  'main-pricing': page(() => import(/* webpackChunkName: "page-main-pricing" */ './main/pricing-page')),
  'main-registration': page(() => import(/* webpackChunkName: "page-main-registration" */ './main/registration-page')),
  'company-home': page(() => import(/* webpackChunkName: "page-company-home" */ './company/company-home')),
  'company-page': page(() => import(/* webpackChunkName: "page-company-page" */ './company/company-page')),
  'molecule-home': page(() => import(/* webpackChunkName: "page-molecule-home" */ './molecule/molecule-home')),
  'molecule-page': page(() => import(/* webpackChunkName: "page-molecule-page" */ './molecule/molecule-page')),
};

const sitePages = (site: SiteId) => Object.entries(SITE_PAGES[site]) as [string, PageName][];

/** Loads the code of the page at `pathname` (nothing for a 404), so the first render need not wait for it. */
export function preloadPage(site: SiteId, pathname: string): Promise<unknown> {
  const pages = sitePages(site);
  const match = matchRoute(pages.map(([path]) => path), pathname);
  return match ? PAGES[pages[match.index]![1]].preload() : Promise.resolve();
}

/** The site's pages; anything else is the 404 page. */
export function SiteRoutes({ site }: { site: SiteId }) {
  return (
    <Suspense fallback={<div css={{ minHeight: '60vh' }} aria-busy="true" />}>
      <Routes>
        {sitePages(site).map(([path, name]) => {
          const Page = PAGES[name];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
