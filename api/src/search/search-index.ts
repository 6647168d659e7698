import { randomUUID } from 'node:crypto';
import { editDistance, highlight, isPrefixWord, rankInfo, tokenize, typosAllowed, type HighlightResult } from './matching';
import type { SearchParams } from './params';
import * as docTable from './doc-table';
import { customRules, customValue, DocTable } from './doc-table';
import { TermIndex, type FieldTermData } from './term-index';
import { topK } from './top-k';
import { NO_DEADLINE, type Deadline } from './deadline';

export type SearchRecord = Record<string, unknown> & { objectID: string };

export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  [other: string]: unknown;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: Record<string, HighlightResult>;
}

export interface SearchPage {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
}

const DEFAULT_SETTINGS: IndexSettings = { searchableAttributes: ['name'] };

const text = (value: unknown): string => (Array.isArray(value) ? value.map(text).join(' ') : value == null ? '' : String(value));
/** `unordered(name)` and `name,alias` both name searchable attributes. */
const searchableFields = (settings: IndexSettings) =>
  (settings.searchableAttributes ?? ['name']).flatMap((a) => a.replace(/^unordered\((.*)\)$/, '$1').split(',')).map((a) => a.trim());

function facetMatches(record: SearchRecord, test: string): boolean {
  const at = test.indexOf(':');
  const negate = test.startsWith('-');
  const attribute = test.slice(negate ? 1 : 0, at);
  const wanted = test.slice(at + 1).toLowerCase();
  const value = record[attribute];
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => v != null && String(v).toLowerCase() === wanted) !== negate;
}

/**
 * The filters of one query as a test of item i, where `column(attribute)[i]` is item i's value: the same
 * answer as `facetMatches` on every test, with each test parsed once and its answer remembered per
 * attribute value (records share a handful of categories).
 */
function compileFilters(filters: string[][], column: (attribute: string) => readonly unknown[]): ((i: number) => boolean) | undefined {
  if (filters.length === 0) return undefined;
  const groups = filters.map((ors) =>
    ors.map((test) => {
      const at = test.indexOf(':');
      const negate = test.startsWith('-');
      const attribute = test.slice(negate ? 1 : 0, at);
      const wanted = test.slice(at + 1).toLowerCase();
      const values = column(attribute);
      const known = new Map<unknown, boolean>();
      const equals = (v: unknown): boolean => {
        if (v == null) return false;
        if (typeof v === 'object' || typeof v === 'function') return String(v).toLowerCase() === wanted;
        let answer = known.get(v);
        if (answer === undefined) known.set(v, (answer = String(v).toLowerCase() === wanted));
        return answer;
      };
      return (i: number): boolean => {
        const value = values[i];
        return (Array.isArray(value) ? value.some(equals) : equals(value)) !== negate;
      };
    }),
  );
  if (groups.length === 1 && groups[0]!.length === 1) return groups[0]![0]!;
  return (i) => groups.every((ors) => ors.some((test) => test(i)));
}

// Local copies: hot loops read these per word, and a CommonJS build turns imported bindings into getter calls.
const { EXOTIC, FIELD_END, LONG, WORD_SLOTS } = docTable;

/** How one query word matches one index term, as `classifyWord` decides it; the lowest code wins. */
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2; // TYPO + number of typos
const NO_MATCH = 255;

function matchCode(queryWord: string, isLast: boolean, term: string): number {
  if (term === queryWord) return EXACT;
  if (isLast && term.startsWith(queryWord)) return PREFIX;
  const allowed = typosAllowed(queryWord);
  const typos = editDistance(queryWord, term, allowed + 1);
  return typos <= allowed ? TYPO + typos : NO_MATCH;
}

/** Beyond this many query words the fast path's per-word arrays are not worth it; the reference path answers. */
const MAX_FAST_WORDS = 32;

