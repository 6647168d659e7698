/**
 * A stand-in for the api's fetch, for unit tests only: answers by method and path from a table of handlers,
 * records every call (path, query, body).
 */
export type Handler = (call: { url: URL; body: unknown }) => { status: number; body?: unknown };
export interface FakeSellerApi {
  calls: { method: string; path: string; query: string; body: unknown }[];
}

const respond = ({ status, body }: { status: number; body?: unknown }) =>
  ({ status, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as Response;

export function installFakeSellerApi(handlers: Record<string, Handler>): FakeSellerApi {
  const api: FakeSellerApi = { calls: [] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    if (url.pathname === '/csrf') return respond({ status: 200, body: { token: 'csrf-token' } });
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    api.calls.push({ method, path: url.pathname, query: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    return respond(handler ? handler({ url, body }) : { status: 404, body: { error: 'Not Found' } });
  }) as typeof fetch;
  return api;
}
