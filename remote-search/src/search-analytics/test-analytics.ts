// Test-only: a SearchAnalytics whose sender records what search-insights would be asked to send.
import { SearchAnalytics, type InsightsSender } from './search-analytics';

export function testAnalytics() {
  const sender = {
    viewedObjectIDs: jest.fn(),
    clickedObjectIDsAfterSearch: jest.fn(),
    clickedObjectIDs: jest.fn(),
  } satisfies InsightsSender;
  const load = jest.fn(async () => sender);
  return { analytics: new SearchAnalytics(load), sender, load };
}