/** Per-document working arrays, reused from query to query (a query runs synchronously to the end). */
class Scratch {
  epoch = 0;
  stamp = new Uint32Array(0);
  /** How many query words (in order) the document has matched in the current query. */
  level = new Uint8Array(0);
  /** MiniSearch's score of the document for the current query word, and summed over the words so far. */
  current = new Float64Array(0);
  total = new Float64Array(0);
  /** Per query word, the best match code among the index terms the document matched. */
  best: Uint8Array[] = [];
  /** Per word id, the epoch of the last query that derived that word. */
  derived = new Uint32Array(0);
  /** The documents that reached the current query word, in first-seen order: matched[0, matchedCount). */
  matched = new Int32Array(0);
  matchedCount = 0;
  /**
   * The candidates (after filters) and, by candidate number, their first three ranking criteria packed in
   * one number (typos, then position, then exact words: see `packKey`) and their MiniSearch score.
   */
  docs = new Int32Array(0);
  key = new Float64Array(0);
  score = new Float64Array(0);

  prepare(documents: number, words: number, dictionary: number): number {
    if (this.stamp.length < documents) {
      const size = Math.max(documents, Math.ceil(this.stamp.length * 1.5), 1024);
      this.stamp = new Uint32Array(size);
      this.level = new Uint8Array(size);
      this.current = new Float64Array(size);
      this.total = new Float64Array(size);
      this.best = [];
      this.matched = new Int32Array(size);
      this.docs = new Int32Array(size);
      this.key = new Float64Array(size);
      this.score = new Float64Array(size);
    }
    while (this.best.length < words) this.best.push(new Uint8Array(this.stamp.length));
    if (this.derived.length < dictionary) {
      const grown = new Uint32Array(Math.max(dictionary, Math.ceil(this.derived.length * 1.5), 1024));
      grown.set(this.derived);
      this.derived = grown;
    }
    if (this.epoch >= 0xfffffffe) {
      this.epoch = 0;
      this.stamp.fill(0);
      this.derived.fill(0);
    }
    return ++this.epoch;
  }

  /**
   * One derived term's postings in one field, for query word i: MiniSearch's termResults (the same
   * BM25 sum, in the same order) restricted to documents that matched the words before i, plus the
   * best match code per query word. `matched` collects the documents reaching word i, in first-seen order.
   */
  accumulate(
    postings: Map<number, number>,
    i: number,
    epoch: number,
    weight: number,
    invDocFreq: number,
    avgFieldLength: number,
    fieldLengths: Uint32Array,
    bm25: { k: number; b: number; d: number },
    codes: Uint8Array | null,
    words: number,
  ) {
    const { stamp, level, current, best, matched } = this;
    const { k, b, d } = bm25;
    let count = this.matchedCount;
    postings.forEach((termFreq, doc) => {
      if (stamp[doc] !== epoch) {
        if (i !== 0) return;
        stamp[doc] = epoch;
        level[doc] = 0;
        for (let w = 0; w < words; w++) best[w]![doc] = NO_MATCH;
      }
      const reached = level[doc]!;
      if (reached < i) return; // missed an earlier query word: not an AND match
      const fieldLength = fieldLengths[doc]!;
      const rawScore = invDocFreq * (d + termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength / avgFieldLength)));
      const weightedScore = weight * rawScore;
      if (reached === i) {
        level[doc] = i + 1;
        current[doc] = weightedScore;
        matched[count++] = doc;
      } else {
        current[doc] = current[doc]! + weightedScore;
      }
      if (codes !== null) {
        for (let w = 0; w < words; w++) {
          const code = codes[w]!;
          if (code < best[w]![doc]!) best[w]![doc] = code;
        }
      }
    });
    this.matchedCount = count;
  }

  /** After query word i: MiniSearch's AND adds each document's score for word i to its score so far. */
  sum(i: number) {
    const { current, total, matched, matchedCount } = this;
    for (let j = 0; j < matchedCount; j++) {
      const doc = matched[j]!;
      total[doc] = i === 0 ? current[doc]! : total[doc]! + current[doc]!;
    }
  }

  /**
   * One pass over the documents that matched every query word: drops removed and filtered-out ones, and
   * for the others records the packed key (rankInfo's typos and exact words from the best codes, and the
   * position from the word ids kept inline) and the MiniSearch score. Documents whose position the inline
   * slots cannot decide go to `undecided` with the key's position left at 0. Returns the candidate count.
   */
  rank(
    table: DocTable<SearchRecord>,
    keep: ((doc: number) => boolean) | undefined,
    words: number,
    epoch: number,
    quality: number,
    undecided: number[],
    deadline: Deadline,
  ): number {
    const { matched, matchedCount, best, total, derived, docs, key, score } = this;
    const { live, slots, slotCount, flags } = table;
    let n = 0;
    for (let j = 0; j < matchedCount; j++) {
      if ((j & 4095) === 4095) deadline.check();
      const doc = matched[j]!;
      if (live[doc] !== 1) continue;
      if (keep !== undefined && !keep(doc)) continue;
      let typos = 0;
      let exact = 0;
      for (let w = 0; w < words; w++) {
        const code = best[w]![doc]!;
        if (code === EXACT) exact += 1;
        else if (code !== NO_MATCH && code >= TYPO) typos += code - TYPO;
      }
      // Algolia's attribute criterion: the first word, attribute by attribute (1000 apart), among the terms matched.
      const from = doc * WORD_SLOTS;
      const to = from + slotCount[doc]!;
      let offset = 0;
      let at = 0;
      let position = -1;
      for (let s = from; s < to; s++) {
        const id = slots[s]!;
        if (id === FIELD_END) {
          offset += 1000;
          at = 0;
        } else if (derived[id] === epoch) {
          position = offset + at;
          break;
        } else {
          at += 1;
        }
      }
      const flag = flags[doc]!;
      if ((flag & EXOTIC) !== 0 || (position < 0 && (flag & LONG) !== 0)) {
        undecided.push(n);
        position = 0;
      } else if (position < 0) {
        position = offset;
      }
      docs[n] = doc;
      key[n] = packKey(typos, position, exact);
      score[n] = total[doc]! * quality;
      n += 1;
    }
    return n;
  }
}

