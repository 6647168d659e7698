import { SEARCH_VIEW_BATCH_SIZE, SEARCH_VIEW_DEBOUNCE_MS } from '@pharmasetu/shared-contracts';
import { chunk, CLICK_EVENT_NAME, SearchAnalytics, VIEW_EVENT_NAME } from './search-analytics';
import { testAnalytics } from './test-analytics';
import { searchUserToken } from './user-token';

const ids = (n: number, prefix = 'o') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve(); // the lazily loaded sender resolves in microtasks
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the constants are the spec §9 values', () => {
  expect(SEARCH_VIEW_DEBOUNCE_MS).toBe(400);
  expect(SEARCH_VIEW_BATCH_SIZE).toBe(20);
  expect(chunk(ids(5), 2)).toEqual([['o1', 'o2'], ['o3', 'o4'], ['o5']]);
});

test('views are debounced 400 ms: only the hits still shown after a quiet 400 ms are sent', async () => {
  const { analytics, sender } = testAnalytics();
  const views = analytics.viewTracker();
  views.show('pharmasetu', ['a1']);
  jest.advanceTimersByTime(300);
  views.show('pharmasetu', ['b1', 'b2']); // the next keystroke's hits restart the delay
  jest.advanceTimersByTime(399);
  await settle();
  expect(sender.viewedObjectIDs).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await settle();
  expect(sender.viewedObjectIDs).toHaveBeenCalledTimes(1);
  expect(sender.viewedObjectIDs).toHaveBeenCalledWith({
    eventName: VIEW_EVENT_NAME,
    index: 'pharmasetu',
    objectIDs: ['b1', 'b2'],
  });
});

test('viewed objectIDs go in batches of 20', async () => {
  const { analytics, sender } = testAnalytics();
  analytics.viewTracker().show('pharmasetu', ids(45));
  jest.advanceTimersByTime(SEARCH_VIEW_DEBOUNCE_MS);
  await settle();
  expect(sender.viewedObjectIDs.mock.calls.map(([e]) => e.objectIDs)).toEqual([
    ids(45).slice(0, 20),
    ids(45).slice(20, 40),
    ids(45).slice(40),
  ]);
});

test('the same hits shown again are not sent twice; hidden hits before 400 ms are not sent', async () => {
  const { analytics, sender } = testAnalytics();
  const views = analytics.viewTracker();
  views.show('pharmasetu', ['m1', 'm2']);
  jest.advanceTimersByTime(400);
  views.show('pharmasetu', ['m1', 'm2']); // one more letter, same hits
  jest.advanceTimersByTime(400);
  views.show('pharmasetu', ['c1']);
  jest.advanceTimersByTime(200);
  views.cancel(); // the panel closed
  jest.advanceTimersByTime(1000);
  await settle();
  expect(sender.viewedObjectIDs).toHaveBeenCalledTimes(1);
});

test('a click carries queryID, the objectID and its 1-based position, after the pending views', async () => {
  const { analytics, sender } = testAnalytics();
  const order: string[] = [];
  sender.viewedObjectIDs.mockImplementation(() => order.push('view'));
  sender.clickedObjectIDsAfterSearch.mockImplementation(() => order.push('click'));
  analytics.viewTracker().show('pharmasetu', ['m1', 'm2']);
  analytics.click({ index: 'pharmasetu', objectID: 'm2', position: 2, queryID: 'f'.repeat(32) });
  await settle();
  expect(sender.clickedObjectIDsAfterSearch).toHaveBeenCalledWith({
    eventName: CLICK_EVENT_NAME,
    index: 'pharmasetu',
    queryID: 'f'.repeat(32),
    objectIDs: ['m2'],
    positions: [2],
  });
  expect(order).toEqual(['view', 'click']);
  analytics.click({ index: 'pharmasetu', objectID: 'm1', position: 1 }); // no queryID: a plain click, no position
  await settle();
  expect(sender.clickedObjectIDs).toHaveBeenCalledWith({
    eventName: CLICK_EVENT_NAME,
    index: 'pharmasetu',
    objectIDs: ['m1'],
  });
});

test('the sender loads once, on first use; a failed load never throws into search', async () => {
  const { analytics, load } = testAnalytics();
  expect(load).not.toHaveBeenCalled();
  void analytics.prepare();
  void analytics.prepare();
  expect(load).toHaveBeenCalledTimes(1);
  const broken = new SearchAnalytics(() => Promise.reject(new Error('chunk failed')));
  expect(() => broken.click({ index: 'i', objectID: 'x', position: 1 })).not.toThrow();
  await expect(broken.prepare()).resolves.toBeUndefined();
});

test('the user token is an anonymous random id kept in localStorage', () => {
  window.localStorage.clear();
  const token = searchUserToken();
  expect(token).toMatch(/^anonymous-[\w-]+$/);
  expect(window.localStorage.getItem('pharmasetu.searchUserToken')).toBe(token);
  expect(searchUserToken()).toBe(token);
});
