import { searchHost, type SiteSettings } from '@pharmasetu/shared-contracts';
import type { InsightsSender } from './search-analytics';
import { searchUserToken } from './user-token';

/**
 * search-insights (≈4 KB gz), loaded in its own chunk on the first search, pointed at the site's own
 * engine when it has one (POST {host}/1/events) and at Algolia's Insights host otherwise.
 */
export async function loadInsightsSender(search: NonNullable<SiteSettings['search']>): Promise<InsightsSender> {
  const { createInsightsClient, getRequesterForBrowser } = await import(
    /* webpackChunkName: "search-insights" */ 'search-insights'
  );
  const aa = createInsightsClient(getRequesterForBrowser());
  const host = search.host ? searchHost(search.host) : undefined;
  aa('init', {
    appId: search.appId,
    apiKey: search.searchKey,
    ...(host ? { host: `${host.protocol}://${host.url}` } : {}),
    userToken: searchUserToken(),
    useCookie: false,
  });
  return {
    viewedObjectIDs: (event) => void aa('viewedObjectIDs', event),
    clickedObjectIDsAfterSearch: (event) => void aa('clickedObjectIDsAfterSearch', event),
    clickedObjectIDs: (event) => void aa('clickedObjectIDs', event),
  };
}
