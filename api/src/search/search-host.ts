/** "127.0.0.1:4002" or "http://…" → an algoliasearch host; plain http only for local names. */
export function searchHost(host: string) {
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  const url = new URL(/^https?:\/\//.test(host) ? host : `${local ? 'http' : 'https'}://${host}`);
  return { url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const };
}
