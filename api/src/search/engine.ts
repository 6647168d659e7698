import { readSearchParams, paramsString, ParamsError, PAGINATION_LIMITED_TO } from './params';
import { NO_DEADLINE, type Deadline } from './deadline';
import { InsightsStore, newQueryID } from './insights';
import { SearchIndex } from './search-index';
import type { IndexSettings, SearchPage } from './search-types';

export class NotFoundError extends Error {}

export interface BatchRequest {
  action: string;
  body?: Record<string, unknown>;
}

export interface SearchResult extends SearchPage {
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  /** Present when the request set clickAnalytics: true (Algolia). */
  queryID?: string;
}

const INDEX_NAME = /^[^\s/#?]{1,256}$/;

/**
 * The indices and the write operations an indexer needs. Writes apply at once, so every task is
 * already "published" when its id is returned (the client's waitForTask sees it done).
 */
export class SearchEngine {
  private readonly indices = new Map<string, SearchIndex>();
  private lastTaskID = 0;
  /** Insights events received on POST /1/events (the last 100,000 by default). */
  readonly insights: InsightsStore;

  constructor(options: { eventsKept?: number } = {}) {
    this.insights = new InsightsStore(options.eventsKept);
  }

  private task() {
    return { taskID: ++this.lastTaskID, updatedAt: new Date().toISOString() };
  }

  taskStatus(taskID: number) {
    if (!Number.isInteger(taskID) || taskID < 1 || taskID > this.lastTaskID)
      throw new NotFoundError('Task does not exist');
    return { status: 'published' as const, pendingTask: false };
  }

  index(name: string): SearchIndex {
    const index = this.indices.get(name);
    if (!index) throw new NotFoundError('Index does not exist');
    return index;
  }

  private indexForWrite(name: string): SearchIndex {
    if (!INDEX_NAME.test(name)) throw new ParamsError('Invalid index name');
    let index = this.indices.get(name);
    if (!index) this.indices.set(name, (index = new SearchIndex()));
    return index;
  }

  /** One query; `deadline` bounds its work (past it, a LimitError: 400 in Algolia's shape). */
  search(indexName: string, request: Record<string, unknown>, deadline: Deadline = NO_DEADLINE): SearchResult {
    const started = performance.now();
    const params = readSearchParams(request);
    deadline.check(); // reading the parameters counts in the budget
    if (params.page > 0 && params.page * params.hitsPerPage >= PAGINATION_LIMITED_TO) {
      throw new ParamsError(`page * hitsPerPage must be below paginationLimitedTo (${PAGINATION_LIMITED_TO})`);
    }
    const page = this.index(indexName).search(params, deadline);
    return {
      ...page,
      // Pages past paginationLimitedTo are refused: never announce them.
      nbPages: Math.min(page.nbPages, Math.ceil(PAGINATION_LIMITED_TO / Math.max(1, params.hitsPerPage))),
      exhaustiveNbHits: true,
      query: params.query,
      params: paramsString(request),
      index: indexName,
      processingTimeMS: Math.round(performance.now() - started),
      ...(params.clickAnalytics ? { queryID: newQueryID() } : {}),
    };
  }

  batch(indexName: string, requests: BatchRequest[]) {
    if (!Array.isArray(requests)) throw new ParamsError('requests must be an array');
    const index = this.indexForWrite(indexName);
    const objectIDs = requests.map(({ action, body }) => {
      if (action === 'clear') return (void index.clear(), '');
      if (!body || typeof body !== 'object') throw new ParamsError(`${action}: body must be an object`);
      const id = body.objectID == null ? undefined : String(body.objectID);
      switch (action) {
        case 'addObject':
          return index.save(body);
        case 'updateObject':
          if (!id) throw new ParamsError('updateObject needs an objectID');
          return index.save(body);
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate':
          if (!id) throw new ParamsError(`${action} needs an objectID`);
          return index.partialUpdate(body, action === 'partialUpdateObject');
        case 'deleteObject':
          if (!id) throw new ParamsError('deleteObject needs an objectID');
          return (index.delete(id), id);
        default:
          throw new ParamsError(`Unsupported batch action ${JSON.stringify(action)}`);
      }
    });
    return { ...this.task(), objectIDs: objectIDs.filter(Boolean) };
  }

  clear(indexName: string) {
    this.indexForWrite(indexName).clear();
    return this.task();
  }

  deleteIndex(indexName: string) {
    this.indices.delete(indexName);
    return { taskID: this.task().taskID, deletedAt: new Date().toISOString() };
  }

  getSettings(indexName: string): IndexSettings {
    return this.index(indexName).getSettings();
  }

  setSettings(indexName: string, settings: IndexSettings) {
    if (!settings || typeof settings !== 'object') throw new ParamsError('settings must be an object');
    this.indexForWrite(indexName).setSettings(settings);
    return this.task();
  }

  /** Algolia's copy / move of an index (replaceAllObjects builds a temporary index and moves it over). */
  operation(source: string, body: { operation?: string; destination?: string; scope?: string[] }) {
    const { operation, destination, scope } = body ?? {};
    if (!destination || !INDEX_NAME.test(destination)) throw new ParamsError('Invalid destination index');
    const from = this.index(source);
    if (operation === 'copy') {
      const target = from.copy(scope);
      if (scope) {
        const existing = this.indices.get(destination);
        if (existing) return (existing.setSettings(target.getSettings()), this.task());
      }
      this.indices.set(destination, target);
    } else if (operation === 'move') {
      this.indices.set(destination, from);
      this.indices.delete(source);
    } else {
      throw new ParamsError('operation must be copy or move');
    }
    return this.task();
  }

  listIndices() {
    return [...this.indices.entries()].map(([name, index]) => ({ name, entries: index.size }));
  }
}
