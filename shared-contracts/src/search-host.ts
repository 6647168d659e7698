/** What a search client may do through a host (algoliasearch's `accept`). */
export type SearchHostAccess = 'read' | 'write' | 'readWrite';

/**
 * A site's search host setting ("localhost:4002", "PHARMASETU-dsn.algolia.net" or "http://…") as an
 * algoliasearch host: plain http only for local names (localhost, 127.x, [::1]) unless the scheme is given.
 * The one place the browser's search box and insights, the site server and the indexer derive it.
 */
export function searchHost<A extends SearchHostAccess = 'read'>(
  host: string,
  accept: A = 'read' as A,
): { url: string; protocol: 'http' | 'https'; accept: A } {
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  const url = new URL(/^https?:\/\//.test(host) ? host : `${local ? 'http' : 'https'}://${host}`);
  return { url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept };
}
