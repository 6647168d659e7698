import { createServer } from 'node:http';
import path from 'node:path';
import { listen, type Running } from './listen';
import { resolveInside, sendFile, sendText } from './static-files';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * A remote's origin: serves its release store folder (`<version>/...`) to any site, with CORS (the
 * runtime fetches mf-manifest.json) and cache headers by file kind.
 */
export function startRemoteServer(options: { name: string; root: string; port: number; host?: string }): Promise<Running> {
  const root = path.resolve(options.root);
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', CORS);
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = resolveInside(root, pathname);
    if (file && (await sendFile(req, res, file, CORS))) return;
    sendText(res, 404, `Not found: ${pathname}`, CORS);
  });
  return listen(server, options.port, options.host ?? '127.0.0.1', options.name);
}
