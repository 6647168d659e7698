import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishBuild } from './publish';
import { REPO_ROOT } from './store';

// The same source gives byte-identical files and the same version in any folder.
// remote-footer (the smallest remote) is built in two checkouts of different names; each gets the
// repository's node_modules through symlinks that node and webpack keep as paths inside the checkout
// (--preserve-symlinks), as a clone with its own node_modules would see them. Both checkouts sit at
// the same depth, so their relative paths to the shared packages' real files are the same too.

const SOURCES = ['package.json', 'tsconfig.base.json', 'tooling', 'shared-contracts', 'remote-footer'];
const WORKSPACES = ['shared-contracts', 'remote-footer'];

async function checkout(folder: string): Promise<void> {
  for (const source of SOURCES) {
    await cp(path.join(REPO_ROOT, source), path.join(folder, source), {
      recursive: true,
      filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
    });
  }
  await mkdir(path.join(folder, 'node_modules', '@pharmasetu'), { recursive: true });
  for (const entry of await readdir(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@pharmasetu') await symlink(path.join(REPO_ROOT, 'node_modules', entry), path.join(folder, 'node_modules', entry));
  }
  for (const workspace of WORKSPACES) await symlink(path.join('..', '..', workspace), path.join(folder, 'node_modules', '@pharmasetu', workspace));
}

function buildFooter(folder: string): Promise<void> {
  const cli = path.join(folder, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const { WEBPACK_OUT_DIR: _out, REMOTE_VERSION: _version, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--preserve-symlinks', '--preserve-symlinks-main', cli, '--mode', 'production'], {
      cwd: path.join(folder, 'remote-footer'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`webpack failed in ${folder}:\n${output.slice(-3000)}`))));
  });
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return new Map(await Promise.all(files.sort().map(async (file) => [file, await readFile(path.join(dir, file))] as const)));
}

describe('a remote built in two folders', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'reproducible-'));
  });
  afterAll(async () => {
    delete process.env.RELEASES_DIR;
    await rm(root, { recursive: true, force: true });
  });

  it('gives byte-identical files and the same release version', async () => {
    const folders = [path.join(root, 'one'), path.join(root, 'another-checkout')];
    await Promise.all(folders.map(checkout));
    await Promise.all(folders.map(buildFooter));

    const [first, second] = await Promise.all(folders.map((folder) => filesOf(path.join(folder, 'remote-footer', 'dist'))));
    expect([...second!.keys()]).toEqual([...first!.keys()]);
    expect([...first!.keys()]).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
    for (const [file, bytes] of first!) {
      expect({ file, identical: bytes.equals(second!.get(file)!) }).toEqual({ file, identical: true });
      for (const folder of folders) expect({ file, namesFolder: bytes.includes(folder) }).toEqual({ file, namesFolder: false });
    }

    // Each precompressed copy is its file, whichever of the two checkouts made it.
    for (const [file, bytes] of first!) {
      const original = first!.get(file.replace(/\.(br|gz)$/, ''));
      if (file.endsWith('.br')) expect({ file, decodes: brotliDecompressSync(bytes).equals(original!) }).toEqual({ file, decodes: true });
      if (file.endsWith('.gz')) expect({ file, decodes: gunzipSync(bytes).equals(original!) }).toEqual({ file, decodes: true });
    }
    expect([...first!.keys()]).toEqual(expect.arrayContaining(['remoteEntry.js.br', 'remoteEntry.js.gz', 'mf-manifest.json.br']));

    const versions = [];
    for (const folder of folders) {
      process.env.RELEASES_DIR = path.join(folder, 'store');
      versions.push((await publishBuild('remote_footer', path.join(folder, 'remote-footer'))).version);
    }
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    expect(versions[1]).toBe(versions[0]);
  }, 300_000);
});
