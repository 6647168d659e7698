/**
 * The browser's api client (spec §7 "general client behaviour"): fetch, JSON bodies for objects, JSON
 * accepted, no timeout unless a call sets one, 200–299 is success, credentials included, and the CSRF
 * cookie read and sent back as a header. Errors carry the spec §8 texts and the body's `error` field.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const CSRF_PATH = '/csrf';

export type HttpErrorKind = 'status' | 'network' | 'timeout';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    readonly status?: number,
    /** The parsed response body, when there was one. */
    readonly data?: unknown,
    /** A refusal's Retry-After, in whole seconds, when it named one. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The response body's `error` field (spec §8: shown to the user by several calls). */
  get error(): string | undefined {
    const field = (this.data as { error?: unknown } | undefined)?.error;
    return typeof field === 'string' && field !== '' ? field : undefined;
  }
}

export interface RequestOptions {
  /** Milliseconds; none by default. */
  timeout?: number;
  /** Sent as Idempotency-Key: a retry with the same key never creates a second record. */
  idempotencyKey?: string;
  query?: Record<string, string | number | undefined>;
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
}

/** A client that also replaces, changes and removes (the sellers' listing): what createHttpClient makes. */
export interface WritingHttpClient extends HttpClient {
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpClientDeps {
  fetch?: typeof fetch;
  /** The page's cookies (document.cookie in a browser). */
  cookies?: () => string;
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** A fresh key for one logical submission (reuse it for that submission's retries). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function createHttpClient(baseUrl: string, deps: HttpClientDeps = {}): WritingHttpClient {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const cookies = deps.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const base = baseUrl.replace(/\/+$/, '');
  let tokenFromBody: string | undefined;

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isObject = body !== undefined && body !== null && typeof body === 'object';
    if (isObject) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = await csrfToken(options.timeout);
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    const controller = options.timeout ? new AbortController() : undefined;
    const timer = controller ? setTimeout(() => controller.abort(), options.timeout) : undefined;
    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isObject ? JSON.stringify(body) : String(body),
        signal: controller?.signal,
      });
    } catch {
      if (controller?.signal.aborted) throw new HttpError(`timeout of ${options.timeout}ms exceeded`, 'timeout');
      throw new HttpError('Network Error', 'network');
    } finally {
      if (timer) clearTimeout(timer);
    }
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    if (response.status < 200 || response.status > 299) {
      const header = response.headers?.get('retry-after');
      const wait = header ? Number(header) : NaN;
      throw new HttpError(
        `Request failed with status code ${response.status}`,
        'status',
        response.status,
        data,
        Number.isInteger(wait) && wait >= 0 ? wait : undefined,
      );
    }
    return data as T;
  }

  async function csrfToken(timeout?: number): Promise<string> {
    const fromCookie = readCookie(cookies(), CSRF_COOKIE);
    if (fromCookie) return fromCookie;
    if (!tokenFromBody) tokenFromBody = (await send<{ token: string }>('GET', CSRF_PATH, undefined, { timeout })).token;
    return tokenFromBody;
  }

  return {
    get: (path, options) => send('GET', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
    delete: (path, options) => send('DELETE', path, undefined, options),
  };
}
