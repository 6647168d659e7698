import { routes, searchHitUrl, type SiteSettings } from '@pharmasetu/shared-contracts';
import { isSearchable } from './search-hint';

/** Spec §2: every hit opens in a new tab; companies and molecules on their sites, others under /pharma. */
export const hitUrl = (hit: { category: string; slug: string }, settings: SiteSettings) =>
  searchHitUrl(hit, settings.urls);

/**
 * Spec §2, Enter: {base}/search?t={first hit's category, lowercased}&q={query}; with no hits but a query
 * longer than 3 characters, t=company; otherwise nowhere.
 */
export function enterUrl(
  query: string,
  firstHit: { category: string } | undefined,
  settings: SiteSettings,
): string | undefined {
  const q = query.trim();
  if (firstHit && q) return routes.search(settings.urls.main, firstHit.category.toLowerCase(), q);
  if (isSearchable(q)) return routes.search(settings.urls.main, 'company', q);
  return undefined;
}
