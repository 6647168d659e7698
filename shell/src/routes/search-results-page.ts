/** One page of search hits, as the server renders them on /search (no JavaScript needed). */
export interface SearchResultsPage {
  hits: { objectID: string; name: string; category: string; slug: string; place?: string }[];
  nbHits: number;
}
