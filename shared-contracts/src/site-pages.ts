import type { SiteId } from './site-settings';

/**
 * Each site's pages: route pattern → page name, the one registry of pages. A page of site S is named `S-<rest>`
 * and is the shell's file `shell/src/pages/S/<rest>.tsx`, its own chunk `page-S-<rest>`; the site's server
 * preloads that chunk with the page, so a visitor landing on any page (not only the home page) gets its code
 * in the first round of requests. Anything else is the 404 page.
 */
export const SITE_PAGES = {
  main: {
    '/': 'main-home',
    '/pharma': 'main-categories',
    '/pharma/:slug': 'main-category',
    '/pharma/:slug/:state': 'main-category-state',
    '/pharma-molecules-list': 'main-molecules',
    '/search': 'main-search',
    '/pages/:slug': 'main-site-page',
    '/pricing': 'main-pricing',
    '/registration': 'main-registration',
  },
  company: { '/': 'company-home', '/:slug': 'company-page' },
  molecule: { '/': 'molecule-home', '/:slug': 'molecule-page' },
  // The sellers' site: the dashboard (sign-in, then the leads); /leads/:id is the link in a lead's e-mail and SMS;
  // /preferences the lead preferences.
  dashboard: {
    '/': 'dashboard-home',
    '/leads/:id': 'dashboard-lead',
    '/preferences': 'dashboard-preferences',
    '/listing': 'dashboard-listing',
    '/api-access': 'dashboard-api-access',
  },
} as const satisfies { [S in SiteId]: Record<string, `${S}-${string}`> };

export type PageName = { [S in SiteId]: (typeof SITE_PAGES)[S][keyof (typeof SITE_PAGES)[S]] }[SiteId];

/**
 * Whether a site is the sellers' own (the dashboard): it wears no buyers' calls to action (no "Post your requirement",
 * no floating call-back and WhatsApp buttons, no "Sign In" and "Join Free": the page itself is the seller's sign-in).
 */
export const isSellersSite = (site: SiteId): boolean => site === 'dashboard';
