/**
 * Algolia's Query Rules, the part a marketplace's query understanding needs: a rule's conditions match the query's
 * words (a literal pattern, or `{facet:attribute}` standing for any value of that facet), and its consequence edits
 * the query (words removed or replaced), adds filters and optional filters (fixed, or the facet values the pattern
 * matched: automaticFacetFilters / automaticOptionalFacetFilters) and returns userData to the page. Rules are saved
 * with the admin key and checked here against bounds, so that a rule this engine would not apply is refused (400)
 * rather than silently ignored.
 */
import { parseFilterString } from './filter-parser';
import { tokenize } from './matching';
import { ParamsError } from './params-error';

/** Rules per index, and what one rule may hold: a rule is applied to every query, so each is bounded. */
export const MAX_RULES = 10_000;
const MAX_CONDITIONS = 25;
const MAX_PATTERN = 512;
const MAX_PATTERN_WORDS = 16;
const MAX_EDITS = 50;
const MAX_USER_DATA_BYTES = 10 * 1024;
/** Rules applied to one query at most (Algolia applies up to 10 matching rules). */
export const MAX_APPLIED_RULES = 10;

type Anchoring = 'is' | 'startsWith' | 'endsWith' | 'contains';
const ANCHORINGS: readonly Anchoring[] = ['is', 'startsWith', 'endsWith', 'contains'];

/** A pattern as words and facet placeholders, in order. */
type Segment = { words: string[] } | { facet: string };

export interface RuleCondition {
  pattern?: string;
  anchoring?: Anchoring;
  alternatives?: boolean;
  context?: string;
}

interface AutomaticFacetFilter {
  facet: string;
  disjunctive?: boolean;
  score?: number;
  negative?: boolean;
}

interface QueryEdit {
  type: 'remove' | 'replace';
  delete: string;
  insert?: string;
}

export interface RuleConsequence {
  params?: {
    query?: string | { remove?: string[]; edits?: QueryEdit[] };
    filters?: string;
    optionalFilters?: string | (string | string[])[];
    automaticFacetFilters?: (string | AutomaticFacetFilter)[];
    automaticOptionalFacetFilters?: (string | AutomaticFacetFilter)[];
  };
  userData?: unknown;
}

/** A rule as saved and returned (the client's own fields kept as sent). */
export interface Rule {
  objectID: string;
  conditions?: RuleCondition[];
  consequence: RuleConsequence;
  enabled?: boolean;
  description?: string;
}

