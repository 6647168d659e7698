import { randomUUID } from 'node:crypto';
import { findCandidates, type WordRules } from './candidates';
import { NO_DEADLINE, type Deadline } from './deadline';
import * as docTable from './doc-table';
import { customOrder, customRules, customValue, DocTable } from './doc-table';
import { countedFacets, countFacetColumns, countFacetValues, facetAttributes } from './facet-counts';
import { compileFilters } from './facet-filters';
import { tokenize } from './matching';
import { pageOf, toHit } from './paging';
import { readRemoveWords, type RemoveWordsIfNoResults, type SearchParams } from './params';
import { QueryScratch } from './query-scratch';
import { attributeValues, textProximity } from './proximity';
import { candidateOrder, rankCandidates } from './ranking';
import { ParamsError } from './params-error';
import { isStopWord, queryForms, rankedAlternatives, type Alternative, type QueryForm } from './query-alternatives';
import { levelMasks, optionalLevels, orderedGroups, type OptionalGroup } from './optional-filters';
import { RuleSet, type FacetPhrases } from './rules';
import { hasDevanagari, latinReadings } from './devanagari';
import { PhoneticDictionary } from './phonetic-key';
import { customRanking, referenceEntries, referenceSearch, type Ranked } from './reference-search';
import { MAX_SYNONYMS, synonymRules, type Synonym } from './synonyms';
import { topK } from './top-k';
import { fieldText, searchableFields, textPosition, unorderedFields } from './searchable-text';
import type { IndexSettings, SearchAnswer, SearchPage, SearchRecord } from './search-types';
import { TermIndex } from './term-index';

// A local copy: the merge of a query's forms compares with it per candidate, and a CommonJS build (tsx runs the engine
// so) turns imported bindings into getter calls.
const { ascending } = docTable;

/**
 * The order of the records a query's forms found (`union`, by position): each by its best form's key, then
 * customRanking, MiniSearch's score, the form and the record. Made here and returned unnamed: tsx (which runs the
 * engine) renames every closure bound to a name (esbuild's keepNames), and a renamed closure made per query is slower
 * to call in a hot loop.
 */
const mergedOrder =
  (
    union: readonly number[],
    merge: { key: Float64Array; score: Float64Array; form: Uint8Array },
    custom: (a: number, b: number) => number,
  ) =>
  (x: number, y: number): number => {
    const a = union[x]!;
    const b = union[y]!;
    return (
      ascending(merge.key[a]!, merge.key[b]!) ||
      custom(a, b) ||
      ascending(merge.score[b]!, merge.score[a]!) ||
      merge.form[a]! - merge.form[b]! ||
      a - b
    );
  };

const DEFAULT_SETTINGS: IndexSettings = { searchableAttributes: ['name'] };

/** Beyond this many query words the fast path's per-word arrays are not worth it; the reference path answers. */
const MAX_FAST_WORDS = 32;

/** Algolia's lastWords and firstWords make at most this many words optional, one more at a time. */
const MAX_WORDS_MADE_OPTIONAL = 5;

/**
 * One Algolia-style index: records by objectID, searched with MiniSearch under Algolia's default rules.
 * A query takes the fast path (candidates.ts → scoring.ts → ranking.ts → paging.ts) when it can, and
 * reference-search.ts otherwise; both give the same answers to a query of required words. With optional words the
 * fast path counts them in one pass, the reference path by alternatives (at most MAX_ALTERNATIVES, so a long query
 * may miss some combinations of them there).
 */
export class SearchIndex {
  private readonly records = new Map<string, SearchRecord>();
  private settings: IndexSettings = { ...DEFAULT_SETTINGS };
  private fields = searchableFields(this.settings);
  private mini = this.newMini();
  /** Whether the fast path can read this MiniSearch's index (else every query takes the reference path). */
  private fastPath = this.mini.open;
  private table = new DocTable<SearchRecord>();
  private scratch = new QueryScratch();
  private readonly synonyms = new Map<string, Synonym>();
  private synonymRules: { from: string[]; to: string[] }[] = [];
  /** The index's query rules (Algolia's Rules API). */
  readonly rules = new RuleSet();
  /** The index's words by how they sound, for Devanagari queries (queryLanguages 'hi'); filled from the word table. */
  private phonetic = new PhoneticDictionary();
  private phoneticWords = 0;
  /** Record writes so far: the facet values `{facet:…}` patterns read are made again after one. */
  private writes = 0;
  private readonly facetPhraseCache = new Map<
    string,
    { writes: number; phrases: Map<string, { words: string[]; value: string }[]> }
  >();

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
    this.writes += 1;
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

