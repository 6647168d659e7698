import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/** Content-hashed files never change: cache them for a year. Everything else is revalidated. */
export const cacheControlFor = (file: string) =>
  HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Resolves a URL path inside `root`, or undefined when it would leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.html', '.css', '.map', '.txt', '.svg']);

/** Streams a file (gzip when the client takes it and the type gains from it); false when there is none. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string> = {}): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const gzip = COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    ...securityHeaders,
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(info.size) }),
    ...headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  const body = createReadStream(file);
  (gzip ? body.pipe(createGzip()) : body).pipe(res);
  return true;
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...securityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}
