import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings } from '@pharmasetu/shared-contracts';
import Fastify from 'fastify';
import { startReleaseConsole } from '../console/release-console';
import type { Running } from './listen';
import { startRemoteServer } from './remote-server';
import { installSecurityHeaders, plainErrorHandler, securedServerOptions, securityHeaders } from './security-headers';
import { startSiteServer } from './site-server';

const STRONG = 'Vd3q9XkR2mW7pL0sT4yB8nF1cH6jZ5aE-uGx_oIw';
/** A path that names itself, to see it is never echoed. */
const MARK = 'zz-echo-mark';

/** A raw request: the path goes out exactly as written (fetch would refuse or normalise `/%`). */
function raw(
  url: string,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

interface Refusal {
  pathname: string;
  status: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What every origin refuses alike: a malformed URL (the router's own refusal) and a missing file. */
const REFUSALS: Refusal[] = [
  { pathname: `/%${MARK}`, status: 400 },
  { pathname: `/%`, status: 400 },
  { pathname: `/${MARK}/missing.js`, status: 404 },
];
/** A body of a type no parser takes: Fastify's own error names the type in its message. */
const UNPARSED: Refusal = {
  pathname: `/${MARK}/x`,
  method: 'POST',
  headers: { 'content-type': `application/${MARK}` },
  body: 'x',
  status: 415,
};

async function expectSecuredRefusals(url: string, production: boolean, csp: string, own: Refusal[]) {
  for (const { pathname, status, ...sent } of [...REFUSALS, ...own]) {
    const answer = await raw(url, pathname, sent);
    expect([pathname, answer.status]).toEqual([pathname, status]);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': csp,
    });
    expect(answer.headers['strict-transport-security']).toBe(
      production ? 'max-age=31536000; includeSubDomains' : undefined,
    );
    expect(answer.body).not.toContain(MARK);
  }
}

describe('every origin: the security headers on every answer, errors included, and no echo of the path', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
    await mkdir(path.join(root, 'store', '1.0.0'), { recursive: true });
    await writeFile(path.join(root, 'store', '1.0.0', 'mf-manifest.json'), '{"name":"remote_footer"}');
    await mkdir(path.join(root, 'shell'));
    await writeFile(path.join(root, 'shell', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    process.env.RELEASES_DIR = path.join(root, 'releases');
  });
  afterAll(() => delete process.env.RELEASES_DIR);

  const servers: [string, (production: boolean) => Promise<Running>, string, Refusal[]][] = [
    [
      'a site server',
      (production) =>
        startSiteServer({
          settings: {
            ...localSiteSettings('main'),
            urls: { ...localSiteSettings('main').urls, api: 'http://127.0.0.1:9' },
          },
          distDir: path.join(root, 'shell'),
          manifestFile: path.join(root, 'main.json'),
          port: 0,
          production,
          previewSecret: 'p'.repeat(32),
        }),
      "default-src 'none'; frame-ancestors 'none'",
      [
        { pathname: `/${MARK}/x`, method: 'POST', status: 405 },
        { pathname: `/${MARK}/${'a'.repeat(3000)}`, status: 414 },
      ],
    ],
    [
      'a remote origin',
      (production) => startRemoteServer({ name: 'remote_footer', root: path.join(root, 'store'), port: 0, production }),
      "default-src 'none'; frame-ancestors 'none'",
      [UNPARSED],
    ],
    [
      'the release console',
      (production) => startReleaseConsole({ port: 0, token: STRONG, production }),
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      [{ pathname: `/login?${MARK}`, method: 'POST', body: `account=${'x'.repeat(20_000)}`, status: 400 }],
    ],
  ];

  it.each(servers)('%s, in development and in production (HSTS)', async (_name, start, csp, own) => {
    for (const production of [false, true]) {
      const server = await start(production);
      try {
        await expectSecuredRefusals(server.url, production, csp, own);
        const health = await raw(server.url, '/health');
        expect(health.status).toBe(200);
        expect(health.headers['x-content-type-options']).toBe('nosniff');
        expect(health.headers['strict-transport-security']).toBe(
          production ? 'max-age=31536000; includeSubDomains' : undefined,
        );
      } finally {
        await server.close();
      }
    }
  });

  it("a site's page keeps its own policy under the common headers", async () => {
    const server = await servers[0]![1](true);
    try {
      const page = await raw(server.url, '/pharma/some-category');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      expect(page.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    } finally {
      await server.close();
    }
  });

  it("a server error says its status only: never the error's message", async () => {
    const headers = securityHeaders({ production: true });
    const app = Fastify(securedServerOptions(headers));
    installSecurityHeaders(app, headers);
    app.setErrorHandler(plainErrorHandler);
    app.get('/boom', async () => {
      throw new Error(`database at 10.0.0.5 refused ${MARK}`);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const answer = await raw(`http://127.0.0.1:${port}`, '/boom');
      expect(answer.status).toBe(500);
      expect(answer.body).toBe('Internal Server Error');
      expect(answer.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
      });
    } finally {
      await app.close();
    }
  });

  it("a request Node's parser refuses gets the headers too, and nothing of what was sent", async () => {
    const server = await startRemoteServer({ name: 'remote_footer', root: path.join(root, 'store'), port: 0 });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () =>
          socket.end(`GET /${MARK} HTTP/1.1\r\nHost: x\r\nBad Header ${MARK}\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('X-Content-Type-Options: nosniff\r\n');
      expect(answer).toContain('X-Frame-Options: DENY\r\n');
      expect(answer).not.toContain(MARK);
    } finally {
      await server.close();
    }
  });
});
