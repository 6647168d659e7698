import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { siteSettingsSchema, type SiteSettings } from '@pharmasetu/shared-contracts';
import { listen, type Running } from './listen';
import { resolveInside, securityHeaders, sendFile, sendText } from './static-files';

export interface SiteServerOptions {
  settings: SiteSettings;
  /** The shell's build. */
  distDir: string;
  /** The site manifest a release manager edits; read on every request, never cached. */
  manifestFile: string;
  port: number;
  host?: string;
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A site's origin: the shell's files, `/site-manifest.json` (no-store) and, for every other path,
 * the shell's page with this site's settings written into it.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<Running> {
  const settings = siteSettingsSchema.parse(options.settings);
  const distDir = path.resolve(options.distDir);
  const settingsScript = `<script>window.__SITE_SETTINGS__=${scriptJson(settings)}</script>`;
  // Read on every request (a small file), so a rebuilt shell is served without a restart.
  // Before </head>: a marker comment would not survive the production HTML minifier.
  const page = async () => (await readFile(path.join(distDir, 'index.html'), 'utf8')).replace('</head>', `${settingsScript}</head>`);
  await page().catch(() => {
    throw new Error(`${distDir}/index.html is missing: build the shell first (npm run build)`);
  });

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/site-manifest.json') {
      const manifest = await readFile(options.manifestFile, 'utf8').catch(() => undefined);
      if (manifest === undefined) return sendText(res, 404, `No site manifest for the ${settings.site} site`);
      res.writeHead(200, { ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(manifest);
    }
    const file = pathname !== '/' && pathname !== '/index.html' ? resolveInside(distDir, pathname) : undefined;
    if (file && (await sendFile(req, res, file))) return;
    if (/\.(js|json|map|css|png|svg|ico|txt)$/.test(pathname)) return sendText(res, 404, `Not found: ${pathname}`);
    const html = await page().catch(() => undefined);
    if (html === undefined) return sendText(res, 503, 'The site is being rebuilt; try again in a moment.');
    res.writeHead(200, { ...securityHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  });
  return listen(server, options.port, options.host ?? '127.0.0.1', `${settings.site} site`);
}