  allRecords(): IterableIterator<SearchRecord> {
    return this.records.values();
  }

  get(objectID: string): SearchRecord | undefined {
    return this.records.get(objectID);
  }

  delete(objectID: string) {
    const record = this.records.get(objectID);
    if (!record) return;
    this.writes += 1;
    this.records.delete(objectID);
    this.unindexRecord(record);
  }

  clear() {
    this.records.clear();
    this.writes += 1;
    this.reset();
  }

  /** A copy of the records and/or the settings (Algolia's copy operation and its scope). */
  copy(scope?: string[]): SearchIndex {
    const copy = new SearchIndex();
    if (!scope || scope.includes('settings')) copy.setSettings(this.getSettings());
    if (!scope || scope.includes('synonyms')) for (const synonym of this.synonyms.values()) copy.saveSynonym(synonym);
    if (!scope || scope.includes('rules')) for (const rule of this.rules.list()) copy.rules.save(rule);
    if (!scope) for (const record of this.records.values()) copy.save(record);
    return copy;
  }

  /**
   * A query as Algolia answers it: Devanagari words read as the index's words they sound like (queryLanguages), the
   * index's query rules (the query's words edited, filters and optional
   * filters added, userData collected), then the search with its optional filters ranked first, and, when that finds
   * nothing, the index's removeWordsIfNoResults strategy: words made optional one more at a time (lastWords,
   * firstWords: at most 5) or all at once (allOptional), until something is found. `queryAfterRemoval` shows the
   * words made optional in `<em>`.
   */
  search(params: SearchParams, deadline: Deadline = NO_DEADLINE): SearchAnswer {
    const typed = tokenize(params.query);
    const words = this.readScripts(typed);
    const outcome =
      params.enableRules !== false ? this.rules.apply(words, params.ruleContexts ?? [], this.facetPhrases) : undefined;
    const applied = outcome && outcome.appliedRules.length > 0 ? outcome : undefined;
    const ruled: SearchParams = applied
      ? {
          ...params,
          query: applied.words.join(' '),
          filters: [...params.filters, ...applied.filters],
          optionalFilters: [...(params.optionalFilters ?? []), ...applied.optionalFilters],
        }
      : params;
    const extras = applied
      ? { appliedRules: applied.appliedRules, ...(applied.userData.length > 0 ? { userData: applied.userData } : {}) }
      : {};
    const read = !applied && words !== typed ? { ...ruled, query: words.join(' ') } : ruled;
    const page = this.searchRanked(read, deadline);
    const strategy = params.removeWordsIfNoResults ?? this.removeWordsSetting();
    if (page.nbHits > 0 || strategy === 'none') return { ...page, ...extras };
    const relaxed = this.relax(read, strategy, deadline);
    return relaxed
      ? { ...relaxed.page, ...extras, queryAfterRemoval: relaxed.queryAfterRemoval }
      : { ...page, ...extras };
  }

  /**
   * The query's words with each Devanagari word read as the index word it sounds like (when the index's
   * queryLanguages hold 'hi'): its Latin readings (devanagari.ts) matched by sound against every word the index holds
   * (phonetic-key.ts), so any catalog word works in Hindi, not only those a synonym lists. A word that sounds like
   * nothing in the index is left as typed (a synonym of it may still apply).
   */
  private readScripts(words: string[]): string[] {
    const languages = this.settings.queryLanguages;
    if (!Array.isArray(languages) || !languages.includes('hi') || !words.some(hasDevanagari)) return words;
    this.syncPhonetic();
    return words.map((word) => (hasDevanagari(word) ? (this.phonetic.match(latinReadings(word), 1)[0] ?? word) : word));
  }

