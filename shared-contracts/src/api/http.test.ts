import { createHttpClient, HttpError, readCookie } from './http';
import { recordingFetch } from './test-fetch';

const base = 'http://localhost:4001/';

describe('createHttpClient', () => {
  it('sends JSON with credentials and the CSRF cookie as a header', async () => {
    const { fetch, calls } = recordingFetch({ status: 200, body: { ok: 1 } });
    const client = createHttpClient(base, { fetch, cookies: () => 'a=1; XSRF-TOKEN=tok%2Ben; b=2' });
    await expect(client.post('/web/footer/subscribe', { email: 'a@b.co' }, { idempotencyKey: 'k-1' })).resolves.toEqual(
      { ok: 1 },
    );
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:4001/web/footer/subscribe',
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.co"}',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': 'tok+en',
        'Idempotency-Key': 'k-1',
      },
    });
  });

  it('asks the api for a token when the cookie cannot be read, once', async () => {
    const { fetch, calls } = recordingFetch(
      { status: 200, body: { token: 'from-body' } },
      { status: 200 },
      { status: 200 },
    );
    const client = createHttpClient(base, { fetch, cookies: () => '' });
    await client.post('/api/logger', { url: '/x' });
    await client.post('/api/logger', { url: '/y' });
    expect(calls.map((c) => c.url)).toEqual([
      'http://localhost:4001/csrf',
      'http://localhost:4001/api/logger',
      'http://localhost:4001/api/logger',
    ]);
    expect(calls[2]!.headers['X-XSRF-TOKEN']).toBe('from-body');
  });

  it('builds query strings and sends no body on GET', async () => {
    const { fetch, calls } = recordingFetch({ status: 204 });
    await createHttpClient(base, { fetch, cookies: () => '' }).get('/api/cities2', {
      query: { input: '', code: 'IN', skip: undefined },
    });
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:4001/api/cities2?input=&code=IN',
      method: 'GET',
      body: undefined,
    });
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('treats 299 as success and 300 as failure with the body available', async () => {
    const { fetch } = recordingFetch({ status: 299, body: 'plain' }, { status: 300, body: { error: 'Moved' } });
    const client = createHttpClient(base, { fetch, cookies: () => '' });
    await expect(client.get('/a')).resolves.toBe('plain');
    const error = await client.get('/b').catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Request failed with status code 300',
      status: 300,
      kind: 'status',
      error: 'Moved',
    });
  });

  it("carries a refusal's Retry-After (whole seconds), and none when it names none or no number", async () => {
    const { fetch } = recordingFetch(
      { status: 429, body: { error: 'Wait' }, headers: { 'Retry-After': '87' } },
      { status: 429, body: { error: 'Wait' } },
      { status: 429, body: { error: 'Wait' }, headers: { 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' } },
    );
    const client = createHttpClient(base, { fetch, cookies: () => '' });
    const waits = [];
    for (const path of ['/a', '/b', '/c'])
      waits.push(((await client.get(path).catch((e) => e)) as HttpError).retryAfter);
    expect(waits).toEqual([87, undefined, undefined]);
  });

  it('reports a network failure as Network Error', async () => {
    const { fetch } = recordingFetch(new TypeError('Failed to fetch'));
    await expect(createHttpClient(base, { fetch }).get('/x')).rejects.toMatchObject({
      message: 'Network Error',
      kind: 'network',
    });
  });

  it('times out only when a call sets a timeout', async () => {
    const { fetch } = recordingFetch('hang');
    await expect(createHttpClient(base, { fetch }).get('/slow', { timeout: 20 })).rejects.toMatchObject({
      message: 'timeout of 20ms exceeded',
      kind: 'timeout',
    });
  });

  it('readCookie finds one cookie among many', () => {
    expect(readCookie('x=1; XSRF-TOKEN=abc=; y=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('x=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
