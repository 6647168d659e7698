import { readSearchParams, paramsString, ParamsError, PAGINATION_LIMITED_TO } from './params';
import { NO_DEADLINE, type Deadline } from './deadline';
import { InsightsStore, newQueryID } from './insights';
import { SearchIndex } from './search-index';
import { MAX_RULES, readRule, type Rule } from './rules';
import { readSynonym } from './synonyms';
import type { IndexSettings, SearchAnswer } from './search-types';

export class NotFoundError extends Error {}

/** One applied write, as the engine's journal keeps it. */
export type JournalOp =
  | { op: 'batch'; index: string; requests: BatchRequest[] }
  | { op: 'clear' | 'deleteIndex' | 'clearSynonyms'; index: string }
  | { op: 'settings'; index: string; settings: IndexSettings }
  | { op: 'operation'; index: string; body: { operation?: string; destination?: string; scope?: string[] } }
  | { op: 'synonyms'; index: string; synonyms: unknown[]; replace: boolean }
  | { op: 'deleteSynonym'; index: string; objectID: string }
  | { op: 'rules'; index: string; rules: Rule[]; replace: boolean }
  | { op: 'deleteRule'; index: string; objectID: string }
  | { op: 'clearRules'; index: string };

export interface BatchRequest {
  action: string;
  body?: Record<string, unknown>;
}

export interface SearchResult extends SearchAnswer {
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

  /** Told every write once it has applied (engine-journal.ts keeps them in a file). */
  private journal: ((op: JournalOp) => void) | undefined;

  constructor(options: { eventsKept?: number } = {}) {
    this.insights = new InsightsStore(options.eventsKept);
  }

  /** Sends every later write to `journal` (undefined: none). */
  setJournal(journal: ((op: JournalOp) => void) | undefined) {
    this.journal = journal;
  }

  private record(op: JournalOp) {
    this.journal?.(op);
  }

  /** Applies a journalled write again (replaying the engine's file at start). */
  replay(op: JournalOp) {
    switch (op.op) {
      case 'batch':
        return void this.batch(op.index, op.requests);
      case 'clear':
        return void this.clear(op.index);
      case 'deleteIndex':
        return void this.deleteIndex(op.index);
      case 'settings':
        return void this.setSettings(op.index, op.settings);
      case 'operation':
        return void this.operation(op.index, op.body);
      case 'synonyms':
        return void this.saveSynonyms(op.index, op.synonyms, op.replace);
      case 'deleteSynonym':
        return void this.deleteSynonym(op.index, op.objectID);
      case 'clearSynonyms':
        return void this.clearSynonyms(op.index);
      case 'rules':
        return void this.saveRules(op.index, op.rules, op.replace);
      case 'deleteRule':
        return void this.deleteRule(op.index, op.objectID);
      case 'clearRules':
        return void this.clearRules(op.index);
    }
  }

  /** The whole state as writes that rebuild it: per index its settings, synonyms and records (in chunks). */
  *snapshot(chunk = 1000): Generator<JournalOp> {
    for (const [name, index] of this.indices) {
      yield { op: 'clear', index: name };
      yield { op: 'settings', index: name, settings: index.getSettings() };
      yield { op: 'synonyms', index: name, synonyms: index.listSynonyms(), replace: true };
      yield { op: 'rules', index: name, rules: index.rules.list(), replace: true };
      let requests: BatchRequest[] = [];
      for (const body of index.allRecords()) {
        requests.push({ action: 'addObject', body });
        if (requests.length === chunk) yield { op: 'batch', index: name, requests };
        if (requests.length === chunk) requests = [];
      }
      if (requests.length > 0) yield { op: 'batch', index: name, requests };
    }
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
        case 'addObject': {
          const saved = index.save(body);
          if (!id) body.objectID = saved; // journalled with the id it was given
          return saved;
        }
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
    this.record({ op: 'batch', index: indexName, requests });
    return { ...this.task(), objectIDs: objectIDs.filter(Boolean) };
  }

  clear(indexName: string) {
    this.indexForWrite(indexName).clear();
    this.record({ op: 'clear', index: indexName });
    return this.task();
  }

  deleteIndex(indexName: string) {
    this.indices.delete(indexName);
    this.record({ op: 'deleteIndex', index: indexName });
    return { taskID: this.task().taskID, deletedAt: new Date().toISOString() };
  }

  getSettings(indexName: string): IndexSettings {
    return this.index(indexName).getSettings();
  }

  setSettings(indexName: string, settings: IndexSettings) {
    if (!settings || typeof settings !== 'object') throw new ParamsError('settings must be an object');
    this.indexForWrite(indexName).setSettings(settings);
    this.record({ op: 'settings', index: indexName, settings });
    return this.task();
  }

  /** Algolia's copy / move of an index (replaceAllObjects builds a temporary index and moves it over). */
  operation(source: string, body: { operation?: string; destination?: string; scope?: string[] }) {
    const { operation, destination, scope } = body ?? {};
    if (!destination || !INDEX_NAME.test(destination)) throw new ParamsError('Invalid destination index');
    const from = this.index(source);
    if (operation === 'copy') {
      const target = from.copy(scope);
      const existing = scope ? this.indices.get(destination) : undefined;
      if (existing) {
        if (scope!.includes('settings')) existing.setSettings(target.getSettings());
        if (scope!.includes('synonyms')) {
          existing.clearSynonyms();
          for (const synonym of target.listSynonyms()) existing.saveSynonym(synonym);
        }
        if (scope!.includes('rules')) {
          existing.rules.clear();
          for (const rule of target.rules.list()) existing.rules.save(rule);
        }
      } else this.indices.set(destination, target);
    } else if (operation === 'move') {
      this.indices.set(destination, from);
      this.indices.delete(source);
    } else {
      throw new ParamsError('operation must be copy or move');
    }
    this.record({ op: 'operation', index: source, body: { operation, destination, ...(scope ? { scope } : {}) } });
    return this.task();
  }

