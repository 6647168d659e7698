import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseProblem } from './check-release';
import { buildHash, publishBuild, readReleaseMetadata, releaseChecksum, releaseSource } from './publish';

async function fakeRemote(root: string, content: string) {
  const dir = path.join(root, 'remote-footer');
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ version: '2.3.4' }));
  const manifest = { name: 'remote_footer', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ assets: { js: { sync: ['footer.1234abcd.js'], async: [] } } }] };
  await writeFile(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'dist', 'remoteEntry.js'), 'entry');
  await writeFile(path.join(dir, 'dist', 'footer.1234abcd.js'), content);
  return dir;
}

describe('publishBuild', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'releases-'));
    process.env.RELEASES_DIR = path.join(root, 'store');
  });
  afterAll(() => delete process.env.RELEASES_DIR);

  it('names a build by its content: the same build twice is one release', async () => {
    const dir = await fakeRemote(root, 'v1');
    const first = await publishBuild('remote_footer', dir);
    expect(first).toEqual({ version: expect.stringMatching(/^2\.3\.4-[0-9a-f]{10}$/), created: true });
    expect(await publishBuild('remote_footer', dir)).toEqual({ version: first.version, created: false });
    await writeFile(path.join(dir, 'dist', 'footer.1234abcd.js'), 'v2');
    expect((await publishBuild('remote_footer', dir)).version).not.toBe(first.version);
    expect(await releaseProblem('remote_footer', first.version)).toBeUndefined();
  });

  it('names a build by its files, not by the bytes of their precompressed copies', async () => {
    const dir = await fakeRemote(root, 'v1');
    const plain = await buildHash(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist', 'footer.1234abcd.js.br'), 'brotli of v1');
    await writeFile(path.join(dir, 'dist', 'footer.1234abcd.js.gz'), 'gzip of v1');
    expect(await buildHash(path.join(dir, 'dist'))).toBe(plain);
    const { version } = await publishBuild('remote_footer', dir);
    expect(await readFile(path.join(process.env.RELEASES_DIR!, 'remote_footer', version, 'footer.1234abcd.js.br'), 'utf8')).toBe('brotli of v1');
    // A compressed file with no original beside it is a file of the build like any other.
    await writeFile(path.join(dir, 'dist', 'data.bin.gz'), 'x');
    expect(await buildHash(path.join(dir, 'dist'))).not.toBe(plain);
  });

  it('names every release <version>-<build hash>: another version keeps the hash, and refuses one that is not semver', async () => {
    const dir = await fakeRemote(root, 'v1');
    const plain = await publishBuild('remote_footer', dir);
    const other = await publishBuild('remote_footer', dir, '3.0.0');
    expect(other).toEqual({ version: `3.0.0-${plain.version.slice('2.3.4-'.length)}`, created: true });
    expect(await publishBuild('remote_footer', dir, '3.0.0')).toEqual({ version: other.version, created: false });
    await expect(publishBuild('remote_footer', dir, '../../etc')).rejects.toThrow('"../../etc" is not a version');
    expect(await readdir(path.join(process.env.RELEASES_DIR!, 'remote_footer'))).toEqual([plain.version, other.version].sort());
  });

  it('records the commit, author, build time and a checksum of every file in the release folder', async () => {
    const dir = await fakeRemote(root, 'v1');
    const before = Date.now();
    const { version } = await publishBuild('remote_footer', dir, undefined, { commit: 'abc123-dirty', author: 'Asha' });
    const metadata = (await readReleaseMetadata('remote_footer', version))!;
    expect(metadata).toMatchObject({ id: version, remote: 'remote_footer', version: '2.3.4', commit: 'abc123-dirty', author: 'Asha' });
    expect(Date.parse(metadata.builtAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(metadata.builtAt).toBe(new Date(metadata.builtAt).toISOString());
    const folder = path.join(process.env.RELEASES_DIR!, 'remote_footer', version);
    expect(metadata.files.map((f) => f.path)).toEqual(['footer.1234abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(metadata.files[0]).toEqual({ path: 'footer.1234abcd.js', sha256: sha('v1'), bytes: 2 });
    const listing = metadata.files.map((f) => `${f.sha256}  ${f.path}\n`).join('');
    expect(metadata.checksum).toBe(sha(listing));
    expect(await releaseChecksum(folder)).toEqual({ checksum: metadata.checksum, files: metadata.files });
    // a changed file changes the checksum
    await writeFile(path.join(folder, 'remoteEntry.js'), 'tampered');
    expect((await releaseChecksum(folder)).checksum).not.toBe(metadata.checksum);
  });

  it('reads the commit of a git tree, dirty when it has changes, and the author from RELEASE_AUTHOR', async () => {
    const repo = path.join(root, 'repo');
    await mkdir(repo);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('config', 'user.name', 'Git Author');
    git('config', 'user.email', 'a@example.com');
    await writeFile(path.join(repo, 'a.txt'), 'a');
    git('add', '.');
    git('commit', '-qm', 'one');
    const head = git('rev-parse', 'HEAD');
    delete process.env.RELEASE_AUTHOR;
    expect(releaseSource(repo)).toEqual({ commit: head, author: 'Git Author' });
    await writeFile(path.join(repo, 'a.txt'), 'b');
    process.env.RELEASE_AUTHOR = 'Ravi';
    try {
      expect(releaseSource(repo)).toEqual({ commit: `${head}-dirty`, author: 'Ravi' });
    } finally {
      delete process.env.RELEASE_AUTHOR;
    }
  });

  it("keeps a build's source maps beside its release, outside the folder the remote's origin serves", async () => {
    const dir = await fakeRemote(root, 'v1');
    await mkdir(path.join(dir, 'source-maps'), { recursive: true });
    await writeFile(path.join(dir, 'source-maps', 'footer.1234abcd.js.map'), '{"mappings":"AAAA"}');
    const { version } = await publishBuild('remote_footer', dir);
    const store = process.env.RELEASES_DIR!;
    expect(await readFile(path.join(store, 'source-maps', 'remote_footer', version, 'footer.1234abcd.js.map'), 'utf8')).toBe('{"mappings":"AAAA"}');
    expect((await readdir(path.join(store, 'remote_footer', version))).filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('refuses to publish what was not built', async () => {
    await expect(publishBuild('remote_footer', path.join(root, 'nothing'))).rejects.toThrow('has no mf-manifest.json: build remote_footer first');
  });

  it('tells which releases would not load', async () => {
    const dir = await fakeRemote(root, 'v1');
    const { version } = await publishBuild('remote_footer', dir, '4.0.0');
    const shown = version.replace(/\./g, '\\.');
    const store = path.join(process.env.RELEASES_DIR!, 'remote_footer');
    expect(await releaseProblem('remote_footer', '9.9.9')).toBe('remote_footer has no released version "9.9.9"');
    await writeFile(path.join(store, version, 'mf-manifest.json'), '{"name": ');
    expect(await releaseProblem('remote_footer', version)).toMatch(new RegExp(`^remote_footer ${shown}: mf-manifest\\.json does not load`));
    await writeFile(path.join(store, version, 'mf-manifest.json'), JSON.stringify({ name: 'remote_search', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    expect(await releaseProblem('remote_footer', version)).toBe(`remote_footer ${version}: mf-manifest.json belongs to "remote_search", not remote_footer`);
    await writeFile(path.join(store, version, 'mf-manifest.json'), JSON.stringify({ name: 'remote_footer', metaData: { remoteEntry: { name: 'gone.js' } } }));
    expect(await releaseProblem('remote_footer', version)).toBe(`remote_footer ${version}: files missing from the release: gone.js`);
  });
});
