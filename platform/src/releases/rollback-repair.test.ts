import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRemoteServer } from '../site-server/remote-server';
import { planRollback, promote, repair, rollback, siteStatus } from './manager';
import { liveVersion } from './operations';
import { readHistory, readSiteManifest, REPO_ROOT, siteManifestFile } from './store';
import { fakeRelease, serveStore } from './test-store';

const footer = async () => liveVersion((await readSiteManifest('main')).microFrontends.remote_footer ?? []);
const files = async () =>
  Promise.all([
    readFile(siteManifestFile('main'), 'utf8'),
    readFile(siteManifestFile('main').replace('.json', '.history.jsonl'), 'utf8'),
  ]);
const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'platform/src/cli/releases.ts'), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('rollback, repair and the promote check', () => {
  let stopStore: () => Promise<void>;
  beforeEach(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'rollback-')), 'store');
    for (const v of ['1.0.0', '1.0.1', '1.0.2']) await fakeRelease(v);
    await fakeRelease('1.0.0', { remote: 'remote_enquiry' });
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    await promote('main', 'remote_footer', '1.0.1', 'asha');
    await promote('main', 'remote_enquiry', '1.0.0', 'asha');
    await promote('company', 'remote_footer', '1.0.0', 'asha');
  });
  afterEach(() => stopStore());
  afterAll(() => delete process.env.RELEASES_DIR);

  it('rolls back twice to the versions before the bad one, never back to a rolled-back version', async () => {
    await promote('main', 'remote_footer', '1.0.2', 'ravi');
    expect(await rollback('main', 'remote_footer', 'ravi', 'footer broken')).toMatchObject({ action: 'rollback', from: '1.0.2', to: '1.0.1', rolledBack: '1.0.2' });
    expect(await rollback('main', 'remote_footer', 'ravi')).toMatchObject({ from: '1.0.1', to: '1.0.0', rolledBack: '1.0.1' });
    expect(await footer()).toBe('1.0.0');
    // nothing earlier was live, and both later versions were rolled back
    const before = await files();
    await expect(rollback('main', 'remote_footer')).rejects.toThrow('refused: remote_footer on the main site has no earlier live version that was not rolled back');
    await expect(rollback('main', 'remote_footer', 'ravi', undefined, '1.0.2')).rejects.toThrow(
      'refused: remote_footer 1.0.2 was rolled back on the main site; a rollback never goes back to a rolled-back version (promote it if it is fixed)',
    );
    expect(await files()).toEqual(before);
    // promoted again on purpose, it may be rolled back to again
    await promote('main', 'remote_footer', '1.0.2', 'ravi');
    expect(await planRollback('main', 'remote_footer')).toEqual({ from: '1.0.2', to: '1.0.0' });
  });

  it('rolls back to a chosen earlier live version (--to), refusing one never live', async () => {
    await promote('main', 'remote_footer', '1.0.2', 'ravi');
    expect((await cli('rollback', 'main', 'remote_footer', '--to', '9.9.9')).stderr).toContain('refused: remote_footer 9.9.9 was never live on the main site; roll back to one of: 1.0.1, 1.0.0');
    const done = await cli('rollback', 'main', 'remote_footer', '--to', '1.0.0', '--reason', 'both broken');
    expect(done.stdout).toMatch(/main\/remote_footer {2}rollback: 1\.0\.2 -> 1\.0\.0 {2}\(both broken\)/);
    expect(await footer()).toBe('1.0.0');
    expect(await planRollback('main', 'remote_footer')).toEqual({ from: '1.0.0', to: '1.0.1' });
  }, 30_000);

  it("a malformed manifest breaks only its site's row, naming the file and the error; repair restores it", async () => {
    const good = await readFile(siteManifestFile('main'), 'utf8');
    await writeFile(siteManifestFile('main'), good.slice(0, 40));
    const broken = await siteStatus('main');
    expect(broken.broken?.file).toBe(siteManifestFile('main'));
    expect(broken.broken?.problem).toMatch(/^it does not parse \(/);
    expect((await siteStatus('company')).remotes?.find((r) => r.remote === 'remote_footer')?.live).toBe('1.0.0');
    await expect(promote('main', 'remote_footer', '1.0.2')).rejects.toThrow(`${siteManifestFile('main')} is not a valid site manifest`);

    const list = await cli('list');
    expect(list.stdout).toContain(`BROKEN: ${siteManifestFile('main')} is not a valid site manifest: it does not parse`);
    expect(list.stdout).toMatch(/company site\n {2}remote_enquiry +live \(none\)\n.*\n {2}remote_footer +live 1\.0\.0/);
    expect(list.stdout).toContain('dashboard site');

    const repaired = await repair('main', 'ravi');
    expect(repaired).toMatchObject({ action: 'repair', who: 'ravi' });
    expect(JSON.parse(await readFile(siteManifestFile('main'), 'utf8'))).toEqual(JSON.parse(good));
    expect(await footer()).toBe('1.0.1');
    await expect(repair('main')).rejects.toThrow('is valid; nothing to repair');

    // an invalid (well-formed) manifest too
    await writeFile(siteManifestFile('main'), JSON.stringify({ microFrontends: { remote_footer: 'nope' } }));
    expect((await siteStatus('main')).broken?.problem).toContain('remote_footer');
    expect((await cli('repair', 'main')).stdout).toContain('main  repair');
    expect(await footer()).toBe('1.0.1');
    expect((await readHistory('main')).filter((r) => r.action === 'repair')).toHaveLength(2);
  }, 30_000);

  it('refuses a promote whose address does not answer, or answers another build, and writes nothing', async () => {
    const before = await files();
    const served = process.env.FOOTER_PORT;
    process.env.FOOTER_PORT = String(await closedPort());
    await expect(promote('main', 'remote_footer', '1.0.2')).rejects.toThrow(
      new RegExp(`^refused: http://localhost:${process.env.FOOTER_PORT}/1\\.0\\.2/mf-manifest\\.json does not answer`),
    );
    // another origin on the address, serving another build of the same version
    const other = await mkdtemp(path.join(tmpdir(), 'other-origin-'));
    await mkdir(path.join(other, '1.0.2'));
    await writeFile(path.join(other, '1.0.2', 'mf-manifest.json'), JSON.stringify({ name: 'remote_footer', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], build: 'other' }));
    const origin = await startRemoteServer({ name: 'other', root: other, port: 0 });
    process.env.FOOTER_PORT = new URL(origin.url).port;
    await expect(promote('main', 'remote_footer', '1.0.2')).rejects.toThrow(`${origin.url}/1.0.2/mf-manifest.json answers another build than remote_footer 1.0.2 in the release store`);
    await origin.close();
    expect(await files()).toEqual(before);
    process.env.FOOTER_PORT = served;
    await expect(promote('main', 'remote_footer', '1.0.2')).resolves.toMatchObject({ to: '1.0.2' });
    expect(await files()).not.toEqual(before);
  });
});
