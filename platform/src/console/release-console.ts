import { randomBytes } from 'node:crypto';
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { installRequestLog, oneLinePerRequest, requestIdOf, setLogReason } from '@pharmasetu/api/server-kit';
import {
  canary,
  history,
  parseReason,
  parseRemote,
  parseSite,
  planRollback,
  promote,
  repair,
  rollback,
  rollbackChoices,
  siteStatus,
} from '../releases/manager';
import { liveVersion } from '../releases/operations';
import { previewGrants, readSiteManifest, revokePreviewGrant, type HistoryRecord } from '../releases/store';
import { accountStamp, addFirstAccount, checkPassword, hasAccounts, parseAccountName, parsePassword } from './accounts';
import { consoleLog } from './log';
import { previewPage } from './preview';
import { listenApp, type Running } from '../site-server/listen';
import { installSecurityHeaders, securedServerOptions, securityHeaders } from '../site-server/security-headers';
import { fetchCounts } from '../releases/beacon-stats';
import { parseEvery, parseSteps, rolloutState } from '../releases/rollout';
import { abortRollout, pauseRollout, resumeRollout, startRollout } from '../releases/rollout-commands';
import { confirmPage, consolePage, loginPage, type ConfirmView, type RemoteView, type SiteView } from './page';
import { createSessions } from './session';
import { DEFAULT_SIGN_IN_LIMITS, signInGuard, type SignInLimits } from './sign-in-guard';
import { weakTokenReason } from './token-strength';

