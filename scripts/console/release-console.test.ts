import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote } from '../releases/manager';
import { rolloutState } from '../releases/rollout';
import { readHistory } from '../releases/store';
import type { Running } from '../servers/listen';
import { startReleaseConsole } from './release-console';

// The release page over HTTP (any free port), on a release store of its own: a signed-in release
// manager starts, pauses, resumes and aborts a rollout with one click each; a forged post changes nothing.
async function fakeRelease(version: string) {
  const dir = path.join(process.env.RELEASES_DIR!, 'remote_footer', version);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'remote_footer', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
}

describe('release console: rollouts', () => {
  let server: Running;
  let cookie = '';
  let formToken = '';
  const post = (action: string, fields: Record<string, string>, withToken = true) =>
    fetch(`${server.url}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...(withToken ? { form: formToken } : {}), site: 'main', remote: 'remote_footer', ...fields }).toString(),
    });
  const outcome = async (response: Response) => new URL(response.headers.get('location') ?? '/', server.url).searchParams;
  const state = async () => rolloutState(await readHistory('main'), 'remote_footer');

  beforeAll(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'console-')), 'store');
    for (const v of ['1.0.0', '1.1.0']) await fakeRelease(v);
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    server = await startReleaseConsole({ port: 0, token: 'the-token' });
    const login = await fetch(`${server.url}/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'user=ravi&token=the-token' });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const page = await (await fetch(server.url, { headers: { cookie } })).text();
    formToken = /name="form" value="([^"]+)"/.exec(page)![1]!;
  });
  afterAll(async () => {
    await server.close();
    delete process.env.RELEASES_DIR;
  });

  it('starts, pauses, resumes and aborts a rollout; a post without the form token changes nothing', async () => {
    expect((await outcome(await post('/rollout', { version: '1.1.0', steps: '10,50,100', every: '10m' }))).get('ok')).toBe('main remote_footer: rollout of 1.1.0 started at 10%');
    expect(await state()).toMatchObject({ version: '1.1.0', paused: false, startedBy: 'ravi' });
    const page = await (await fetch(server.url, { headers: { cookie } })).text();
    expect(page).toContain('1.1.0: <b>10</b> → 50 → 100 %, every 10m; next: 50 %');

    const before = await readHistory('main');
    expect((await post('/abort', {}, false)).status).toBe(401);
    expect(await readHistory('main')).toEqual(before);

    expect((await outcome(await post('/pause', {}))).get('ok')).toBe('main remote_footer: rollout paused');
    expect((await state())?.paused).toBe(true);
    expect((await outcome(await post('/resume', {}))).get('ok')).toBe('main remote_footer: rollout resumed');
    expect((await outcome(await post('/rollout', { version: '1.1.0', steps: '10,abc', every: '10m' }))).get('error')).toBe(
      'unknown step list "10,abc": give whole percents from 1 to 100, rising, ending at 100 (e.g. 10,25,50,100)',
    );
    expect((await outcome(await post('/abort', {}))).get('ok')).toBe('main remote_footer: rollout aborted, 1.0.0 stays live');
    expect(await state()).toBeUndefined();
    expect((await readHistory('main')).at(-1)).toMatchObject({ action: 'rollout abort', who: 'ravi', reason: 'aborted on the release page' });
  });
});
