// A browser-like visitor over real HTTP (bench and soak): keeps its cookies, sends the site's Origin, fetches the
// CSRF cookie first and echoes it in X-XSRF-TOKEN on every POST, as the sites' api client does.

export interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

export class HttpVisitor {
  private readonly jar = new Map<string, string>();

  constructor(
    public base: string,
    readonly origin = 'http://localhost:3000',
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The headers a POST from this visitor carries (also used to feed autocannon). */
  postHeaders(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'content-type': 'application/json',
      origin: this.origin,
      cookie: this.cookieHeader(),
      'x-xsrf-token': this.jar.get('XSRF-TOKEN') ?? '',
      ...extra,
    };
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async get(path: string, signal?: AbortSignal): Promise<Answer> {
    const response = await fetch(this.base + path, {
      headers: { origin: this.origin, cookie: this.cookieHeader() },
      signal,
    });
    this.keep(response);
    return {
      status: response.status,
      body: parse(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  async post(path: string, body: unknown, extra: Record<string, string> = {}, signal?: AbortSignal): Promise<Answer> {
    if (!this.jar.has('XSRF-TOKEN')) await this.get('/csrf', signal);
    const response = await fetch(this.base + path, {
      method: 'POST',
      headers: this.postHeaders(extra),
      body: JSON.stringify(body),
      signal,
    });
    this.keep(response);
    return {
      status: response.status,
      body: parse(await response.text()),
      retryAfter: response.headers.get('retry-after'),
    };
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