  /** Adds the words the table has learnt since the last Devanagari query (words are never forgotten there either). */
  private syncPhonetic() {
    const { dictionary } = this.table;
    if (dictionary.size === this.phoneticWords) return;
    let i = 0;
    for (const word of dictionary.keys()) {
      if (i++ < this.phoneticWords) continue;
      if (!hasDevanagari(word)) this.phonetic.add(word);
    }
    this.phoneticWords = dictionary.size;
  }

  private removeWordsSetting(): RemoveWordsIfNoResults {
    const value = this.settings.removeWordsIfNoResults;
    return value === undefined ? 'none' : readRemoveWords(value);
  }

  /** The query again with more of its words optional, as `strategy` orders them, until it finds something. */
  private relax(params: SearchParams, strategy: RemoveWordsIfNoResults, deadline: Deadline) {
    const removeStopWords = params.removeStopWords ?? this.settings.removeStopWords === true;
    const typed = tokenize(params.query);
    const words = removeStopWords && typed.some((w) => !isStopWord(w)) ? typed.filter((w) => !isStopWord(w)) : typed;
    if (words.length === 0) return undefined;
    const already = params.optionalWords ?? this.stringList(this.settings.optionalWords);
    const tries: string[][] =
      strategy === 'allOptional'
        ? [words]
        : Array.from({ length: Math.min(MAX_WORDS_MADE_OPTIONAL, words.length) }, (_, i) =>
            strategy === 'lastWords' ? words.slice(words.length - i - 1) : words.slice(0, i + 1),
          );
    for (const optional of tries) {
      deadline.check();
      const page = this.searchRanked({ ...params, optionalWords: [...already, ...optional] }, deadline);
      if (page.nbHits === 0) continue;
      const made = new Set(optional);
      const queryAfterRemoval = words.map((w) => (made.has(w) ? `<em>${w}</em>` : w)).join(' ');
      return { page, queryAfterRemoval };
    }
    return undefined;
  }

  /**
   * The page with the query's optional filters ranked first (optional-filters.ts): the hits' count and facets of the
   * query itself, its hits taken level by level, the best level first, until the page is full.
   */
  private searchRanked(params: SearchParams, deadline: Deadline): SearchPage {
    const groups = orderedGroups(params.optionalFilters ?? []);
    if (groups.length === 0 || params.hitsPerPage === 0) return this.searchCore(params, deadline);
    if (tokenize(params.query).length === 0) return this.browse(params, deadline, groups);
    const all = this.searchCore({ ...params, hitsPerPage: 0, page: 0 }, deadline);
    if (all.nbHits === 0) return { ...all, page: params.page, hitsPerPage: params.hitsPerPage, nbPages: 0 };
    const start = params.page * params.hitsPerPage;
    const end = start + params.hitsPerPage;
    const hits: SearchPage['hits'] = [];
    let before = 0;
    for (const level of optionalLevels(groups)) {
      if (before >= end || before >= all.nbHits) break;
      const found = this.searchCore(
        { ...params, filters: [...params.filters, ...level], facets: [], page: 0, hitsPerPage: end - before },
        deadline,
      );
      hits.push(...found.hits.slice(Math.max(0, start - before)));
      before += found.nbHits;
    }
    return {
      ...all,
      hits: hits.slice(0, params.hitsPerPage),
      page: params.page,
      hitsPerPage: params.hitsPerPage,
      nbPages: Math.ceil(all.nbHits / params.hitsPerPage),
    };
  }

  /**
   * A facet's values as word lists by first word, for the rules' `{facet:…}` patterns: from the document table's
   * interned values (kept as records change, made again when a value is added), else read from the records after a write.
   */
  private readonly facetPhrases: FacetPhrases = (attribute) => {
    if (!facetAttributes(this.settings.attributesForFaceting).includes(attribute)) return new Map();
    const column = this.fastPath ? this.table.facetValues(attribute) : undefined;
    const version = column ? column.values.length : this.writes;
    const cached = this.facetPhraseCache.get(attribute);
    if (cached && cached.writes === version) return cached.phrases;
    const values = new Set<string>(column?.values);
    if (!column)
      for (const record of this.records.values()) {
        const value = record[attribute];
        for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') values.add(v);
      }
    const phrases = new Map<string, { words: string[]; value: string }[]>();
    for (const value of values) {
      const words = tokenize(value);
      if (words.length === 0) continue;
      const list = phrases.get(words[0]!) ?? [];
      list.push({ words, value });
      phrases.set(words[0]!, list);
    }
    for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.facetPhraseCache.set(attribute, { writes: version, phrases });
    return phrases;
  };