/**
 * typos, position and exact words as one number ordered like the comparison `typos || position || -exact`:
 * typos (at most 2 per query word) above 2^40, position (an attribute index times 1000 plus a word index,
 * far below 2^34) above 2^6, and 63 - exact words (at most MAX_FAST_WORDS) below; exact in a double.
 */
const packKey = (typos: number, position: number, exact: number): number => typos * 2 ** 40 + position * 64 + (63 - exact);

/** One Algolia-style index: records by objectID, searched with MiniSearch under Algolia's default rules. */
export class SearchIndex {
  private readonly records = new Map<string, SearchRecord>();
  private settings: IndexSettings = { ...DEFAULT_SETTINGS };
  private fields = searchableFields(this.settings);
  private mini = this.newMini();
  /** Whether the fast path can read this MiniSearch's index (else every query takes the reference path). */
  private fastPath = this.mini.open;
  private table = new DocTable<SearchRecord>();
  private scratch = new Scratch();

  get size() {
    return this.records.size;
  }

  getSettings(): IndexSettings {
    return { ...this.settings };
  }

  setSettings(settings: IndexSettings) {
    const ranking = JSON.stringify(this.settings.customRanking ?? []);
    this.settings = { ...this.settings, ...settings };
    const fields = searchableFields(this.settings);
    if (fields.join('|') !== this.fields.join('|')) {
      this.fields = fields;
      this.reset();
      for (const record of this.records.values()) this.indexRecord(record);
    } else if (JSON.stringify(this.settings.customRanking ?? []) !== ranking) {
      this.table.setCustomRules(customRules(this.settings.customRanking));
    }
  }

  /** Adds or replaces a record; returns its objectID (generated when missing, as Algolia does). */
  save(record: Record<string, unknown>): string {
    const objectID = record.objectID == null || record.objectID === '' ? randomUUID() : String(record.objectID);
    const stored: SearchRecord = { ...record, objectID };
    const previous = this.records.get(objectID);
    if (previous) this.unindexRecord(previous);
    this.records.set(objectID, stored);
    this.indexRecord(stored);
    return objectID;
  }

  partialUpdate(record: Record<string, unknown>, createIfMissing: boolean): string {
    const objectID = String(record.objectID);
    const current = this.records.get(objectID);
    if (!current && !createIfMissing) return objectID;
    return this.save({ ...current, ...record, objectID });
  }

  get(objectID: string): SearchRecord | undefined {
    return this.records.get(objectID);
  }

