/** A recording fetch for the client's unit tests: answers from a queue of handlers. */
interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  credentials?: string;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | Error | 'hang';

export function recordingFetch(...replies: Reply[]) {
  const calls: Recorded[] = [];
  const fetchImpl = (async (input: string, init: RequestInit = {}) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
      credentials: init.credentials,
    });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    if (reply instanceof Error) throw reply;
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { status: reply.status, headers: new Headers(reply.headers), text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, calls };
}
