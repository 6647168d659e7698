// The control pages of `npm run bench:lighthouse -- --floor`: how low Lighthouse's figures can go for a page of these
// sites, measured beside the page itself in the same rounds.
// - "floor: no script": the home page exactly as the main site serves it, every script taken out (its server-rendered
//   paint alone: the LCP floor of the page, and no blocking time at all);
// - "floor: React + emotion": that page with one element rendered through react-dom's client and emotion's css prop,
//   as one ordinary bundle (floor/webpack.floor.js, `plain`);
// - "floor: + federation": the same started as the shell starts (Module Federation's runtime providing the shared
//   singletons, then the bootstrap chunk; `federated`), with the same preloads the site server writes.
// The packages these controls load are the product's stack (react, react-dom, emotion, @module-federation/enhanced),
// so what their pages block is what no page of the sites can go below without dropping one of them.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { preloadLinks } from '../../platform/src/site-server/page-composition';
import { REPO_ROOT } from '../../platform/src/releases/store';

const FLOOR_DIR = path.join(__dirname, 'floor');
const OUT = path.join(__dirname, '.out', 'floor');

/** The elements of `html` from each `<tag` to the end of its closing tag (or of the start tag, when `closing` is empty). */
function elements(html: string, tag: string, closing: string): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  const lower = html.toLowerCase();
  for (let at = lower.indexOf(`<${tag}`); at >= 0; at = lower.indexOf(`<${tag}`, at + 1)) {
    const next = lower[at + tag.length + 1];
    if (next !== ' ' && next !== '>' && next !== '\n' && next !== '\t') continue;
    const end = closing ? lower.indexOf(closing, at) : lower.indexOf('>', at);
    if (end < 0) throw new Error(`<${tag}> at ${at} is not closed`);
    found.push({ from: at, to: end + (closing ? closing.length : 1) });
    at = end;
  }
  return found;
}

/** The `<script>` elements of `html`, in order, as written. */
export function scriptElements(html: string): string[] {
  return elements(html, 'script', '</script>').map(({ from, to }) => html.slice(from, to));
}

/**
 * `html` without its scripts: every `<script>` element, and every `<link>` that preloads a script (`as="script"`,
 * `rel="modulepreload"`). Everything else (the markup, the inline styles, the fonts' preloads) stays as served.
 */
export function withoutScripts(html: string): string {
  const scriptLink = (element: string) => {
    const lower = element.toLowerCase();
    return lower.includes('as="script"') || lower.includes('rel="modulepreload"');
  };
  const cuts = [
    ...elements(html, 'script', '</script>'),
    ...elements(html, 'link', '').filter(({ from, to }) => scriptLink(html.slice(from, to))),
  ].sort((a, b) => a.from - b.from);
  let kept = '';
  let at = 0;
  for (const { from, to } of cuts) {
    if (from < at) continue; // inside a cut already (a link written in a script's text)
    kept += html.slice(at, from);
    at = to;
  }
  return kept + html.slice(at);
}

/** `html` with `tags` added at the end of its head. */
export function withHeadTags(html: string, tags: string): string {
  const at = html.toLowerCase().indexOf('</head>');
  if (at < 0) throw new Error('the page has no </head>');
  return html.slice(0, at) + tags + html.slice(at);
}

/** Builds the two control bundles (floor/webpack.floor.js) into bench/lighthouse/.out/floor. */
export function buildFloor() {
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const built = spawnSync(process.execPath, [cli, '--config', path.join(FLOOR_DIR, 'webpack.floor.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the floor's control build failed (webpack exited with ${built.status})`);
}

/** The script elements a control build's page starts with, and for the federated one the preloads of its start. */
async function controlTags(build: 'plain' | 'federated'): Promise<string> {
  const page = await readFile(path.join(OUT, build, 'index.html'), 'utf8');
  const scripts = scriptElements(page).join('');
  if (build === 'plain') return scripts;
  const { start } = JSON.parse(await readFile(path.join(OUT, build, 'first-load.json'), 'utf8')) as { start: string[] };
  return preloadLinks(start.map((file) => ({ href: `/${build}/${file}` }))) + scripts;
}

export interface FloorPages {
  pages: { name: string; url: string }[];
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };

/**
 * Serves the control pages made from `homeHtml` (the home page as the main site served it) on `port`, gzip as the
 * sites serve (Lighthouse's simulated network counts the bytes sent), and the control builds' files.
 */
export async function serveFloorPages(homeHtml: string, port: number): Promise<FloorPages> {
  const bare = withoutScripts(homeHtml);
  const documents = new Map<string, string>([
    ['/', bare],
    ['/react', withHeadTags(bare, await controlTags('plain'))],
    ['/federated', withHeadTags(bare, await controlTags('federated'))],
  ]);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = async (): Promise<[string, Buffer] | undefined> => {
      const document = documents.get(url.pathname);
      if (document !== undefined) return [TYPES['.html']!, Buffer.from(document)];
      const [, build, file] = url.pathname.split('/');
      if ((build !== 'plain' && build !== 'federated') || !file || file.includes('..') || file.includes('\\'))
        return undefined;
      const type = TYPES[path.extname(file)];
      if (!type) return undefined;
      return readFile(path.join(OUT, build, file)).then(
        (body) => [type, body] as [string, Buffer],
        () => undefined,
      );
    };
    void send().then((found) => {
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      const [type, body] = found;
      const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
      response.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://localhost:${port}`;
  return {
    pages: [
      { name: 'floor: no script', url: `${origin}/` },
      { name: 'floor: React + emotion', url: `${origin}/react` },
      { name: 'floor: + federation', url: `${origin}/federated` },
    ],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
