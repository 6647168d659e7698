import { SEARCH_VIEW_BATCH_SIZE, SEARCH_VIEW_DEBOUNCE_MS } from '@pharmasetu/shared-contracts';

export const VIEW_EVENT_NAME = 'Search hits viewed';
export const CLICK_EVENT_NAME = 'Search hit clicked';

/** The part of search-insights used here (its method names and payloads). */
export interface InsightsSender {
  viewedObjectIDs(event: { eventName: string; index: string; objectIDs: string[] }): void;
  clickedObjectIDsAfterSearch(event: {
    eventName: string;
    index: string;
    queryID: string;
    objectIDs: string[];
    positions: number[];
  }): void;
  clickedObjectIDs(event: { eventName: string; index: string; objectIDs: string[] }): void;
}

interface HitClick {
  index: string;
  objectID: string;
  /** 1-based, counted across pages. */
  position: number;
  /** From the search response (clickAnalytics: true); without it the click is sent without position. */
  queryID?: string;
}

interface ViewTracker {
  /** The hits now on screen; sent after SEARCH_VIEW_DEBOUNCE_MS without a change. */
  show(index: string, objectIDs: string[]): void;
  /** Drop what is pending (the hits were hidden before the delay). */
  cancel(): void;
  /** Send what is pending now. */
  flush(): void;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Search analytics in the style of Algolia Insights (spec §9): clicks with queryID and position, views
 * debounced 400 ms and sent in groups of 20 objectIDs. The sender (search-insights) loads on first use.
 */
export class SearchAnalytics {
  private sender?: Promise<InsightsSender | undefined>;
  private readonly trackers = new Set<ViewTracker>();

  constructor(
    private readonly load: () => Promise<InsightsSender>,
    private readonly options: { debounceMs?: number; batchSize?: number } = {},
  ) {}

  /** Starts loading the sender (call on the first search). */
  prepare(): Promise<InsightsSender | undefined> {
    return (this.sender ??= this.load().catch(() => undefined)); // analytics never break search
  }

  private send(call: (sender: InsightsSender) => void) {
    void this.prepare().then((sender) => {
      if (!sender) return;
      try {
        call(sender);
      } catch {
        // a sender error (bad credentials, blocked request) is not the visitor's problem
      }
    });
  }

  views(index: string, objectIDs: string[]) {
    for (const ids of chunk(objectIDs, this.options.batchSize ?? SEARCH_VIEW_BATCH_SIZE)) {
      this.send((s) => s.viewedObjectIDs({ eventName: VIEW_EVENT_NAME, index, objectIDs: ids }));
    }
  }

  click({ index, objectID, position, queryID }: HitClick) {
    for (const tracker of this.trackers) tracker.flush(); // the views that led to the click go first
    if (queryID) {
      this.send((s) =>
        s.clickedObjectIDsAfterSearch({
          eventName: CLICK_EVENT_NAME,
          index,
          queryID,
          objectIDs: [objectID],
          positions: [position],
        }),
      );
    } else {
      this.send((s) => s.clickedObjectIDs({ eventName: CLICK_EVENT_NAME, index, objectIDs: [objectID] }));
    }
  }

  /** One tracker per list of hits (the header panel, the results page); dispose() when unmounted. */
  viewTracker(): ViewTracker & { dispose(): void } {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: { index: string; objectIDs: string[] } | undefined;
    let lastSent = '';
    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    };
    const flush = () => {
      const next = pending;
      cancel();
      if (!next || next.objectIDs.length === 0) return;
      const key = `${next.index}\u0000${next.objectIDs.join('\u0000')}`;
      if (key === lastSent) return; // the same hits still shown (e.g. one more letter typed)
      lastSent = key;
      this.views(next.index, next.objectIDs);
    };
    const tracker = {
      show: (index: string, objectIDs: string[]) => {
        if (timer !== undefined) clearTimeout(timer);
        pending = { index, objectIDs };
        timer = setTimeout(flush, this.options.debounceMs ?? SEARCH_VIEW_DEBOUNCE_MS);
      },
      cancel,
      flush,
      dispose: () => {
        cancel();
        this.trackers.delete(tracker);
      },
    };
    this.trackers.add(tracker);
    return tracker;
  }
}
