import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { loadInsightsSender } from './insights-sender';
import { SearchAnalytics } from './search-analytics';

const bySite = new Map<string, SearchAnalytics>();

/** One SearchAnalytics per search configuration (app id, key, host); undefined when search is off. */
export function siteAnalytics(settings: SiteSettings): SearchAnalytics | undefined {
  const search = settings.search;
  if (!search) return undefined;
  const key = `${search.appId}|${search.searchKey}|${search.host ?? ''}`;
  let analytics = bySite.get(key);
  if (!analytics) bySite.set(key, (analytics = new SearchAnalytics(() => loadInsightsSender(search))));
  return analytics;
}
