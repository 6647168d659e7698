import { randomBytes } from 'node:crypto';
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { canary, history, parseReason, parseRemote, parseSite, promote, rollback, status } from '../releases/manager';
import { listenApp, type Running } from '../servers/listen';
import { fetchCounts } from '../releases/beacon-stats';
import { parseEvery, parseSteps, rolloutState } from '../releases/rollout';
import { abortRollout, pauseRollout, resumeRollout, startRollout } from '../releases/rollout-commands';
import { consolePage, loginPage, type RemoteView } from './page';
import { createSessions } from './session';
import { DEFAULT_SIGN_IN_LIMITS, signInGuard, type SignInLimits } from './sign-in-guard';
import { weakTokenReason } from './token-strength';

const COOKIE = 'release_session';
const HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin', // with no-referrer Chromium sends `Origin: null` on the page's own form posts
  'Cache-Control': 'no-store',
};

/** The largest form body read (a change form is a few hundred bytes). */
const FORM_LIMIT = 10_000;

const cookieOf = (req: FastifyRequest) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === COOKIE)?.[1];

/**
 * The release page for release managers: each site's remotes, live and canary versions, whether each
 * released version loads, the history, and promote / roll back / canary, doing what `npm run releases`
 * does. Behind a token login (throttled per IP and globally: sign-in-guard.ts); visitors get nothing but the
 * sign-in form. In production the token must be strong (token-strength.ts) and the cookie is Secure.
 */
export async function startReleaseConsole(options: {
  port: number;
  token: string;
  host?: string;
  apiUrl?: string;
  production?: boolean;
  signInLimits?: SignInLimits;
}): Promise<Running> {
  const weak = options.production ? weakTokenReason(options.token) : undefined;
  if (weak) throw new Error(`release console: ${weak}`);
  const sessions = createSessions(randomBytes(32).toString('hex'));
  const guard = signInGuard(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS);
  const cookieFlags = `HttpOnly; SameSite=Strict; Path=/${options.production ? '; Secure' : ''}`;
  const html = (reply: FastifyReply, statusCode: number, page: string, extra: Record<string, string> = {}) =>
    reply.code(statusCode).headers(extra).type('text/html; charset=utf-8').send(page);
  const redirect = (reply: FastifyReply, to: string, extra: Record<string, string> = {}) =>
    reply.headers(extra).redirect(to, 303);

  const actions: Record<string, (form: URLSearchParams, who: string) => Promise<string>> = {
    '/promote': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await promote(site, parseRemote(form.get('remote') ?? undefined, site), form.get('version') ?? '', who);
      return `${r.site} ${r.remote}: ${r.from ?? '(none)'} → ${r.to} is live`;
    },
    '/rollback': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await rollback(
        site,
        parseRemote(form.get('remote') ?? undefined, site),
        who,
        parseReason(form.get('reason')),
      );
      return `${r.site} ${r.remote} rolled back: ${r.from} → ${r.to}`;
    },
    '/rollout': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const r = await startRollout(
        site,
        parseRemote(form.get('remote') ?? undefined, site),
        form.get('version') ?? '',
        parseSteps(form.get('steps') ?? ''),
        parseEvery(form.get('every') ?? ''),
        who,
      );
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
      const r = await abortRollout(
        site,
        parseRemote(form.get('remote') ?? undefined, site),
        who,
        'aborted on the release page',
      );
      return `${r.site} ${r.remote}: rollout aborted, ${r.to} stays live`;
    },
    '/canary': async (form, who) => {
      const site = parseSite(form.get('site') ?? undefined);
      const raw = form.get('percent') ?? '';
      if (!/^\d+$/.test(raw)) throw new Error(`"${raw}" is not a whole percent from 0 to 99`);
      const r = await canary(
        site,
        parseRemote(form.get('remote') ?? undefined, site),
        form.get('version') ?? '',
        Number(raw),
        who,
      );
      return r.canary
        ? `${r.site} ${r.remote}: canary ${r.canary.version} at ${r.canary.percent}%`
        : `${r.site} ${r.remote}: canary ended`;
    },
  };

  const app = Fastify({ logger: false, forceCloseConnections: true });
  // Every answer, a page, a redirect or a refusal, carries the console's headers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(HEADERS);
  });
  // Any body is read as a form (as browsers post them), up to FORM_LIMIT.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.setErrorHandler(async (error: Error & { code?: string }, _request, reply) =>
    html(
      reply,
      400,
      loginPage(`Refused: ${error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'form too large' : error.message}`),
    ),
  );
  app.setNotFoundHandler(async (_request, reply) => html(reply, 404, loginPage('Not found')));

  app.get('/', async (request, reply) => {
    const query = new URL(request.url, 'http://console').searchParams;
    const session = cookieOf(request);
    const user = sessions.verify(session);
    if (!user || !session) return html(reply, 401, loginPage());
    const sites = await Promise.all(
      SITE_IDS.map(async (site) => {
        const records = await history(site);
        const hourAgo = new Date(Date.now() - 3_600_000);
        const remotes: RemoteView[] = await Promise.all(
          (await status(site)).map(async (r) => ({
            ...r,
            rollout: rolloutState(records, r.remote),
            counts: options.apiUrl
              ? await fetchCounts(options.apiUrl, site, r.remote, hourAgo).catch((error: Error) => error.message)
              : 'no api configured',
          })),
        );
        return { site, remotes, history: records };
      }),
    );
    return html(
      reply,
      200,
      consolePage({
        user,
        formToken: sessions.formToken(session),
        sites,
        ok: query.get('ok') ?? undefined,
        error: query.get('error') ?? undefined,
      }),
    );
  });

  app.post('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const session = cookieOf(request);
    const user = sessions.verify(session);
    const origin = request.headers.origin;
    if (origin && origin !== `http://${request.headers.host}`)
      return html(reply, 403, loginPage('Refused: the request came from another site'));
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    if (pathname === '/login') {
      const name = (form.get('user') ?? '').trim();
      const outcome = await guard.attempt(
        request.ip,
        () => !!name && name.length <= 60 && sessions.checkLoginToken(options.token, form.get('token') ?? undefined),
      );
      if (outcome.ok === false && outcome.status === 429)
        return html(reply, 429, loginPage('Too many sign-in attempts: try again later'), {
          'Retry-After': String(outcome.retryAfter),
        });
      if (!outcome.ok) return html(reply, 401, loginPage('Wrong name or token'));
      return redirect(reply, '/', { 'Set-Cookie': `${COOKIE}=${sessions.issue(name)}; ${cookieFlags}` });
    }
    if (!user || !session || !sessions.checkFormToken(session, form.get('form') ?? undefined))
      return html(reply, 401, loginPage('Sign in to change releases'));
    if (pathname === '/logout') {
      sessions.revoke(session);
      return redirect(reply, '/', { 'Set-Cookie': `${COOKIE}=; ${cookieFlags}; Max-Age=0` });
    }
    const action = actions[pathname];
    if (!action) return html(reply, 404, loginPage('Not found'));
    try {
      return redirect(reply, `/?ok=${encodeURIComponent(await action(form, user))}`);
    } catch (error) {
      return redirect(reply, `/?error=${encodeURIComponent((error as Error).message)}`);
    }
  });
  return listenApp(app, options.port, options.host ?? '127.0.0.1', 'release console');
}
