/** What a listing's URL query carries besides its path: the place filters, the sort and the page. */
interface ListingState {
  state?: string;
  city?: string;
  sort?: 'rank' | 'name';
  /** 0-based; the URL's ?page= is 1-based and absent on the first page. */
  page?: number;
}

/**
 * A listing's link: `path` with the state, city, sort (rank, the default, is left out) and page (the first is left
 * out) in a fixed order, so each listing page has one address.
 */
export function listingHref(path: string, next: ListingState): string {
  const params = new URLSearchParams();
  if (next.state) params.set('state', next.state);
  if (next.city) params.set('city', next.city);
  if (next.sort === 'name') params.set('sort', 'name');
  if (next.page && next.page > 0) params.set('page', String(next.page + 1));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