  delete(objectID: string) {
    const record = this.records.get(objectID);
    if (!record) return;
    this.records.delete(objectID);
    this.unindexRecord(record);
  }

  clear() {
    this.records.clear();
    this.reset();
  }

  /** A copy of the records and/or the settings (Algolia's copy operation and its scope). */
  copy(scope?: string[]): SearchIndex {
    const copy = new SearchIndex();
    if (!scope || scope.includes('settings')) copy.setSettings(this.getSettings());
    if (!scope) for (const record of this.records.values()) copy.save(record);
    return copy;
  }

  /**
   * Algolia's default matching and ranking over MiniSearch's index, answering exactly as `searchReference`.
   * The matching documents, their MiniSearch scores and the index terms each one matched are read straight
   * from the postings (the terms and weights MiniSearch's own search uses, summed in the same order, so
   * the scores are the same numbers); each index term is compared with the query words once, not once
   * per document; positions come from word ids stored when the record was indexed; filters run before
   * ranking; and only the first (page + 1) * hitsPerPage hits are put in order. nbHits counts every match.
   */
  search(params: SearchParams, deadline: Deadline = NO_DEADLINE): SearchPage {
    const words = tokenize(params.query);
    if (words.length === 0) return this.browse(params, deadline);
    if (!this.fastPath || this.mini.dirtCount !== 0 || words.length > MAX_FAST_WORDS) return this.searchReference(params, deadline);
    const terms = this.mini.queryTerms(params.query);
    if (terms.length > MAX_FAST_WORDS) return this.searchReference(params, deadline);

    const { mini, table } = this;
    const scratch = this.scratch;
    const epoch = scratch.prepare(mini.idLimit, words.length, table.dictionary.size);
    const { total, derived: derivedWords } = scratch;
    const scoringFieldIds = mini.scoringFields.map((field) => mini.fieldIdOf(field));
    const documentCount = mini.documentCount;
    const bm25 = mini.bm25;
    const wordCount = words.length;
    const codesOf = new Map<string, Uint8Array | null>();
    const dataOf = new Map<string, FieldTermData>();

    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      scratch.matchedCount = 0;
      for (const { term: derivedTerm, weight, data } of mini.expand(term, isPrefixWord(term, i, terms), typosAllowed(term) || false)) {
        deadline.check(); // the budget holds within the query: per derived term (its postings are the work)
        const wordId = table.dictionary.get(derivedTerm);
        if (wordId !== undefined) derivedWords[wordId] = epoch;
        if (!data) continue;
        dataOf.set(derivedTerm, data);
        let codes = codesOf.get(derivedTerm);
        if (codes === undefined) {
          const all = Uint8Array.from(words, (word, w) => matchCode(word, w === wordCount - 1, derivedTerm));
          codesOf.set(derivedTerm, (codes = all.some((c) => c !== NO_MATCH) ? all : null));
        }
        for (const fieldId of scoringFieldIds) {
          const postings = data.get(fieldId);
          if (postings == null) continue;
          const matchingCount = postings.size;
          // MiniSearch's calcBM25Score, with the part that does not depend on the document taken out of the loop.
          const invDocFreq = Math.log(1 + (documentCount - matchingCount + 0.5) / (matchingCount + 0.5));
          scratch.accumulate(postings, i, epoch, weight, invDocFreq, mini.averageFieldLength(fieldId), table.lengths[fieldId]!, bm25, codes, wordCount);
        }
      }
      scratch.sum(i);
    }

