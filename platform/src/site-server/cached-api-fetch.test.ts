import { cachedApiFetch } from './cached-api-fetch';

const answering = (...statuses: number[]) => {
  let n = 0;
  return jest.fn(
    async () =>
      new Response(JSON.stringify({ n: ++n }), {
        status: statuses[n - 1] ?? statuses.at(-1)!,
        headers: { 'content-type': 'application/json' },
      }),
  ) as unknown as jest.MockedFunction<typeof fetch>;
};

describe('cachedApiFetch', () => {
  it('calls the api once per address within the time to live, each answer readable by every caller', async () => {
    const fetchImpl = answering(200);
    const apiFetch = cachedApiFetch({ budgetMs: 1000, ttlMs: 10_000, fetchImpl });
    const answers = await Promise.all([apiFetch('http://api/x'), apiFetch('http://api/x'), apiFetch('http://api/y')]);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    expect(await (await apiFetch('http://api/x')).json()).toEqual({ n: 1 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure and no POST', async () => {
    const fetchImpl = answering(503, 200);
    const apiFetch = cachedApiFetch({ budgetMs: 1000, ttlMs: 10_000, fetchImpl });
    expect((await apiFetch('http://api/x')).status).toBe(503);
    expect((await apiFetch('http://api/x')).status).toBe(200);
    await apiFetch('http://api/p', { method: 'POST', body: '{}' });
    await apiFetch('http://api/p', { method: 'POST', body: '{}' });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('gives each call its time budget', async () => {
    const fetchImpl = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new TypeError('aborted'))),
        ),
    ) as unknown as typeof fetch;
    const started = Date.now();
    await expect(cachedApiFetch({ budgetMs: 50, ttlMs: 10_000, fetchImpl })('http://api/slow')).rejects.toThrow(
      'aborted',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
