import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import { canary, history, parseRemote, parseSite, promote, rollback, status } from '../releases/manager';
import { listen, type Running } from '../servers/listen';
import { fetchCounts } from '../releases/beacon-stats';
import { parseEvery, parseSteps, rolloutState } from '../releases/rollout';
import { abortRollout, pauseRollout, resumeRollout, startRollout } from '../releases/rollout-commands';
import { consolePage, loginPage, type RemoteView } from './page';
import { createSessions } from './session';

const COOKIE = 'release_session';
const HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin', // with no-referrer Chromium sends `Origin: null` on the page's own form posts
  'Cache-Control': 'no-store',
};

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

const cookieOf = (req: IncomingMessage) =>
  (req.headers.cookie ?? '').split(';').map((c) => c.trim().split('=')).find(([k]) => k === COOKIE)?.[1];

/**
 * The release page for release managers: each site's remotes, live and canary versions, whether each
 * released version loads, the history, and promote / roll back / canary, doing what `npm run releases`
 * does. Behind a token login; visitors get nothing but the sign-in form.
 */
export function startReleaseConsole(options: { port: number; token: string; host?: string; apiUrl?: string }): Promise<Running> {
  const sessions = createSessions(randomBytes(32).toString('hex'));
  const html = (res: ServerResponse, statusCode: number, page: string, extra: Record<string, string> = {}) => {
    res.writeHead(statusCode, { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...extra });
    res.end(page);
  };
  const redirect = (res: ServerResponse, to: string, extra: Record<string, string> = {}) => {
    res.writeHead(303, { ...HEADERS, Location: to, ...extra });
    res.end();
  };

  const actions: Record<string, (form: URLSearchParams, who: string) => Promise<string>> = {
    '/promote': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await promote(site, parseRemote(form.get('remote') ?? undefined, site), form.get('version') ?? '', who);
      return `${r.site} ${r.remote}: ${r.from ?? '(none)'} → ${r.to} is live`;
    },
    '/rollback': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await rollback(site, parseRemote(form.get('remote') ?? undefined, site), who);
      return `${r.site} ${r.remote} rolled back: ${r.from} → ${r.to}`;
    },
    '/rollout': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await startRollout(site, parseRemote(form.get('remote') ?? undefined, site), form.get('version') ?? '', parseSteps(form.get('steps') ?? ''), parseEvery(form.get('every') ?? ''), who);
      return `${r.site} ${r.remote}: rollout of ${r.rollout?.version} started${r.canary ? ` at ${r.canary.percent}%` : ''}`;
    },
    '/pause': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await pauseRollout(site, parseRemote(form.get('remote') ?? undefined, site), who);
      return `${r.site} ${r.remote}: rollout paused`;
    },
    '/resume': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await resumeRollout(site, parseRemote(form.get('remote') ?? undefined, site), who);
      return `${r.site} ${r.remote}: rollout resumed`;
    },
    '/abort': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await abortRollout(site, parseRemote(form.get('remote') ?? undefined, site), who, 'aborted on the release page');
      return `${r.site} ${r.remote}: rollout aborted, ${r.to} stays live`;
    },
    '/canary': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const raw = form.get('percent') ?? '';
      if (!/^\d+$/.test(raw)) throw new Error(`"${raw}" is not a whole percent from 0 to 99`);
      const r = await canary(site, parseRemote(form.get('remote') ?? undefined, site), form.get('version') ?? '', Number(raw), who);
      return r.canary ? `${r.site} ${r.remote}: canary ${r.canary.version} at ${r.canary.percent}%` : `${r.site} ${r.remote}: canary ended`;
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://console');
    const session = cookieOf(req);
    const user = sessions.verify(session);
    try {
      if (req.method === 'GET' && url.pathname === '/') {
        if (!user || !session) return html(res, 401, loginPage());
        const sites = await Promise.all(SITE_IDS.map(async (site) => {
          const records = await history(site);
          const hourAgo = new Date(Date.now() - 3_600_000);
          const remotes: RemoteView[] = await Promise.all((await status(site)).map(async (r) => ({
            ...r,
            rollout: rolloutState(records, r.remote),
            counts: options.apiUrl ? await fetchCounts(options.apiUrl, site, r.remote, hourAgo).catch((error: Error) => error.message) : 'no api configured',
          })));
          return { site, remotes, history: records };
        }));
        return html(res, 200, consolePage({ user, formToken: sessions.formToken(session), sites, ok: url.searchParams.get('ok') ?? undefined, error: url.searchParams.get('error') ?? undefined }));
      }
      if (req.method !== 'POST') return html(res, 404, loginPage('Not found'));
      const origin = req.headers.origin;
      if (origin && origin !== `http://${req.headers.host}`) return html(res, 403, loginPage('Refused: the request came from another site'));
      const form = await readForm(req);
      if (url.pathname === '/login') {
        const name = (form.get('user') ?? '').trim();
        if (!name || name.length > 60 || !sessions.checkLoginToken(options.token, form.get('token') ?? undefined)) {
          await new Promise((r) => setTimeout(r, 400)); // slows guessing
          return html(res, 401, loginPage('Wrong name or token'));
        }
        return redirect(res, '/', { 'Set-Cookie': `${COOKIE}=${sessions.issue(name)}; HttpOnly; SameSite=Strict; Path=/` });
      }
      if (!user || !session || !sessions.checkFormToken(session, form.get('form') ?? undefined)) return html(res, 401, loginPage('Sign in to change releases'));
      if (url.pathname === '/logout') return redirect(res, '/', { 'Set-Cookie': `${COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0` });
      const action = actions[url.pathname];
      if (!action) return html(res, 404, loginPage('Not found'));
      try {
        return redirect(res, `/?ok=${encodeURIComponent(await action(form, user))}`);
      } catch (error) {
        return redirect(res, `/?error=${encodeURIComponent((error as Error).message)}`);
      }
    } catch (error) {
      return html(res, 400, loginPage(`Refused: ${(error as Error).message}`));
    }
  });
  return listen(server, options.port, options.host ?? '127.0.0.1', 'release console');
}