  /**
   * Algolia's default matching and ranking over MiniSearch's index, answering exactly as `searchReference`:
   * the candidates and their scores are read straight from the postings, filters run before ranking, and
   * only the first (page + 1) * hitsPerPage hits are put in order. nbHits counts every match.
   */
  private searchCore(params: SearchParams, deadline: Deadline): SearchPage {
    const rules = {
      removeStopWords: params.removeStopWords ?? this.settings.removeStopWords === true,
      optionalWords: params.optionalWords ?? this.stringList(this.settings.optionalWords),
      rules: params.synonyms ? this.synonymRules : [],
    };
    const forms = queryForms(params.query, rules);
    if (forms.length > 0 && this.fastPath && this.mini.dirtCount === 0 && forms.every((form) => this.fastForm(form)))
      return this.searchForms(params, forms, deadline);
    const alternatives = rankedAlternatives(params.query, rules);
    if (alternatives.length === 1) {
      const only = alternatives[0]!.words;
      return this.searchOne(
        only.join(' ') === tokenize(params.query).join(' ') ? params : { ...params, query: only.join(' ') },
        deadline,
      );
    }
    return this.searchAlternatives(params, alternatives, deadline);
  }

  /** Whether the fast path answers a form in one pass: MiniSearch reads its words as the engine does. */
  private fastForm(form: QueryForm): boolean {
    if (form.words.length > MAX_FAST_WORDS) return false;
    const terms = this.mini.queryTerms(form.words.join(' '));
    return terms.length === form.words.length && terms.every((term, i) => term === form.words[i]);
  }

  /**
   * The fast path: each form of the query (query-alternatives.ts's queryForms: usually one) in one pass over the
   * postings, its optional words and single-word synonyms included, so a record is ranked once by every query word
   * it matches (Algolia's words criterion) and the criteria order all candidates together. With several forms a
   * record keeps its best key over them; only the hits up to the requested page are put in order (a bounded heap),
   * nbHits and facets count every record any form finds.
   */
  private searchForms(params: SearchParams, forms: QueryForm[], deadline: Deadline): SearchPage {
    const { table, fields } = this;
    const highlighted = (form: QueryForm) => [...form.words, ...form.synonyms.flat()];
    if (forms.length === 1) {
      const form = forms[0]!;
      const { n, compare } = this.rankFast(
        params,
        form.words,
        form.words,
        form.matched,
        deadline,
        this.wordRules(form),
      );
      const { docs, shortlist } = this.scratch; // after the pass: it may have grown the scratch
      const words = highlighted(form);
      const hitOf = (x: number) => toHit(table.records[docs[x]!]!, words, params, fields);
      const page = shortlist
        ? {
            ...pageOf(
              params,
              shortlist.length,
              (a, b) => compare(shortlist[a]!, shortlist[b]!),
              (a) => hitOf(shortlist[a]!),
              deadline,
            ),
            nbHits: n,
            nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(n / params.hitsPerPage),
          }
        : pageOf(params, n, compare, hitOf, deadline);
      return this.withDocFacets(page, params, n, docs, deadline);
    }
    const merge = this.mergeScratch();
    const epoch = ++merge.epoch;
    const union: number[] = [];
    forms.forEach((form, f) => {
      const { n } = this.rankFast(params, form.words, form.words, form.matched, deadline, this.wordRules(form));
      const { docs, key, score } = this.scratch;
      for (let x = 0; x < n; x++) {
        if ((x & 4095) === 4095) deadline.check();
        const doc = docs[x]!;
        if (merge.stamp[doc] !== epoch) {
          merge.stamp[doc] = epoch;
          merge.key[doc] = key[x]!;
          merge.score[doc] = score[x]!;
          merge.form[doc] = f;
          union.push(doc);
        } else if (key[x]! < merge.key[doc]! || (key[x] === merge.key[doc] && score[x]! > merge.score[doc]!)) {
          merge.key[doc] = key[x]!;
          merge.score[doc] = score[x]!;
          merge.form[doc] = f;
        }
      }
    });
    const custom = customOrder(
      table.custom,
      customRules(this.settings.customRanking).map(({ sign }) => sign),
    );
    const words = forms.map(highlighted);
    const page = pageOf(
      params,
      union.length,
      mergedOrder(union, merge, custom),
      (x) => toHit(table.records[union[x]!]!, words[merge.form[union[x]!]!]!, params, fields),
      deadline,
    );
    return this.withFacets(page, params, union.length, (x) => table.records[union[x]!]!, deadline, union);
  }