  /** Algolia's saveSynonyms: several at once, optionally in place of all the index's synonyms. */
  saveSynonyms(indexName: string, body: unknown, replaceExisting: boolean) {
    if (!Array.isArray(body)) throw new ParamsError('The body must be an array of synonyms');
    const synonyms = body.map((s) => readSynonym(s));
    const index = this.indexForWrite(indexName);
    if (replaceExisting) index.clearSynonyms();
    for (const synonym of synonyms) index.saveSynonym(synonym);
    this.record({ op: 'synonyms', index: indexName, synonyms, replace: replaceExisting });
    return this.task();
  }

  saveSynonym(indexName: string, objectID: string, body: unknown) {
    const synonym = readSynonym(body, objectID);
    this.indexForWrite(indexName).saveSynonym(synonym);
    this.record({ op: 'synonyms', index: indexName, synonyms: [synonym], replace: false });
    return { ...this.task(), id: objectID };
  }

  deleteSynonym(indexName: string, objectID: string) {
    this.index(indexName).deleteSynonym(objectID);
    this.record({ op: 'deleteSynonym', index: indexName, objectID });
    return { taskID: this.task().taskID, deletedAt: new Date().toISOString() };
  }

  clearSynonyms(indexName: string) {
    this.indexForWrite(indexName).clearSynonyms();
    this.record({ op: 'clearSynonyms', index: indexName });
    return this.task();
  }

  getSynonym(indexName: string, objectID: string) {
    const synonym = this.index(indexName).getSynonym(objectID);
    if (!synonym) throw new NotFoundError('Synonym set does not exist');
    return synonym;
  }

  /** Algolia's searchSynonyms: by words they contain, a page at a time. */
  searchSynonyms(indexName: string, body: Record<string, unknown> = {}) {
    const query = typeof body.query === 'string' ? body.query : '';
    const type = typeof body.type === 'string' ? body.type : undefined;
    const page = Number.isInteger(body.page) && (body.page as number) >= 0 ? (body.page as number) : 0;
    const hitsPerPage =
      Number.isInteger(body.hitsPerPage) && (body.hitsPerPage as number) >= 0
        ? Math.min(body.hitsPerPage as number, 1000)
        : 100;
    const all = this.index(indexName).listSynonyms(query, type);
    return { hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: all.length };
  }

  /** Algolia's saveRules: several at once, optionally in place of all the index's rules (clearExistingRules). */
  saveRules(indexName: string, body: unknown, clearExisting: boolean) {
    if (!Array.isArray(body)) throw new ParamsError('The body must be an array of rules');
    const rules = body.map((r) => readRule(r));
    const index = this.indexForWrite(indexName);
    const kept = clearExisting ? 0 : index.rules.size;
    if (kept + new Set(rules.map((r) => r.objectID)).size > MAX_RULES)
      throw new ParamsError(`at most ${MAX_RULES} rules per index`);
    if (clearExisting) index.rules.clear();
    for (const rule of rules) index.rules.save(rule);
    this.record({ op: 'rules', index: indexName, rules, replace: clearExisting });
    return this.task();
  }

  saveRule(indexName: string, objectID: string, body: unknown) {
    const rule = readRule(body, objectID);
    this.indexForWrite(indexName).rules.save(rule);
    this.record({ op: 'rules', index: indexName, rules: [rule], replace: false });
    return { ...this.task(), id: objectID };
  }

  getRule(indexName: string, objectID: string): Rule {
    const rule = this.index(indexName).rules.get(objectID);
    if (!rule) throw new NotFoundError('ObjectID does not exist');
    return rule;
  }

  deleteRule(indexName: string, objectID: string) {
    if (!this.index(indexName).rules.delete(objectID)) throw new NotFoundError('ObjectID does not exist');
    this.record({ op: 'deleteRule', index: indexName, objectID });
    return { taskID: this.task().taskID, updatedAt: new Date().toISOString() };
  }

  clearRules(indexName: string) {
    this.indexForWrite(indexName).rules.clear();
    this.record({ op: 'clearRules', index: indexName });
    return this.task();
  }

  /** Algolia's searchRules: by the words of their objectID, description or patterns, a page at a time. */
  searchRules(indexName: string, body: Record<string, unknown> = {}) {
    const query = typeof body.query === 'string' ? body.query.toLowerCase() : '';
    const page = Number.isInteger(body.page) && (body.page as number) >= 0 ? (body.page as number) : 0;
    const hitsPerPage =
      Number.isInteger(body.hitsPerPage) && (body.hitsPerPage as number) > 0
        ? Math.min(body.hitsPerPage as number, 1000)
        : 20;
    const all = this.index(indexName)
      .rules.list()
      .filter(
        (rule) =>
          query === '' ||
          [rule.objectID, rule.description ?? '', ...(rule.conditions ?? []).map((c) => c.pattern ?? '')].some((text) =>
            text.toLowerCase().includes(query),
          ),
      );
    return {
      hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
      nbHits: all.length,
      page,
      nbPages: Math.ceil(all.length / hitsPerPage),
    };
  }

  listIndices() {
    return [...this.indices.entries()].map(([name, index]) => ({ name, entries: index.size }));
  }
}
