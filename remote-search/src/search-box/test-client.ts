// Test-only: a stand-in for the search-only client, answering from a few records like the engine would.
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, type SearchHit } from './search-hit';

export const RECORDS: SearchHit[] = [
  { objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin' },
  { objectID: 'm2', name: 'Metformin Hydrochloride', category: 'Molecule', slug: 'metformin-hydrochloride' },
  {
    objectID: 'c1',
    name: 'Metro Healthcare Pvt Ltd',
    category: 'Company',
    slug: 'metro-healthcare',
    place: 'Mohali, Punjab',
    ...{ state: 'Punjab', categories: ['PCD Pharma Franchise', 'Injection Franchise'] },
  },
  { objectID: 'k1', name: 'PCD Pharma Franchise', category: 'Category', slug: 'pharma-franchise-pcd' },
];

type Request = {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  filters?: string;
  facets?: string[];
  clickAnalytics?: boolean;
};

/** `attribute:"value"` conditions joined by AND (all the views send). */
const conditions = (filters = '') =>
  filters
    .split(' AND ')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      return [part.slice(0, at), part.slice(at + 1).replace(/^"|"$/g, '')] as const;
    });

/** What the stand-in engine does beyond matching: Algolia's relaxation and its rules' userData. */
interface TestEngine {
  /** removeWordsIfNoResults 'lastWords': with no match, the last words become optional, one at a time (at most 5). */
  lastWords?: boolean;
  /** Query Rules as anchoring 'contains': each whose pattern the query contains applies, with its userData. */
  rules?: { pattern: string; userData: unknown }[];
}

/** The query's words, the last `optional` of them made optional: what still must match, and the answer's mark-up. */
function relaxed(query: string, optional: number) {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.slice(0, words.length - optional);
  const dropped = words.slice(words.length - optional);
  return { must: kept.join(' '), queryAfterRemoval: `${kept.join(' ')} <em>${dropped.join(' ')}</em>` };
}

/** `withFacets`: the engine answers `facets` with counts (without: an engine that gives none, as before facets). */
export function testClient(records = RECORDS, withFacets = false, engine: TestEngine = {}) {
  const requests: Request[] = [];
  const userDataOf = (query: string) => {
    const applied = (engine.rules ?? []).filter((rule) => query.toLowerCase().includes(rule.pattern));
    return applied.length ? { userData: applied.map((rule) => rule.userData) } : {};
  };
  let queries = 0;
  const search = jest.fn(async ({ requests: batch }: { requests: Request[] }) => {
    requests.push(...batch);
    return {
      results: batch.map((r) => {
        const wanted = conditions(r.filters);
        const matching = (text: string) =>
          records.filter(
            (h) =>
              h.name.toLowerCase().includes(text.toLowerCase()) &&
              wanted.every(
                ([k, v]) =>
                  String((h as unknown as Record<string, unknown>)[k] ?? '').toLowerCase() === v.toLowerCase(),
              ),
          );
        let matched = r.query;
        let all = matching(matched);
        let queryAfterRemoval: string | undefined;
        const words = r.query.split(/\s+/).filter(Boolean).length;
        for (let optional = 1; engine.lastWords && all.length === 0 && optional <= Math.min(5, words - 1); optional++) {
          const loose = relaxed(r.query, optional);
          all = matching(loose.must);
          if (all.length > 0) [matched, queryAfterRemoval] = [loose.must, loose.queryAfterRemoval];
        }
        // Facet counts as the engine gives them (only with `facets` set).
        const facets = withFacets
          ? Object.fromEntries(
              (r.facets ?? []).map((name) => {
                const counts: Record<string, number> = {};
                for (const h of all) {
                  const v = (h as unknown as Record<string, unknown>)[name];
                  if (typeof v === 'string') counts[v] = (counts[v] ?? 0) + 1;
                }
                return [name, counts];
              }),
            )
          : undefined;
        // As the engine: the record's text escaped, the tags around the match.
        const escape = (text: string) =>
          text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
        const mark = (name: string) => {
          const at = name.toLowerCase().indexOf(matched.toLowerCase());
          return (
            escape(name.slice(0, at)) +
            HIGHLIGHT_PRE +
            escape(name.slice(at, at + matched.length)) +
            HIGHLIGHT_POST +
            escape(name.slice(at + matched.length))
          );
        };
        const hits = all
          .slice(r.page * r.hitsPerPage, (r.page + 1) * r.hitsPerPage)
          .map((h) => ({ ...h, _highlightResult: { name: { value: mark(h.name) } } }));
        const queryID = r.clickAnalytics ? (++queries).toString(16).padStart(32, '0') : undefined; // as the engine: 32 hex
        return {
          hits,
          nbHits: all.length,
          page: r.page,
          nbPages: Math.ceil(all.length / r.hitsPerPage),
          hitsPerPage: r.hitsPerPage,
          ...(facets && r.facets?.length ? { facets } : {}),
          ...(queryID ? { queryID } : {}),
          ...(queryAfterRemoval ? { queryAfterRemoval } : {}),
          ...userDataOf(r.query),
        };
      }),
    };
  });
  return { client: { search }, requests };
}
