// npm start: builds everything, then serves the api, the search engine, every remote and every site on
// its own origin, and prints the URLs once all of them answer. `--no-build` serves what the release
// store and the shell's last build hold.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  KNOWN_REMOTES,
  portsFrom,
  remoteFolder,
  remotePortSetting,
  siteOrigin,
  SITE_IDS,
  sitePort,
  type Ports,
} from '@pharmasetu/shared-contracts';
import {
  adoptFolderManifests,
  buildAll,
  hasAccounts,
  releaseState,
  releaseSecret,
  remotePort,
  remoteStoreDir,
  REPO_ROOT,
  SERVED_SITES,
  siteSettingsFromEnv,
  startReleaseConsole,
  startReleaseDriver,
  startRemoteServer,
  startSiteServer,
  weakTokenReason,
  type Running,
} from '@pharmasetu/platform';

/** A TypeScript server of this repo in its own process, sharing this terminal. */
function startChild(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** Polls a health URL until it answers 2xx; fails when the process dies first or time runs out. */
async function waitUntilHealthy(name: string, url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped during start-up (exit code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** What every server is started with: ports, origins, and the secrets they share. */
interface StartSettings {
  ports: Ports;
  production: boolean;
  siteOrigins: string;
  devOutbox: boolean;
  siteServerToken: string;
}

function startSettings(): StartSettings {
  const ports: Ports = portsFrom(process.env);
  const production = process.env.NODE_ENV === 'production';
  // Every site (the dashboard's seller calls carry the session cookie and the CSRF header), and remote-leads'
  // standalone page (npm run dev -w remote-leads on LEADS_PORT), which calls the same api with credentials.
  const leadsStandalone = [`http://localhost:${ports.LEADS_PORT}`, `http://127.0.0.1:${ports.LEADS_PORT}`];
  const origins = [
    ...SITE_IDS.flatMap((site) => [siteOrigin(site, ports), siteOrigin(site, ports, '127.0.0.1')]),
    ...leadsStandalone,
  ].join(',');
  // Release beacons count only from page loads a site server signed (the api and the site servers share it);
  // preview links are signed with it too. Locally, the release store keeps one for `npm run releases -- preview`.
  if (!process.env.RELEASE_BEACON_SECRET && !production) process.env.RELEASE_BEACON_SECRET = releaseSecret();
  return {
    ports,
    production,
    siteOrigins: process.env.SITE_ORIGINS || origins,
    // The development outbox (captured SMS and e-mails, loopback only): on unless production or DEV_OUTBOX=0.
    devOutbox: !production && process.env.DEV_OUTBOX !== '0',
    // The site servers' renders call the api with this token, so the api's per-IP limit counts visitors, not
    // the one address every render comes from. Set it (16+ characters) when the api runs elsewhere.
    siteServerToken: process.env.SITE_SERVER_TOKEN || randomBytes(24).toString('base64url'),
  };
}

/** The api and the search engine, each in its own process; answers once both are healthy. */
async function startBackends(
  { ports, siteOrigins, devOutbox, siteServerToken }: StartSettings,
  children: [string, ChildProcess][],
): Promise<void> {
  const api = startChild('api/src/server.ts', {
    API_PORT: String(ports.API_PORT),
    SITE_ORIGINS: siteOrigins,
    DEV_OUTBOX: devOutbox ? '1' : '0',
    SITE_SERVER_TOKEN: siteServerToken,
    // Where a routed lead's e-mail and SMS send the seller (the dashboard site's /leads/<id>).
    LEADS_DASHBOARD_URL: process.env.LEADS_DASHBOARD_URL || siteOrigin('dashboard', ports),
    // The api fills the engine's index and follows every catalog change through its outbox (algoliasearch writes).
    SEARCH_HOST: process.env.SEARCH_HOST || `127.0.0.1:${ports.SEARCH_ENGINE_PORT}`,
  });
  const engine = startChild('search-engine/src/engine-server.ts', {
    SEARCH_ENGINE_PORT: String(ports.SEARCH_ENGINE_PORT),
    SITE_ORIGINS: siteOrigins,
  });
  children.push(['the api', api], ['the search engine', engine]);
  await Promise.all([
    waitUntilHealthy('the api', `http://127.0.0.1:${ports.API_PORT}/health`, api),
    waitUntilHealthy('the search engine', `http://127.0.0.1:${ports.SEARCH_ENGINE_PORT}/1/isalive`, engine),
  ]);
}

/** Every remote's origin (its release store folder) and every site, in this process. */
async function servePlatform({ ports, production, siteServerToken }: StartSettings, running: Running[]) {
  for (const remote of KNOWN_REMOTES) {
    running.push(
      await startRemoteServer({ name: remote, root: remoteStoreDir(remote), port: remotePort(remote), production }),
    );
  }
  // With DATABASE_URL the sites compose from PostgreSQL; a site it has no manifest for yet takes the folder's.
  const adopted = await adoptFolderManifests(releaseState(), SERVED_SITES, 'npm start');
  if (adopted.length)
    console.log(`Release state: took the ${adopted.join(', ')} site manifests from the release store into PostgreSQL.`);
  for (const site of SERVED_SITES) {
    running.push(
      await startSiteServer({
        settings: siteSettingsFromEnv(site, ports),
        distDir: path.join(REPO_ROOT, 'shell/dist'),
        releaseState: releaseState(),
        port: sitePort(site, ports),
        apiToken: siteServerToken,
        production,
      }),
    );
  }
}

/**
 * The release page, never open to visitors (production must set its token; locally one is made up), and the
 * driver of rollout steps and automatic rollbacks (platform/src/releases/driver.ts). Answers how to sign in,
 * or undefined when the console is off.
 */
async function startReleases({ ports, production }: StartSettings, running: Running[]): Promise<string | undefined> {
  let consoleToken = process.env.RELEASE_CONSOLE_TOKEN;
  if (!consoleToken && !production) consoleToken = randomBytes(12).toString('base64url');
  if (consoleToken)
    running.push(
      await startReleaseConsole({
        port: ports.RELEASE_CONSOLE_PORT,
        token: consoleToken,
        apiUrl: `http://127.0.0.1:${ports.API_PORT}`,
        production,
      }),
    );
  startReleaseDriver({ apiUrl: `http://127.0.0.1:${ports.API_PORT}` });
  if (!consoleToken) return undefined;
  // How to get in: with accounts, each release manager's own; on a fresh machine, the token makes the first.
  return (await hasAccounts())
    ? 'sign in with your account; npm run releases -- accounts add <name> makes another'
    : `no account yet: open it and create the first account with the release token ${process.env.RELEASE_CONSOLE_TOKEN ? 'from RELEASE_CONSOLE_TOKEN' : consoleToken}`;
}

function printUrls({ ports, devOutbox }: StartSettings, consoleSignIn: string | undefined) {
  console.log(
    [
      '',
      'PharmaSetu is running:',
      `  main site        ${siteOrigin('main', ports)}`,
      `  molecule site    ${siteOrigin('molecule', ports)}`,
      `  company site     ${siteOrigin('company', ports)}`,
      `  dashboard site   ${siteOrigin('dashboard', ports)}  (sellers: sign in with the company's registered mobile)`,
      ...KNOWN_REMOTES.map(
        (remote) => `  ${remoteFolder(remote).padEnd(16)} http://localhost:${ports[remotePortSetting(remote)]}`,
      ),
      `  api              http://localhost:${ports.API_PORT}  (health: /health)`,
      `  search engine    http://localhost:${ports.SEARCH_ENGINE_PORT}  (Algolia-compatible)`,
      devOutbox
        ? `  dev outbox       http://localhost:${ports.API_PORT}/dev/outbox?to=<phone or e-mail>  (switched on: DEV_OUTBOX=1, this machine only; DEV_OUTBOX=0 turns it off)`
        : '  dev outbox       off',
      consoleSignIn
        ? `  release console  http://localhost:${ports.RELEASE_CONSOLE_PORT}  (${consoleSignIn})`
        : '  release console  off (set RELEASE_CONSOLE_TOKEN)',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

async function main() {
  // A weak release-console token is refused before anything starts (the console checks it again).
  const weakToken = process.env.NODE_ENV === 'production' && weakTokenReason(process.env.RELEASE_CONSOLE_TOKEN ?? '');
  if (process.env.RELEASE_CONSOLE_TOKEN && weakToken) throw new Error(weakToken);
  if (!process.argv.includes('--no-build')) await buildAll();
  const settings = startSettings();

  const children: [string, ChildProcess][] = [];
  const running: Running[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const [, child] of children) child.kill('SIGTERM');
    await Promise.all(running.map((r) => r.close()));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    const started = startBackends(settings, children);
    for (const [name, child] of children) {
      child.on('exit', (code) => {
        if (stopping) return;
        console.error(`${name} stopped (exit code ${code}); stopping everything.`);
        void stop(1);
      });
    }
    await started;
    await servePlatform(settings, running);
  } catch (error) {
    console.error(`npm start: ${(error as Error).message}`);
    return stop(1);
  }
  printUrls(settings, await startReleases(settings, running));
}

main().catch((error: Error) => {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
});