  /** How a form's words match: its optional words and synonyms, and whether synonyms count as exact (the settings). */
  private wordRules(form: QueryForm): WordRules {
    const asExact = this.settings.alternativesAsExact;
    return Array.isArray(asExact) ? { ...form, synonymsAsExact: asExact.includes('singleWordSynonym') } : form;
  }

  /** Per document, the best key, score and form of a query of several forms (stamped by query, as the scratch). */
  private merge = {
    epoch: 0,
    stamp: new Uint32Array(0),
    key: new Float64Array(0),
    score: new Float64Array(0),
    form: new Uint8Array(0),
  };

  private mergeScratch() {
    const size = this.mini.idLimit;
    if (this.merge.stamp.length < size || this.merge.epoch >= 0xfffffffe) {
      const grown = Math.max(size, Math.ceil(this.merge.stamp.length * 1.5), 1024);
      this.merge = {
        epoch: 0,
        stamp: new Uint32Array(grown),
        key: new Float64Array(grown),
        score: new Float64Array(grown),
        form: new Uint8Array(grown),
      };
    }
    return this.merge;
  }

  /**
   * A query with alternatives: each record ranks by the alternatives matching the most query words that find it (all
   * the words it matches, typos included, as Algolia matches a record once), the best of those (a typed word matched
   * with a typo loses to its synonym matched exactly), with that alternative's highlighting; the records of all
   * alternatives are ordered together by Algolia's criteria (typo, words, proximity, attribute, exact, custom), facets
   * over them all. Only the hits up to the requested page are put in order: each alternative's best by a bounded
   * heap, then those merged.
   */
  private searchAlternatives(params: SearchParams, alternatives: Alternative[], deadline: Deadline): SearchPage {
    const { page, hitsPerPage } = params;
    const wanted = hitsPerPage === 0 ? 0 : (page + 1) * hitsPerPage;
    // The records found so far, by MiniSearch short id: a flag per document, not a set of objectIDs, as an
    // alternative may find most of a large index.
    const seen = new Uint8Array(this.mini.idLimit);
    const all: number[] = [];
    const allRecords: SearchRecord[] = [];
    const pool: (Ranked & { words: string[]; matched: number; alternative: number; order: number })[] = [];
    alternatives.forEach(({ words, matched }, alternative) => {
      const { fresh, best } = this.matchedBy({ ...params, query: words.join(' ') }, matched, seen, wanted, deadline);
      best.forEach((entry, order) => pool.push({ ...entry, words, matched, alternative, order }));
      for (let i = 0; i < fresh.docs.length; i++) {
        seen[fresh.docs[i]!] = 1;
        all.push(fresh.docs[i]!);
        allRecords.push(fresh.records[i]!);
      }
    });
    const custom = customRanking(this.settings);
    const order = (x: (typeof pool)[number], y: (typeof pool)[number]) =>
      x.key - y.key ||
      custom(x.record, y.record) ||
      y.score - x.score ||
      x.alternative - y.alternative ||
      x.order - y.order;
    const placed = new Set<string>();
    const ranked = pool
      .sort((x, y) => y.matched - x.matched || order(x, y))
      .filter(({ record }) => !placed.has(record.objectID) && placed.add(record.objectID))
      .sort(order);
    const slice = ranked.slice(page * hitsPerPage, wanted);
    const result: SearchPage = {
      hits: slice.map(({ record, words }) => toHit(record, words, params, this.fields)),
      nbHits: all.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(all.length / hitsPerPage),
      hitsPerPage,
    };
    return this.withFacets(result, params, all.length, (x) => allRecords[x]!, deadline, all);
  }

