// Not from schemas/: the footer remote reads this at first load, and zod must stay out of it.
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './constants';
import { SITE_PAGES } from './site-pages';
import type { SiteId } from './site-settings';

// The company site's page for one company: `/:slug` in the page table the shell and the site server route by.
const COMPANY_PAGE = Object.entries(SITE_PAGES.company).find(([, name]) => name === 'company-page')![0];
if (COMPANY_PAGE !== '/:slug') throw new Error(`listingSlugAt reads /:slug, but the company page is ${COMPANY_PAGE}`);

/**
 * The company listing a page is about: on the company site, the slug of its company page (`/:slug`);
 * nothing on any other page or site.
 */
export function listingSlugAt(site: SiteId, pathname: string): string | undefined {
  if (site !== 'company') return undefined;
  const segment = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!segment) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) ? slug : undefined;
}
