/** A listing's state in its query string: `sort` (rank or name) and the 1-based `page`, read leniently. */
export function listingQuery(params: URLSearchParams): { sort: 'rank' | 'name'; page: number } {
  return { sort: params.get('sort') === 'name' ? 'name' : 'rank', page: pageIndex(params) };
}

/** The 0-based page index of `?page=` (1-based; anything unreadable is the first page). */
export function pageIndex(params: URLSearchParams): number {
  return Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
}