const COOKIE = 'release_session';
/** The console's own on top of every origin's security headers (security-headers.ts). */
const OWN_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
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
 * does. Release managers sign in with their own accounts (accounts.ts; throttled per IP and globally:
 * sign-in-guard.ts), and every change is written to the history under the signed-in account's name. The
 * shared token only creates the first account while there is none. Visitors get nothing but the sign-in
 * form. In production the token must be strong (token-strength.ts) and the cookie is Secure.
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

  // A session names one creation of an account (`<name> <stamp>`): removing the account ends its sessions.
  const issue = async (name: string) => {
    const stamp = await accountStamp(name);
    if (!stamp) throw new Error(`refused: no account "${name}"`);
    return sessions.issue(`${name} ${stamp}`);
  };
  /** The signed-in account's name, or undefined (no session, a revoked one, or its account is gone). */
  const accountOf = async (session: string | undefined) => {
    const [name, stamp, ...rest] = (sessions.verify(session) ?? '').split(' ');
    return name && stamp && rest.length === 0 && (await accountStamp(name)) === stamp ? name : undefined;
  };
  /** The sign-in form, or while no account exists the form that creates the first one. */
  const signInPage = async (error?: string) => loginPage(error, !(await hasAccounts().catch(() => true)));

  const remoteOf = (form: URLSearchParams) => {
    const site = parseSite(form.get('site') ?? undefined);
    return { site, remote: parseRemote(form.get('remote') ?? undefined, site) };
  };
  /** The live version the release manager confirmed against (a change meanwhile refuses the confirmed one). */
  const expected = (form: URLSearchParams) => ({ live: form.get('expect') || undefined });

  // Each change answers its history record: the page shows the outcome from the history, never from the URL.
  const actions: Record<string, (form: URLSearchParams, who: string) => Promise<HistoryRecord>> = {
    '/promote': async (form, who) => {
      const { site, remote } = remoteOf(form);
      return promote(site, remote, form.get('version') ?? '', who, parseReason(form.get('reason')), expected(form));
    },
    '/rollback': async (form, who) => {
      const { site, remote } = remoteOf(form);
      return rollback(site, remote, who, parseReason(form.get('reason')), form.get('to') || undefined, expected(form));
    },
    '/repair': async (form, who) => repair(parseSite(form.get('site') ?? undefined), who),
    '/rollout': async (form, who) => {
      const { site, remote } = remoteOf(form);
      return startRollout(
        site,
        remote,
        form.get('version') ?? '',
        parseSteps(form.get('steps') ?? ''),
        parseEvery(form.get('every') ?? ''),
        who,
      );
    },
    '/pause': async (form, who) => pauseRollout(remoteOf(form).site, remoteOf(form).remote, who),
    '/resume': async (form, who) => resumeRollout(remoteOf(form).site, remoteOf(form).remote, who),
    '/abort': async (form, who) =>
      abortRollout(remoteOf(form).site, remoteOf(form).remote, who, 'aborted on the release page'),
    // Revoking takes access away, nothing from visitors: no confirmation.
    '/preview-revoke': async (form, who) => revokePreviewGrant((form.get('id') ?? '').slice(0, 40), who),
    '/canary': async (form, who) => {
      const { site, remote } = remoteOf(form);
      const raw = form.get('percent') ?? '';
      if (!/^\d+$/.test(raw)) throw new Error(`"${raw}" is not a whole percent from 0 to 99`);
      return canary(site, remote, form.get('version') ?? '', Number(raw), who);
    },
  };

  /** Promote and roll back are confirmed first: what the change would do now, from → to. */
  const confirmations: Record<string, (form: URLSearchParams) => Promise<ConfirmView>> = {
    '/promote': async (form) => {
      const { site, remote } = remoteOf(form);
      const version = form.get('version') ?? '';
      const live = liveVersion((await readSiteManifest(site)).microFrontends[remote] ?? []);
      if (live === version) throw new Error(`refused: ${version} is already live for ${remote} on the ${site} site`);
      const reason = parseReason(form.get('reason'));
      return {
        action: 'promote',
        label: 'Promote',
        site,
        remote,
        from: live,
        to: version,
        fields: { version, expect: live ?? '', ...(reason ? { reason } : {}) },
      };
    },
    '/rollback': async (form) => {
      const { site, remote } = remoteOf(form);
      const plan = await planRollback(site, remote, form.get('to') || undefined);
      const reason = parseReason(form.get('reason'));
      return {
        action: 'rollback',
        label: 'Roll back',
        site,
        remote,
        from: plan.from,
        to: plan.to,
        fields: { to: plan.to, expect: plan.from, ...(reason ? { reason } : {}) },
      };
    },
    '/repair': async (form) => {
      const site = parseSite(form.get('site') ?? undefined);
      return {
        action: 'repair',
        label: 'Repair',
        site,
        from: 'the damaged manifest',
        to: 'the last valid manifest in the history',
        fields: {},
      };
    },
  };

  const sitesView = async (): Promise<SiteView[]> =>
    Promise.all(
      SITE_IDS.map(async (site) => {
        const records = await history(site);
        const row = await siteStatus(site);
        if (row.broken) return { site, broken: row.broken, history: records };
        const hourAgo = new Date(Date.now() - 3_600_000);
        const remotes: RemoteView[] = await Promise.all(
          row.remotes.map(async (r) => ({
            ...r,
            rollout: rolloutState(records, r.remote),
            rollbackTo: rollbackChoices(records, r.remote, r.live),
            counts: options.apiUrl
              ? await fetchCounts(options.apiUrl, site, r.remote, hourAgo).catch((error: Error) => error.message)
              : 'no api configured',
          })),
        );
        return { site, remotes, history: records };
      }),
    );

  /** `?change=<site>.<n>`: the history's n-th record of that site, shown as the outcome (anything else: nothing). */
  const changeFrom = async (param: string | null) => {
    const [site, index] = (param ?? '').split('.');
    if (!(SITE_IDS as readonly string[]).includes(site ?? '') || !/^\d{1,6}$/.test(index ?? '')) return undefined;
    return (await history(site as (typeof SITE_IDS)[number]))[Number(index)];
  };

  const headers = securityHeaders({ production: options.production, own: OWN_HEADERS });
  const app = Fastify({
    loggerInstance: consoleLog as FastifyBaseLogger,
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
    forceCloseConnections: true,
    ...securedServerOptions(headers),
  });
  // Every answer, a page, a redirect, a refusal or an error, carries the console's headers (HSTS in production).
  installSecurityHeaders(app, headers);
  installRequestLog(app, { quiet: (request) => request.url === '/health' });
  app.get('/health', async (_request, reply) => reply.send({ status: 'ok' }));
  // Any body is read as a form (as browsers post them), up to FORM_LIMIT.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.setErrorHandler(async (error: Error & { code?: string }, _request, reply) =>
    html(
      reply,
      400,
      await signInPage(`Refused: ${error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'form too large' : error.message}`),
    ),
  );
  app.setNotFoundHandler(async (_request, reply) => html(reply, 404, loginPage('Not found')));

  const renderConsole = async (
    reply: FastifyReply,
    statusCode: number,
    user: string,
    session: string,
    outcome: { change?: HistoryRecord; error?: string },
  ) =>
    html(
      reply,
      statusCode,
      consolePage({
        user,
        formToken: sessions.formToken(session),
        sites: await sitesView(),
        previews: await previewGrants().catch(() => []),
        ...outcome,
      }),
    );

  app.get('/', async (request, reply) => {
    const query = new URL(request.url, 'http://console').searchParams;
    const session = cookieOf(request);
    const user = await accountOf(session);
    if (!user || !session) {
      setLogReason(request, 'not signed in: the sign-in form');
      return html(reply, 401, await signInPage());
    }
    return renderConsole(reply, 200, user, session, { change: await changeFrom(query.get('change')) });
  });

  app.post('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const session = cookieOf(request);
    const user = await accountOf(session);
    const origin = request.headers.origin;
    if (origin && origin !== `http://${request.headers.host}`) {
      setLogReason(request, `a post from another site (${origin.slice(0, 100)})`);
      return html(reply, 403, loginPage('Refused: the request came from another site'));
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const tooMany = (retryAfter: number, firstAccount = false) =>
      html(reply, 429, loginPage('Too many sign-in attempts: try again later', firstAccount), {
        'Retry-After': String(retryAfter),
      });
    if (pathname === '/login') {
      const name = form.get('account') ?? '';
      const outcome = await guard.attempt(request.ip, () => checkPassword(name, form.get('password') ?? ''));
      if (outcome.ok === false && outcome.status === 429) return tooMany(outcome.retryAfter);
      if (!outcome.ok) {
        setLogReason(request, `sign-in refused for "${name.slice(0, 40)}": wrong account or password`);
        return html(reply, 401, await signInPage('Wrong account or password'));
      }
      return redirect(reply, '/', { 'Set-Cookie': `${COOKIE}=${await issue(name)}; ${cookieFlags}` });
    }
    if (pathname === '/first-account') {
      // The token is not even compared once an account exists: from then on it signs nobody in.
      if (await hasAccounts()) {
        setLogReason(request, 'the first account exists: the release token creates no other');
        return html(reply, 403, loginPage('Refused: accounts exist; sign in with your own account'));
      }
      const name = parseAccountName(form.get('account') ?? undefined);
      const password = parsePassword(form.get('password') ?? undefined);
      if (form.get('repeat') !== password) throw new Error('the two passwords differ');
      const outcome = await guard.attempt(request.ip, async () => {
        if (!sessions.checkLoginToken(options.token, form.get('token') ?? undefined)) return false;
        await addFirstAccount(name, password);
        return true;
      });
      if (outcome.ok === false && outcome.status === 429) return tooMany(outcome.retryAfter, true);
      if (!outcome.ok) {
        setLogReason(request, 'the first account refused: wrong release token');
        return html(reply, 401, await signInPage('Wrong release token'));
      }
      consoleLog.info({ event: 'account created', account: name }, `the first release manager account: ${name}`);
      return redirect(reply, '/', { 'Set-Cookie': `${COOKIE}=${await issue(name)}; ${cookieFlags}` });
    }
    if (!user || !session || !sessions.checkFormToken(session, form.get('form') ?? undefined)) {
      setLogReason(request, user ? 'a change without a valid form token' : 'a change without a session');
      return html(reply, 401, await signInPage('Sign in to change releases'));
    }
    if (pathname === '/logout') {
      sessions.revoke(session);
      return redirect(reply, '/', { 'Set-Cookie': `${COOKIE}=; ${cookieFlags}; Max-Age=0` });
    }
    const action = actions[pathname];
    if (!action && pathname !== '/preview') return html(reply, 404, loginPage('Not found'));
    try {
      if (pathname === '/preview') return html(reply, 200, await previewPage(form, user));
      const confirm = confirmations[pathname];
      if (confirm && form.get('confirm') !== 'yes')
        return html(reply, 200, confirmPage({ formToken: sessions.formToken(session), ...(await confirm(form)) }));
      const record = await action!(form, user);
      const records = await history(record.site);
      let index = records.length - 1;
      while (index > 0 && records[index]!.at !== record.at) index--;
      return redirect(reply, `/?change=${record.site}.${index}`);
    } catch (error) {
      setLogReason(request, `${user}: ${(error as Error).message}`);
      return renderConsole(reply, 409, user, session, { error: (error as Error).message });
    }
  });
  return listenApp(app, options.port, options.host ?? '127.0.0.1', 'release console');
}
