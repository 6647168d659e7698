import type { PageName } from '@pharmasetu/shared-contracts';
import type { ComponentType } from 'react';
import type { PageLoader } from './loader-deps';

/** What each page file exports: its component, and its loader when it shows api data. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader<unknown>;
}

// Each page is its own chunk (`page-<name>`, which the site's server preloads for the page it serves):
// a visitor downloads only the pages they open. Which path shows which page: SITE_PAGES.
export const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  'main-home': () => import(/* webpackChunkName: "page-main-home" */ '../pages/main/home-page'),
  'main-categories': () => import(/* webpackChunkName: "page-main-categories" */ '../pages/main/categories-page'),
  'main-category': () => import(/* webpackChunkName: "page-main-category" */ '../pages/main/category-page'),
  'main-category-state': () =>
    import(/* webpackChunkName: "page-main-category-state" */ '../pages/main/category-state-page'),
  'main-molecules': () => import(/* webpackChunkName: "page-main-molecules" */ '../pages/main/molecules-list-page'),
  'main-search': () => import(/* webpackChunkName: "page-main-search" */ '../pages/search-page'),
  'main-site-page': () => import(/* webpackChunkName: "page-main-site-page" */ '../pages/main/site-page'),
  'main-pricing': () => import(/* webpackChunkName: "page-main-pricing" */ '../pages/main/pricing-page'),
  'main-registration': () => import(/* webpackChunkName: "page-main-registration" */ '../pages/main/registration-page'),
  'company-home': () => import(/* webpackChunkName: "page-company-home" */ '../pages/company/company-home'),
  'company-page': () => import(/* webpackChunkName: "page-company-page" */ '../pages/company/company-page'),
  'molecule-home': () => import(/* webpackChunkName: "page-molecule-home" */ '../pages/molecule/molecule-home'),
  'molecule-page': () => import(/* webpackChunkName: "page-molecule-page" */ '../pages/molecule/molecule-page'),
  'dashboard-home': () => import(/* webpackChunkName: "page-dashboard-home" */ '../pages/dashboard/dashboard-home'),
  'dashboard-lead': () => import(/* webpackChunkName: "page-dashboard-lead" */ '../pages/dashboard/dashboard-lead'),
  'dashboard-preferences': () =>
    import(/* webpackChunkName: "page-dashboard-preferences" */ '../pages/dashboard/dashboard-preferences'),
  'dashboard-listing': () =>
    import(/* webpackChunkName: "page-dashboard-listing" */ '../pages/dashboard/dashboard-listing'),
  'dashboard-api-access': () =>
    import(/* webpackChunkName: "page-dashboard-api-access" */ '../pages/dashboard/dashboard-api-access'),
};
