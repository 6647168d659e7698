/**
 * A stand-in for the api's fetch, for unit tests only: answers GET /csrf with a token and each
 * POST /web/footer/subscribe from a queue (a status and body, a network error, or a reply held open).
 */
export type SubscribeReply = { status: number; body?: unknown } | 'network-error' | 'held';

export interface FakeApi {
  posts: { url: string; body: unknown; headers: Record<string, string> }[];
  /** Releases the oldest held reply with this answer. */
  release: (reply: { status: number; body?: unknown }) => void;
}

// jsdom has no Response: the client reads only `status` and `text()`.
const respond = ({ status, body }: { status: number; body?: unknown }) =>
  ({
    status,
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  }) as Response;

export function installFakeApi(...replies: SubscribeReply[]): FakeApi {
  const api: FakeApi = { posts: [], release: () => undefined };
  const held: ((reply: { status: number; body?: unknown }) => void)[] = [];
  api.release = (reply) => held.shift()?.(reply);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/csrf')) return respond({ status: 200, body: { token: 'csrf-token' } });
    api.posts.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    const reply = replies.shift() ?? { status: 200, body: { message: 'ok' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'held') return new Promise<Response>((resolve) => held.push((r) => resolve(respond(r))));
    return respond(reply);
  }) as typeof fetch;
  return api;
}
