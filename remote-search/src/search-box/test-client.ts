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
  },
  { objectID: 'k1', name: 'PCD Pharma Franchise', category: 'Category', slug: 'pharma-franchise-pcd' },
];

type Request = {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  filters?: string;
  clickAnalytics?: boolean;
};

export function testClient(records = RECORDS) {
  const requests: Request[] = [];
  let queries = 0;
  const search = jest.fn(async ({ requests: batch }: { requests: Request[] }) => {
    requests.push(...batch);
    return {
      results: batch.map((r) => {
        const category = r.filters?.match(/^category:"(.*)"$/)?.[1];
        const all = records.filter(
          (h) =>
            h.name.toLowerCase().includes(r.query.toLowerCase()) &&
            (!category || h.category.toLowerCase() === category),
        );
        const mark = (name: string) => {
          const at = name.toLowerCase().indexOf(r.query.toLowerCase());
          return (
            name.slice(0, at) +
            HIGHLIGHT_PRE +
            name.slice(at, at + r.query.length) +
            HIGHLIGHT_POST +
            name.slice(at + r.query.length)
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
          ...(queryID ? { queryID } : {}),
        };
      }),
    };
  });
  return { client: { search }, requests };
}
