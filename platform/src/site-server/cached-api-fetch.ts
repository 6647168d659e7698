import { renderCache } from './render-cache';

interface Answer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * The site server's fetch for the api: each call within `budgetMs`, and the answers to GETs (the public
 * catalog) kept for `ttlMs` and shared by every page rendered meanwhile, so a burst of visitors costs the
 * api one call per address, not one per page (the api limits requests per IP, and every render comes
 * from this server's). Only 200s are kept; a failure is never kept.
 */
export function cachedApiFetch({
  budgetMs,
  ttlMs,
  fetchImpl = fetch,
}: {
  budgetMs: number;
  ttlMs: number;
  fetchImpl?: typeof fetch;
}): typeof fetch {
  const answers = renderCache<Answer>({ ttlMs, maxEntries: 2000 });
  const call = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Answer> => {
    const response = await fetchImpl(input, { ...init, signal: AbortSignal.timeout(budgetMs) });
    return {
      status: response.status,
      body: await response.text(),
      contentType: response.headers.get('content-type') ?? 'application/json',
    };
  };
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer =
      method === 'GET'
        ? await answers.get(
            String(input),
            () => call(input, init),
            (a) => a.status === 200,
          )
        : await call(input, init);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  }) as typeof fetch;
}
