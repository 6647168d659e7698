import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings } from '@pharmasetu/shared-contracts';
import pino from 'pino';
import { startSiteServer } from './site-server';

interface Line {
  level: number;
  time: string;
  reqId?: string;
  event?: string;
  msg: string;
  url?: string;
  status?: number;
  reason?: string;
  file?: string;
  problem?: string;
}

const manifest = (version: string) =>
  JSON.stringify({
    microFrontends: {
      remote_footer: [
        { url: `http://127.0.0.1:9/${version}/mf-manifest.json`, metadata: { version }, deployment: { default: true } },
      ],
    },
  });

// A site server's operations: /health in JSON, the last valid manifest kept when the file is damaged (logged once),
// one log line per page with the request id, and that id carried to the api.
describe('site server: health, manifests and logs', () => {
  let root: string;
  let api: Server;
  const apiSaw: (string | undefined)[] = [];
  const lines: Line[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-ops-'));
    await mkdir(path.join(root, 'shell'));
    await writeFile(
      path.join(root, 'shell', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    api = createServer((request, response) => {
      apiSaw.push(request.headers['x-request-id'] as string | undefined);
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not here"}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  it('answers /health in JSON, keeps serving the last valid manifest, and logs pages with the request id it sends the api', async () => {
    const manifestFile = path.join(root, 'main.json');
    await writeFile(manifestFile, manifest('1.0.0'));
    const local = localSiteSettings('main');
    const settings = {
      ...local,
      urls: { ...local.urls, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` },
    };
    const log = pino(
      { level: 'debug', timestamp: pino.stdTimeFunctions.isoTime },
      { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    );
    const server = await startSiteServer({
      settings,
      distDir: path.join(root, 'shell'),
      manifestFile,
      port: 0,
      log,
      renderCacheMs: 0,
      apiCacheMs: 0,
    });
    const base = server.url.replace('localhost', '127.0.0.1');
    try {
      const health = await fetch(`${base}/health`);
      expect(health.headers.get('content-type')).toContain('application/json');
      expect(await health.json()).toEqual({ status: 'ok', site: 'main', manifest: 'ok' });

      const page = await fetch(`${base}/pharma/some-category`, { headers: { 'x-request-id': 'visit-00000001' } });
      expect(await page.text()).toContain('"remote_footer":{"version":"1.0.0"');
      expect(apiSaw.length).toBeGreaterThan(0);
      expect(new Set(apiSaw)).toEqual(new Set(['visit-00000001']));
      const pageLine = lines.find((l) => l.url === '/pharma/some-category');
      // the api knows no such category: the page is a true 404, logged at warn with the reason
      expect(pageLine).toMatchObject({
        reqId: 'visit-00000001',
        level: pino.levels.values.warn,
        status: 404,
        reason: 'no page at this address',
      });
      expect(pageLine!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(lines.find((l) => l.url === '/health')?.level).toBe(pino.levels.values.debug);

      await writeFile(manifestFile, manifest('1.0.0').slice(0, 30));
      for (let i = 0; i < 2; i++) {
        expect(await (await fetch(`${base}/site-manifest.json`)).text()).toBe(manifest('1.0.0'));
        expect(await (await fetch(`${base}/pharma/some-category`)).text()).toContain(
          '"remote_footer":{"version":"1.0.0"',
        );
      }
      const rejected = lines.filter((l) => l.event === 'manifest rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0]).toMatchObject({ file: manifestFile, level: pino.levels.values.error });
      expect(rejected[0]!.problem).toMatch(/^it does not parse \(/);

      // the pages and the render cache counted at /metrics (asked from this machine)
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/^site_page_renders_total\{site="main",status="404"\} [3-9]/m);
      expect(metrics).toMatch(/^site_render_cache_total\{site="main",cache="composition",result="miss"\} [1-9]/m);
      expect(metrics).toMatch(
        /^http_request_duration_seconds_count\{server="main site",route="page",method="GET",status="4xx"\} [3-9]/m,
      );

      await writeFile(manifestFile, manifest('1.0.1'));
      expect(await (await fetch(`${base}/pharma/some-category`)).text()).toContain(
        '"remote_footer":{"version":"1.0.1"',
      );
    } finally {
      await server.close();
    }
  });

  it('after a restart with a damaged manifest, composes from the last snapshot in the history', async () => {
    const manifestFile = path.join(root, 'company.json');
    await writeFile(manifestFile, '{"microFrontends": 42}');
    await writeFile(
      path.join(root, 'company.history.jsonl'),
      `${JSON.stringify({ action: 'promote', manifest: JSON.parse(manifest('2.0.0')) })}\n{"cut sho`,
    );
    const server = await startSiteServer({
      settings: localSiteSettings('company'),
      distDir: path.join(root, 'shell'),
      manifestFile,
      port: 0,
      log: pino({ level: 'silent' }),
    });
    try {
      const served = await (await fetch(`${server.url.replace('localhost', '127.0.0.1')}/site-manifest.json`)).json();
      expect(served).toEqual(JSON.parse(manifest('2.0.0')));
    } finally {
      await server.close();
    }
  });
});