  /**
   * The records one query (no alternatives) matches that are not in `seen` (`fresh`, in no particular order), and the
   * first `k` of all it matches in ranking order with their keys and scores (`best`); `matched` is their words criterion.
   */
  private matchedBy(
    params: SearchParams,
    matched: number,
    seen: Uint8Array,
    k: number,
    deadline: Deadline,
  ): { fresh: { docs: number[]; records: SearchRecord[] }; best: Ranked[] } {
    const words = tokenize(params.query);
    const fast = words.length > 0 && this.fastPath && this.mini.dirtCount === 0 && words.length <= MAX_FAST_WORDS;
    const terms = fast ? this.mini.queryTerms(params.query) : [];
    if (!fast || terms.length > MAX_FAST_WORDS) {
      const entries = referenceEntries(this.referenceIndex(), params, deadline, matched);
      const fresh = { docs: [] as number[], records: [] as SearchRecord[] };
      for (const { record } of entries) {
        const doc = this.mini.shortIdOf(record.objectID)!;
        if (seen[doc] === 1) continue;
        fresh.docs.push(doc);
        fresh.records.push(record);
      }
      return { fresh, best: entries.slice(0, Math.max(0, k)) };
    }
    const { n, compare } = this.rankFast(params, words, terms, matched, deadline);
    const { docs, key, score } = this.scratch;
    const { records } = this.table;
    const fresh = { docs: [] as number[], records: [] as SearchRecord[] };
    for (let x = 0; x < n; x++) {
      const doc = docs[x]!;
      if (seen[doc] === 1) continue;
      fresh.docs.push(doc);
      fresh.records.push(records[doc]!);
    }
    const best = topK(n, Math.max(0, k), compare, () => deadline.check()).map((x) => ({
      record: records[docs[x]!]!,
      key: key[x]!,
      score: score[x]!,
      doc: docs[x]!,
    }));
    return { fresh, best };
  }

  private stringList(value: unknown): string[] {
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }

  /** One query, no alternatives: the fast path when it can, else the reference. */
  private searchOne(params: SearchParams, deadline: Deadline): SearchPage {
    const words = tokenize(params.query);
    if (words.length === 0) return this.browse(params, deadline);
    if (!this.fastPath || this.mini.dirtCount !== 0 || words.length > MAX_FAST_WORDS)
      return this.searchReference(params, deadline);
    const terms = this.mini.queryTerms(params.query);
    if (terms.length > MAX_FAST_WORDS) return this.searchReference(params, deadline);

    const { n, compare } = this.rankFast(params, words, terms, words.length, deadline);
    const { table, scratch, fields } = this;
    const { docs } = scratch;
    const page = pageOf(params, n, compare, (x) => toHit(table.records[docs[x]!]!, words, params, fields), deadline);
    return this.withDocFacets(page, params, n, docs, deadline);
  }

  /** withFacets over the first n candidates of `docs` (documents by candidate number). */
  private withDocFacets(page: SearchPage, params: SearchParams, n: number, docs: Int32Array, deadline: Deadline) {
    const { records } = this.table;
    return this.withFacets(page, params, n, (x) => records[docs[x]!]!, deadline, docs);
  }

  /** The fast path's candidates, ranked in the scratch: their count and their order. */
  private rankFast(
    params: SearchParams,
    words: string[],
    terms: string[],
    matchedWords: number,
    deadline: Deadline,
    rules: WordRules = {},
  ) {
    const { mini, table, scratch, fields } = this;
    // A declared facet's values are interned once and kept; any other attribute is read from the records, so filters
    // naming arbitrary attributes leave nothing behind.
    const declared = facetAttributes(this.settings.attributesForFaceting);
    const keep = compileFilters(params.filters, {
      value: (attribute) => (doc) => table.records[doc]?.[attribute],
      interned: (attribute) => (declared.includes(attribute) ? table.facetValues(attribute) : undefined),
    });
    const candidates = findCandidates(mini, table, scratch, words, terms, deadline, rules, keep);
    const signs = customRules(this.settings.customRanking).map(({ sign }) => sign);
    deadline.check();
    const n = rankCandidates({
      table,
      scratch,
      words: words.length,
      matchedWords,
      optionalWords: (rules.optional ?? []).flatMap((optional, w) => (optional ? [w] : [])),
      wanted: params.hitsPerPage === 0 ? 0 : (params.page + 1) * params.hitsPerPage,
      custom: customOrder(table.custom, signs),
      epoch: candidates.epoch,
      quality: new Set(terms).size,
      deadline,
      unmatchedPosition: 1000 * fields.length,
      useFields: fields.length <= 31 && new Set(fields).size === fields.length,
      unordered: Uint8Array.from(unorderedFields(this.settings), (u) => (u ? 1 : 0)),
      exoticPosition: (doc) =>
        textPosition(fields, table.records[doc]!, candidates.termsMatchedBy(doc), unorderedFields(this.settings)),
      exoticProximity: (doc) => textProximity(fields, table.records[doc]!, candidates.termsMatchedBy(doc), words),
    });
    const compare = candidateOrder(table, scratch, signs);
    return { n, compare };
  }