const PARAMS_APPLIED = new Set([
  'query',
  'filters',
  'optionalFilters',
  'automaticFacetFilters',
  'automaticOptionalFacetFilters',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const boundedString = (value: unknown, what: string, max: number): string => {
  if (typeof value !== 'string' || value.length > max)
    throw new ParamsError(`${what} must be a string of at most ${max} characters`);
  return value;
};

/** The pattern's words and `{facet:attribute}` placeholders, read without a regular expression. */
export function patternSegments(pattern: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  while (at < pattern.length) {
    const open = pattern.indexOf('{facet:', at);
    const close = open === -1 ? -1 : pattern.indexOf('}', open);
    const literal = pattern.slice(at, open === -1 || close === -1 ? pattern.length : open);
    const words = tokenize(literal);
    if (words.length > 0) segments.push({ words });
    if (open === -1 || close === -1) break;
    const facet = pattern.slice(open + '{facet:'.length, close).trim();
    if (facet === '') throw new ParamsError('A {facet:…} placeholder names an attribute');
    segments.push({ facet });
    at = close + 1;
  }
  return segments;
}

function readAutomatic(value: unknown, what: string): (string | AutomaticFacetFilter)[] {
  if (!Array.isArray(value) || value.length > MAX_CONDITIONS)
    throw new ParamsError(`${what} must be an array of at most ${MAX_CONDITIONS} facets`);
  return value.map((entry) => {
    if (typeof entry === 'string') return boundedString(entry, what, 256);
    if (!isObject(entry)) throw new ParamsError(`${what}: each entry is a facet name or { facet, disjunctive, score }`);
    boundedString(entry.facet, `${what}.facet`, 256);
    if (entry.score !== undefined && (!Number.isInteger(entry.score) || (entry.score as number) < 0))
      throw new ParamsError(`${what}.score must be a whole number`);
    return entry as unknown as AutomaticFacetFilter;
  });
}

function readConsequence(value: unknown): RuleConsequence {
  if (!isObject(value)) throw new ParamsError('A rule needs a consequence object');
  for (const key of Object.keys(value))
    if (key !== 'params' && key !== 'userData')
      throw new ParamsError(`Rule consequence ${JSON.stringify(key)} is not supported by this engine`);
  const consequence: RuleConsequence = {};
  if (value.userData !== undefined) {
    if (JSON.stringify(value.userData).length > MAX_USER_DATA_BYTES)
      throw new ParamsError(`userData is larger than ${MAX_USER_DATA_BYTES / 1024} KB`);
    consequence.userData = value.userData;
  }
  if (value.params === undefined) return consequence;
  if (!isObject(value.params)) throw new ParamsError('consequence.params must be an object');
  for (const key of Object.keys(value.params))
    if (!PARAMS_APPLIED.has(key))
      throw new ParamsError(`Rule consequence parameter ${JSON.stringify(key)} is not supported by this engine`);
  const { query, filters, optionalFilters, automaticFacetFilters, automaticOptionalFacetFilters } = value.params;
  const params: NonNullable<RuleConsequence['params']> = {};
  if (typeof query === 'string') params.query = boundedString(query, 'consequence.params.query', MAX_PATTERN);
  else if (isObject(query)) {
    const remove = query.remove === undefined ? [] : query.remove;
    const edits = query.edits === undefined ? [] : query.edits;
    if (!Array.isArray(remove) || !Array.isArray(edits) || remove.length + edits.length > MAX_EDITS)
      throw new ParamsError(`consequence.params.query: at most ${MAX_EDITS} removals and edits`);
    const readEdits = () =>
      edits.map((edit): QueryEdit => {
        if (!isObject(edit) || (edit.type !== 'remove' && edit.type !== 'replace'))
          throw new ParamsError('An edit is { type: "remove" | "replace", delete, insert }');
        return {
          type: edit.type,
          delete: boundedString(edit.delete, 'edit.delete', MAX_PATTERN),
          ...(edit.type === 'replace' ? { insert: boundedString(edit.insert, 'edit.insert', MAX_PATTERN) } : {}),
        };
      });
    // Kept as sent: getRule answers the rule that was saved.
    params.query = {
      ...(query.remove === undefined
        ? {}
        : { remove: remove.map((w) => boundedString(w, 'a removed word', MAX_PATTERN)) }),
      ...(query.edits === undefined ? {} : { edits: readEdits() }),
    };
  } else if (query !== undefined) throw new ParamsError('consequence.params.query must be a string or an object');
  if (filters !== undefined) {
    params.filters = boundedString(filters, 'consequence.params.filters', 1024);
    parseFilterString(params.filters); // refused at save time, not at query time
  }
  if (optionalFilters !== undefined) params.optionalFilters = readOptionalFilterList(optionalFilters);
  if (automaticFacetFilters !== undefined)
    params.automaticFacetFilters = readAutomatic(automaticFacetFilters, 'automaticFacetFilters');
  if (automaticOptionalFacetFilters !== undefined)
    params.automaticOptionalFacetFilters = readAutomatic(
      automaticOptionalFacetFilters,
      'automaticOptionalFacetFilters',
    );
  consequence.params = params;
  return consequence;
}

/** Algolia's optionalFilters as sent: a string, or a list of strings and OR groups of strings. */
export function readOptionalFilterList(value: unknown): string | (string | string[])[] {
  if (typeof value === 'string') return boundedString(value, 'optionalFilters', 512);
  if (!Array.isArray(value) || value.length > 100)
    throw new ParamsError('optionalFilters must be a string or an array of at most 100 entries');
  return value.map((entry) => {
    if (typeof entry === 'string') return boundedString(entry, 'optionalFilters', 512);
    if (Array.isArray(entry) && entry.length <= 100 && entry.every((e) => typeof e === 'string' && e.length <= 512))
      return entry as string[];
    throw new ParamsError('optionalFilters entries are "attribute:value" or arrays of them');
  });
}

/** A rule as sent by the client, checked: a clear 400 for anything this engine does not apply. */
export function readRule(body: unknown, objectID?: string): Rule {
  if (!isObject(body)) throw new ParamsError('A rule must be an object');
  const id = objectID ?? body.objectID;
  if (typeof id !== 'string' || id === '' || id.length > 256) throw new ParamsError('A rule needs an objectID');
  const conditions = body.conditions === undefined ? [] : body.conditions;
  if (!Array.isArray(conditions) || conditions.length > MAX_CONDITIONS)
    throw new ParamsError(`conditions must be an array of at most ${MAX_CONDITIONS}`);
  const read = conditions.map((c): RuleCondition => {
    if (!isObject(c)) throw new ParamsError('A condition must be an object');
    const condition: RuleCondition = {};
    if (c.pattern !== undefined) {
      condition.pattern = boundedString(c.pattern, 'pattern', MAX_PATTERN);
      const segments = patternSegments(condition.pattern);
      const words = segments.reduce((n, s) => n + ('words' in s ? s.words.length : 1), 0);
      if (words > MAX_PATTERN_WORDS) throw new ParamsError(`A pattern has at most ${MAX_PATTERN_WORDS} words`);
      if (!ANCHORINGS.includes(c.anchoring as Anchoring))
        throw new ParamsError('A pattern needs anchoring: is, startsWith, endsWith or contains');
      condition.anchoring = c.anchoring as Anchoring;
    }
    if (c.alternatives !== undefined) condition.alternatives = c.alternatives === true;
    if (c.context !== undefined) condition.context = boundedString(c.context, 'context', 256);
    if (condition.pattern === undefined && condition.context === undefined)
      throw new ParamsError('A condition needs a pattern or a context');
    return condition;
  });
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
    throw new ParamsError('enabled must be true or false');
  return {
    objectID: id,
    ...(read.length > 0 ? { conditions: read } : {}),
    consequence: readConsequence(body.consequence),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
    ...(body.description === undefined
      ? {}
      : { description: boundedString(body.description, 'description', MAX_PATTERN) }),
  };
}

/** What the rules matching a query do to it. */
export interface RuleOutcome {
  /** The query's words after the rules' edits (the query as typed when no rule edits it). */
  words: string[];
  filters: string[][];
  /** Optional filters added (each an OR group). */
  optionalFilters: string[][];
  appliedRules: { objectID: string }[];
  userData: unknown[];
}

/** A facet's values as word lists, by first word, for `{facet:…}` patterns. */
export type FacetPhrases = (attribute: string) => ReadonlyMap<string, { words: string[]; value: string }[]>;

interface Compiled {
  rule: Rule;
  order: number;
  conditions: { segments: Segment[]; anchoring: Anchoring; context?: string; hasPattern: boolean }[];
}

/** A facet match of a pattern: the value and the query words it covered. */
interface FacetMatch {
  facet: string;
  value: string;
  start: number;
  end: number;
}

/**
 * An index's rules, kept for matching: a rule whose pattern starts with words is found by its first word, so a
 * query looks at the rules of its own words only, however many thousands are saved.
 */
export class RuleSet {
  private readonly rules = new Map<string, Compiled>();
  private byFirstWord = new Map<string, Compiled[]>();
  /** Rules whose pattern starts with a facet placeholder, is empty, or that have context conditions only. */
  private always: Compiled[] = [];
  private nextOrder = 0;
  private dirty = false;

  get size() {
    return this.rules.size;
  }

  save(rule: Rule) {
    if (!this.rules.has(rule.objectID) && this.rules.size >= MAX_RULES)
      throw new ParamsError(`at most ${MAX_RULES} rules per index`);
    const order = this.rules.get(rule.objectID)?.order ?? this.nextOrder++;
    this.rules.set(rule.objectID, {
      rule,
      order,
      conditions: (rule.conditions ?? []).map((c) => ({
        segments: c.pattern === undefined ? [] : patternSegments(c.pattern),
        anchoring: c.anchoring ?? 'contains',
        context: c.context,
        hasPattern: c.pattern !== undefined,
      })),
    });
    this.dirty = true;
  }

  delete(objectID: string): boolean {
    const had = this.rules.delete(objectID);
    this.dirty ||= had;
    return had;
  }

  clear() {
    this.rules.clear();
    this.dirty = true;
  }

  get(objectID: string): Rule | undefined {
    return this.rules.get(objectID)?.rule;
  }

  list(): Rule[] {
    return [...this.rules.values()].sort((a, b) => a.order - b.order).map((c) => c.rule);
  }

  private reindex() {
    if (!this.dirty) return;
    this.byFirstWord = new Map();
    this.always = [];
    for (const compiled of [...this.rules.values()].sort((a, b) => a.order - b.order)) {
      const firsts = new Set<string>();
      let always = compiled.conditions.length === 0;
      for (const { segments, hasPattern } of compiled.conditions) {
        const first = segments[0];
        if (!hasPattern || !first || !('words' in first)) always = true;
        else firsts.add(first.words[0]!);
      }
      if (always) this.always.push(compiled);
      else
        for (const word of firsts) {
          const list = this.byFirstWord.get(word) ?? [];
          list.push(compiled);
          this.byFirstWord.set(word, list);
        }
    }
    this.dirty = false;
  }

  /** The rules that apply to `words` (the query's words as typed) and what they do, in the order they were saved. */
  apply(words: string[], contexts: readonly string[], facetPhrases: FacetPhrases): RuleOutcome {
    const outcome: RuleOutcome = { words, filters: [], optionalFilters: [], appliedRules: [], userData: [] };
    if (this.rules.size === 0) return outcome;
    this.reindex();
    const seen = new Set<Compiled>();
    const candidates: Compiled[] = [...this.always];
    for (const word of new Set(words))
      for (const compiled of this.byFirstWord.get(word) ?? [])
        if (!seen.has(compiled)) {
          seen.add(compiled);
          candidates.push(compiled);
        }
    candidates.sort((a, b) => a.order - b.order);
    const removed = new Uint8Array(words.length);
    const inserted: { at: number; words: string[] }[] = [];
    for (const compiled of candidates) {
      if (outcome.appliedRules.length >= MAX_APPLIED_RULES) break;
      if (compiled.rule.enabled === false) continue;
      const matches = this.matchConditions(compiled, words, contexts, facetPhrases);
      if (!matches) continue;
      this.consequence(compiled.rule, words, matches, outcome, removed, inserted);
      outcome.appliedRules.push({ objectID: compiled.rule.objectID });
      if (compiled.rule.consequence.userData !== undefined) outcome.userData.push(compiled.rule.consequence.userData);
    }
    if (outcome.appliedRules.length === 0) return outcome;
    const edited: string[] = [];
    words.forEach((word, i) => {
      for (const insert of inserted) if (insert.at === i) edited.push(...insert.words);
      if (removed[i] === 0) edited.push(word);
    });
    for (const insert of inserted) if (insert.at >= words.length) edited.push(...insert.words);
    if (outcome.words === words) outcome.words = edited;
    return outcome;
  }

  /** Every condition must hold (Algolia ANDs a rule's conditions); the facet values each pattern matched. */
  private matchConditions(
    compiled: Compiled,
    words: string[],
    contexts: readonly string[],
    facetPhrases: FacetPhrases,
  ): FacetMatch[] | undefined {
    const facets: FacetMatch[] = [];
    for (const condition of compiled.conditions) {
      if (condition.context !== undefined && !contexts.includes(condition.context)) return undefined;
      if (!condition.hasPattern) continue;
      const found = matchPattern(condition.segments, condition.anchoring, words, facetPhrases);
      if (!found) return undefined;
      facets.push(...found);
    }
    return facets;
  }

  private consequence(
    rule: Rule,
    words: string[],
    matches: FacetMatch[],
    outcome: RuleOutcome,
    removed: Uint8Array,
    inserted: { at: number; words: string[] }[],
  ) {
    const params = rule.consequence.params;
    if (!params) return;
    if (typeof params.query === 'string') outcome.words = tokenize(params.query);
    else if (params.query) {
      for (const phrase of params.query.remove ?? []) removePhrase(words, tokenize(phrase), removed);
      for (const edit of params.query.edits ?? []) {
        const at = removePhrase(words, tokenize(edit.delete), removed);
        if (edit.type === 'replace' && at >= 0) inserted.push({ at, words: tokenize(edit.insert ?? '') });
      }
    }
    if (params.filters) outcome.filters.push(...parseFilterString(params.filters));
    if (params.optionalFilters) outcome.optionalFilters.push(...optionalFilterGroups(params.optionalFilters));
    const automatic = (list: (string | AutomaticFacetFilter)[] | undefined, optional: boolean) => {
      for (const entry of list ?? []) {
        const spec = typeof entry === 'string' ? { facet: entry } : entry;
        const mine = matches.filter((m) => m.facet === spec.facet);
        if (mine.length === 0) continue;
        for (const m of mine) for (let i = m.start; i < m.end; i++) removed[i] = 1;
        const score = optional && spec.score !== undefined ? `<score=${spec.score}>` : '';
        const tests = mine.map((m) => `${spec.negative ? '-' : ''}${spec.facet}:${m.value}${score}`);
        const target = optional ? outcome.optionalFilters : outcome.filters;
        if (spec.disjunctive) target.push(tests);
        else for (const test of tests) target.push([test]);
      }
    };
    automatic(params.automaticFacetFilters, false);
    automatic(params.automaticOptionalFacetFilters, true);
  }
}

/** Marks the first occurrence of `phrase` (not yet removed) as removed; its position, or -1. */
function removePhrase(words: string[], phrase: string[], removed: Uint8Array): number {
  if (phrase.length === 0) return -1;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let ok = true;
    for (let j = 0; j < phrase.length && ok; j++) ok = removed[i + j] === 0 && words[i + j] === phrase[j];
    if (!ok) continue;
    for (let j = 0; j < phrase.length; j++) removed[i + j] = 1;
    return i;
  }
  return -1;
}

/**
 * Whether the pattern's segments match the query's words under the anchoring, and the facet values its placeholders
 * matched (the longest value first at each place). Patterns hold at most 16 segments and facet values are looked up
 * by their first word, so this is a short walk, not a search over every value.
 */
function matchPattern(
  segments: Segment[],
  anchoring: Anchoring,
  words: string[],
  facetPhrases: FacetPhrases,
): FacetMatch[] | undefined {
  if (segments.length === 0) return anchoring === 'is' ? (words.length === 0 ? [] : undefined) : [];
  const from = (start: number, s: number, found: FacetMatch[]): FacetMatch[] | undefined => {
    if (s === segments.length) {
      const atEnd = start === words.length;
      return anchoring === 'is' || anchoring === 'endsWith' ? (atEnd ? found : undefined) : found;
    }
    const segment = segments[s]!;
    if ('words' in segment) {
      if (start + segment.words.length > words.length) return undefined;
      for (let j = 0; j < segment.words.length; j++) if (words[start + j] !== segment.words[j]) return undefined;
      return from(start + segment.words.length, s + 1, found);
    }
    const options = facetPhrases(segment.facet).get(words[start] ?? '') ?? [];
    for (const option of options) {
      if (start + option.words.length > words.length) continue;
      let ok = true;
      for (let j = 1; j < option.words.length && ok; j++) ok = words[start + j] === option.words[j];
      if (!ok) continue;
      const end = start + option.words.length;
      const rest = from(end, s + 1, [...found, { facet: segment.facet, value: option.value, start, end }]);
      if (rest) return rest;
    }
    return undefined;
  };
  const anchoredAtStart = anchoring === 'is' || anchoring === 'startsWith';
  for (let start = 0; start <= (anchoredAtStart ? 0 : words.length - 1); start++) {
    const found = from(start, 0, []);
    if (found) return found;
  }
  return undefined;
}

/** optionalFilters as OR groups of facet tests (a test may end in `<score=N>`). */
export function optionalFilterGroups(value: string | (string | string[])[]): string[][] {
  const list = typeof value === 'string' ? [value] : value;
  return list.map((entry) => (Array.isArray(entry) ? entry : [entry])).filter((group) => group.length > 0);
}