    // scratch.matched now holds the documents matching every query word, in the order of MiniSearch's combined result.
    const keep = compileFilters(params.filters, (attribute) => table.facet(attribute));
    const undecided: number[] = [];
    deadline.check();
    const n = scratch.rank(table, keep, wordCount, epoch, new Set(terms).size, undecided, deadline);
    const { docs, key, score, best } = scratch;
    for (const x of undecided) {
      deadline.tick();
      const doc = docs[x]!;
      const record = table.records[doc]!;
      let position: number;
      if (table.flags[doc]! & EXOTIC) {
        const matchedTerms = [...dataOf].filter(([, data]) => scoringFieldIds.some((id) => data.get(id)?.has(doc))).map(([term]) => term);
        position = this.position(record, matchedTerms);
      } else {
        position = this.wordPosition(table.overflow.get(doc)!, derivedWords, epoch);
      }
      let typos = 0;
      let exact = 0;
      for (let w = 0; w < wordCount; w++) {
        const code = best[w]![doc]!;
        if (code === EXACT) exact += 1;
        else if (code !== NO_MATCH && code >= TYPO) typos += code - TYPO;
      }
      key[x] = packKey(typos, position, exact);
    }
    const { custom: columns } = table;
    const signs = customRules(this.settings.customRanking).map(({ sign }) => sign);
    const custom = (dx: number, dy: number): number => {
      for (let r = 0; r < signs.length; r++) {
        const vx = columns[r]![dx]!;
        const vy = columns[r]![dy]!;
        if (vx !== vy) return signs[r]! * (vx - vy);
      }
      return 0;
    };
    const compare = (x: number, y: number) => key[x]! - key[y]! || custom(docs[x]!, docs[y]!) || score[y]! - score[x]! || x - y;
    return this.page(params, words, n, (x) => table.records[docs[x]!]!, compare, deadline);
  }

  /** Algolia's attribute criterion over a document's full word id list (for words beyond the inline slots). */
  private wordPosition(ids: Int32Array, derived: Uint32Array, epoch: number): number {
    let offset = 0;
    let at = 0;
    for (const id of ids) {
      if (id === FIELD_END) {
        offset += 1000;
        at = 0;
      } else if (derived[id] === epoch) {
        return offset + at;
      } else {
        at += 1;
      }
    }
    return offset;
  }

  /** An empty query: every record (filtered), by custom ranking, then in the order the records were added. */
  private browse(params: SearchParams, deadline: Deadline): SearchPage {
    deadline.check();
    const all = [...this.records.values()];
    const keep = compileFilters(params.filters, (attribute) => all.map((record) => record[attribute]));
    const records = keep ? all.filter((_, i) => (deadline.tick(), keep(i))) : all;
    const rules = customRules(this.settings.customRanking);
    const values = rules.map(({ attribute }) => Float64Array.from(records, (record) => customValue(record, attribute)));
    const custom = (x: number, y: number): number => {
      for (let r = 0; r < rules.length; r++) {
        const vx = values[r]![x]!;
        const vy = values[r]![y]!;
        if (vx !== vy) return rules[r]!.sign * (vx - vy);
      }
      return 0;
    };
    return this.page(params, [], records.length, (x) => records[x]!, (x, y) => custom(x, y) || x - y, deadline);
  }

  /** The requested page of n ranked items (by `compare` over their numbers, a total order). */
  private page(params: SearchParams, words: string[], n: number, recordOf: (x: number) => SearchRecord, compare: (x: number, y: number) => number, deadline: Deadline): SearchPage {
    const { page, hitsPerPage } = params;
    const from = page * hitsPerPage;
    deadline.check();
    const top = hitsPerPage === 0 || from >= n ? [] : topK(n, from + hitsPerPage, compare, () => deadline.check());
    return {
      hits: top.slice(from).map((x) => (deadline.check(), this.hit(recordOf(x), words, params))),
      nbHits: n,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(n / hitsPerPage),
      hitsPerPage,
    };
  }

  /**
   * The straightforward algorithm: MiniSearch's search, then every match ranked and the whole list sorted.
   * `search` must answer exactly the same; this one answers when the fast path cannot (see `search`), and
   * the tests hold the fast path to it.
   */
  searchReference(params: SearchParams, deadline: Deadline = NO_DEADLINE): SearchPage {
    const words = tokenize(params.query);
    const keep = (r: SearchRecord) => params.filters.every((ors) => ors.some((test) => facetMatches(r, test)));
    let ranked: { record: SearchRecord; typos: number; position: number; exact: number; score: number }[];
    if (words.length === 0) {
      ranked = [...this.records.values()].filter(keep).map((record) => ({ record, typos: 0, position: 0, exact: 0, score: 0 }));
    } else {
      ranked = [];
      const results = this.mini.search(params.query, {
        prefix: isPrefixWord,
        fuzzy: (term) => typosAllowed(term) || false,
        combineWith: 'AND',
      });
      deadline.check();
      for (const result of results) {
        deadline.tick();
        const record = this.records.get(result.id as string);
        if (!record || !keep(record)) continue;
        const info = rankInfo(words, result.terms);
        ranked.push({ record, typos: info.typos, position: this.position(record, result.terms), exact: info.exactWords, score: result.score });
      }
    }
    const custom = this.customRanking();
    ranked.sort((a, b) => a.typos - b.typos || a.position - b.position || b.exact - a.exact || custom(a.record, b.record) || b.score - a.score);
    deadline.check();

    const { page, hitsPerPage } = params;
    const slice = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    return {
      hits: slice.map(({ record }) => this.hit(record, words, params)),
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
    };
  }

  private hit(record: SearchRecord, words: string[], params: SearchParams): SearchHit {
    const retrieved: SearchRecord = params.attributesToRetrieve
      ? Object.fromEntries([['objectID', record.objectID], ...params.attributesToRetrieve.filter((a) => a in record).map((a) => [a, record[a]])])
      : { ...record };
    const _highlightResult: Record<string, HighlightResult> = {};
    for (const field of this.fields) {
      if (typeof record[field] === 'string') {
        _highlightResult[field] = highlight(record[field], words, params.highlightPreTag, params.highlightPostTag);
      }
    }
    return { ...retrieved, _highlightResult };
  }

  /** Algolia's "attribute" criterion for ordered attributes: the earlier the first matched word, the better. */
  private position(record: SearchRecord, matchedTerms: string[]): number {
    let offset = 0;
    for (const field of this.fields) {
      const words = tokenize(text(record[field]));
      const at = words.findIndex((w) => matchedTerms.includes(w));
      if (at >= 0) return offset + at;
      offset += 1000;
    }
    return offset;
  }

  private customRanking(): (a: SearchRecord, b: SearchRecord) => number {
    const rules = (this.settings.customRanking ?? []).flatMap((rule) => {
      const m = /^(asc|desc)\((.+)\)$/.exec(rule);
      return m ? [{ sign: m[1] === 'asc' ? 1 : -1, attribute: m[2]! }] : [];
    });
    return (a, b) => {
      for (const { sign, attribute } of rules) {
        const x = Number(a[attribute] ?? 0);
        const y = Number(b[attribute] ?? 0);
        if (x !== y) return sign * (x - y);
      }
      return 0;
    };
  }

  private document(record: SearchRecord) {
    const doc: Record<string, string> = { id: record.objectID };
    for (const field of this.fields) doc[field] = text(record[field]);
    return doc;
  }

  private newMini() {
    return new TermIndex({ fields: this.fields, idField: 'id' });
  }

  private reset() {
    this.mini = this.newMini();
    this.fastPath = this.mini.open;
    this.table = new DocTable<SearchRecord>();
    this.table.setCustomRules(customRules(this.settings.customRanking));
    this.scratch = new Scratch();
  }

  /** Adds the record to MiniSearch, and keeps what the fast path reads of it in the document table. */
  private indexRecord(record: SearchRecord) {
    const doc = this.document(record);
    this.mini.add(doc);
    if (!this.fastPath) return;
    const shortId = this.mini.shortIdOf(record.objectID)!;
    let exotic = false;
    const words = this.fields.map((field) => {
      const mine = tokenize(doc[field]!);
      const indexed = this.mini.queryTerms(doc[field]!);
      if (mine.length !== indexed.length || mine.some((word, i) => word !== indexed[i])) {
        const known = new Set(this.fields.flatMap((f) => this.mini.queryTerms(doc[f]!)));
        exotic ||= mine.some((word) => !known.has(word));
      }
      return mine;
    });
    this.table.set(shortId, record, this.mini.fieldLengthOf(shortId), words, exotic);
  }

  /** Removes the record from MiniSearch at once (remove, not discard: no stale postings are left behind). */
  private unindexRecord(record: SearchRecord) {
    const shortId = this.mini.shortIdOf(record.objectID);
    this.mini.remove(this.document(record));
    if (shortId !== undefined && this.fastPath) this.table.delete(shortId);
  }
}