  /**
   * The page with the requested facets counted over all n hits (Algolia's `facets`), when any were asked for: from the
   * document table's interned values when the hits are known as documents (`docs`: the hits by number), else from the records.
   */
  private withFacets(
    page: SearchPage,
    params: SearchParams,
    n: number,
    recordOf: (x: number) => SearchRecord,
    deadline: Deadline,
    docs?: ArrayLike<number>,
  ): SearchPage {
    const attributes = countedFacets(params.facets, this.settings.attributesForFaceting);
    if (params.facets.length === 0) return page;
    const facets =
      docs !== undefined && this.fastPath
        ? countFacetColumns(
            attributes,
            attributes.map((attribute) => this.table.facetValues(attribute)),
            n,
            docs,
            params.maxValuesPerFacet,
            deadline,
          )
        : countFacetValues(attributes, n, recordOf, params.maxValuesPerFacet, deadline);
    return { ...page, facets, exhaustiveFacetsCount: true };
  }

  /**
   * An empty query: every record (filtered), by custom ranking, then in the order the records were added; with
   * optional filters (a query whose words the rules all took away: "pcd franchise"), their level first, read in the
   * same one pass over the records rather than a pass per level.
   */
  private browse(params: SearchParams, deadline: Deadline, groups: readonly OptionalGroup[] = []): SearchPage {
    deadline.check();
    if (groups.length > 0 && this.fastPath) return this.browseLevelled(params, deadline, groups);
    const all = [...this.records.values()];
    const columns = { value: (attribute: string) => (i: number) => all[i]![attribute] };
    const keep = compileFilters(params.filters, columns);
    const records = keep ? all.filter((_, i) => (deadline.tick(), keep(i))) : all;
    const rules = customRules(this.settings.customRanking);
    const values = rules.map(({ attribute }) => Float64Array.from(records, (record) => customValue(record, attribute)));
    const custom = customOrder(
      values,
      rules.map(({ sign }) => sign),
    );
    let level: Uint8Array | undefined;
    if (groups.length > 0) {
      const rankOf = new Uint8Array(1 << groups.length);
      levelMasks(groups).forEach((mask, rank) => (rankOf[mask] = rank));
      const kept = { value: (attribute: string) => (i: number) => records[i]![attribute] };
      const tests = groups.map((group) => compileFilters([group.tests], kept)!);
      level = new Uint8Array(records.length);
      for (let i = 0; i < records.length; i++) {
        if ((i & 4095) === 4095) deadline.check();
        let mask = 0;
        for (let g = 0; g < tests.length; g++) if (tests[g]!(i)) mask |= 1 << g;
        level[i] = rankOf[mask]!;
      }
    }
    const byLevel = level;
    const page = pageOf(
      params,
      records.length,
      byLevel ? (x, y) => byLevel[x]! - byLevel[y]! || custom(x, y) || x - y : (x, y) => custom(x, y) || x - y,
      (x) => toHit(records[x]!, [], params, this.fields),
      deadline,
    );
    return this.withFacets(page, params, records.length, (x) => records[x]!, deadline);
  }

  /**
   * browse with optional filters over the document table: the filters and each group tested on interned facet values,
   * the custom ranking read from the table's columns and the facets counted from them, so a query the rules emptied
   * costs one pass over the documents.
   */
  private browseLevelled(params: SearchParams, deadline: Deadline, groups: readonly OptionalGroup[]): SearchPage {
    const { table, fields } = this;
    const declared = facetAttributes(this.settings.attributesForFaceting);
    const columns = {
      value: (attribute: string) => (doc: number) => table.records[doc]?.[attribute],
      interned: (attribute: string) => (declared.includes(attribute) ? table.facetValues(attribute) : undefined),
    };
    const keep = compileFilters(params.filters, columns);
    const docs: number[] = [];
    for (let doc = 0; doc < table.live.length; doc++) {
      if ((doc & 4095) === 4095) deadline.check();
      if (table.live[doc] === 1 && (!keep || keep(doc))) docs.push(doc);
    }
    const rankOf = new Uint8Array(1 << groups.length);
    levelMasks(groups).forEach((mask, rank) => (rankOf[mask] = rank));
    const tests = groups.map((group) => compileFilters([group.tests], columns)!);
    const level = new Uint8Array(docs.length);
    for (let x = 0; x < docs.length; x++) {
      if ((x & 4095) === 4095) deadline.check();
      let mask = 0;
      for (let g = 0; g < tests.length; g++) if (tests[g]!(docs[x]!)) mask |= 1 << g;
      level[x] = rankOf[mask]!;
    }
    const custom = customOrder(
      table.custom,
      customRules(this.settings.customRanking).map(({ sign }) => sign),
    );
    const page = pageOf(
      params,
      docs.length,
      (x, y) => level[x]! - level[y]! || custom(docs[x]!, docs[y]!) || docs[x]! - docs[y]!,
      (x) => toHit(table.records[docs[x]!]!, [], params, fields),
      deadline,
    );
    return this.withFacets(page, params, docs.length, (x) => table.records[docs[x]!]!, deadline, Int32Array.from(docs));
  }

  /** The reference algorithm (reference-search.ts): the fast path's oracle, and its fallback. */
  searchReference(params: SearchParams, deadline: Deadline = NO_DEADLINE): SearchPage {
    return referenceSearch(this.referenceIndex(), params, deadline);
  }

  private referenceIndex() {
    return { mini: this.mini, records: this.records, fields: this.fields, settings: this.settings };
  }

  /** Algolia's synonyms API: one synonym saved (replacing the one with its objectID). */
  saveSynonym(synonym: Synonym) {
    if (!this.synonyms.has(synonym.objectID) && this.synonyms.size >= MAX_SYNONYMS)
      throw new ParamsError(`at most ${MAX_SYNONYMS} synonyms per index`);
    this.synonyms.set(synonym.objectID, synonym);
    this.synonymRules = [...this.synonyms.values()].flatMap(synonymRules);
  }

  deleteSynonym(objectID: string) {
    this.synonyms.delete(objectID);
    this.synonymRules = [...this.synonyms.values()].flatMap(synonymRules);
  }

  clearSynonyms() {
    this.synonyms.clear();
    this.synonymRules = [];
  }

  getSynonym(objectID: string): Synonym | undefined {
    return this.synonyms.get(objectID);
  }

  /** The synonyms whose words contain the query's text (all for an empty query), optionally of one type. */
  listSynonyms(query = '', type?: string): Synonym[] {
    const q = query.toLowerCase();
    return [...this.synonyms.values()].filter(
      (s) =>
        (!type || s.type === type) &&
        (q === '' || [s.input ?? '', ...s.synonyms].some((phrase) => phrase.toLowerCase().includes(q))),
    );
  }

  private document(record: SearchRecord) {
    const doc: Record<string, string> = { id: record.objectID };
    for (const field of this.fields) doc[field] = fieldText(record[field]);
    return doc;
  }

  private newMini() {
    return new TermIndex({ fields: this.fields, idField: 'id' });
  }

  private reset() {
    this.mini = this.newMini();
    this.fastPath = this.mini.open;
    this.table = new DocTable<SearchRecord>();
    this.phonetic = new PhoneticDictionary();
    this.phoneticWords = 0;
    this.table.setCustomRules(customRules(this.settings.customRanking));
    this.scratch = new QueryScratch();
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
      return attributeValues(record[field]).map((value) => tokenize(value));
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
