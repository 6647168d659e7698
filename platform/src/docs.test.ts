import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs tell the truth about what they can be checked against: every repository path they cite exists, every
 * `npm run <script>` they cite is a script, and the settings tables list exactly the environment variables the
 * production code reads. Each check names what it found wrong.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The repository's top-level names: a cited path starts with one of them (anything else is a URL path, a module id…). */
const TOP_LEVEL = new Set(tracked.map((f) => f.split('/')[0]!));
/** Made by the commands, never committed: `npm start` (.data), `npm run build` (releases), the e2e suite (.e2e). */
const GENERATED = ['releases/', '.data/', '.e2e/'];

/** Inline code spans, words of fenced code blocks, and relative link targets (resolved from the doc's folder). */
function citedPaths(doc: string, text: string): string[] {
  const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap((m) => m[1]!.split(/[\s"'()=]+/));
  const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].flatMap((m) => m[1]!.split(/\s+/));
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => path.relative(ROOT, path.resolve(ROOT, path.dirname(doc), target)));
  const candidates = [...fenced, ...spans]
    .map((word) => word.replace(/[,.;:]+$/, ''))
    .filter((word) => /^[\w.@-]+\/[\w.@/-]*$/.test(word) && TOP_LEVEL.has(word.split('/')[0]!));
  return [...candidates, ...links];
}

describe('the docs', () => {
  it('cite only repository paths that exist', () => {
    const missing = DOCS.flatMap((doc) =>
      citedPaths(doc, read(doc))
        .filter((p) => !GENERATED.some((g) => p.startsWith(g)) && !existsSync(path.join(ROOT, p)))
        .map((p) => `${doc}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite only npm scripts that exist', () => {
    const scriptsOf = (dir: string) =>
      Object.keys((JSON.parse(read(`${dir}package.json`)) as { scripts?: object }).scripts ?? {});
    const root = new Set(scriptsOf(''));
    const missing = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(/npm run ([\w:-]+(?:\s*\|\s*[\w:-]+)*)(?:\s+-w\s+([\w-]+))?/g)].flatMap((m) => {
        const names = m[1]!.split('|').map((n) => n.trim());
        const known = m[2] ? new Set(scriptsOf(`${m[2]}/`)) : root;
        return names.filter((n) => !known.has(n)).map((n) => `${doc}: npm run ${n}${m[2] ? ` -w ${m[2]}` : ''}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('list in their settings tables exactly the environment variables the production code reads', () => {
    expect({ undocumented: [...codeSettings()].filter((s) => !docSettings().has(s)).sort() }).toEqual({
      undocumented: [],
    });
    expect({ notRead: [...docSettings()].filter((s) => !codeSettings().has(s)).sort() }).toEqual({ notRead: [] });
  });
});

/** Set by the tool that runs the code, not by whoever operates it. */
const NOT_SETTINGS = new Set(['JEST_WORKER_ID']);
const SETTING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/**
 * The names production code reads: `env.X`, `process.env.X`, `env['X']`, and, in a file that reads the environment by
 * a computed key (`env[name]`), the setting names it spells out as strings or object keys.
 */
function codeSettings(): Set<string> {
  const production = tracked.filter(
    (f) =>
      /\.(?:[cm]?js|tsx?)$/.test(f) &&
      !/(?:^|\/)(?:test|e2e|bench|test-support)\/|\.test\.|\.spec\.|\.d\.ts$|(?:^|\/)test-[\w-]+\.ts$|^bench\//.test(
        f,
      ) &&
      !f.startsWith('e2e/'),
  );
  const names = new Set<string>();
  for (const file of production) {
    const text = read(file);
    for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b|\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
      names.add((m[1] ?? m[2])!);
    if (/\benv\[(?!['"])/.test(text))
      for (const m of text.matchAll(/['"]([A-Z][A-Z0-9_]+)['"]|^\s*([A-Z][A-Z0-9_]+):/gm)) {
        const name = (m[1] ?? m[2])!;
        if (SETTING.test(name)) names.add(name);
      }
  }
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

/** The first column of every docs table whose first header is "setting". */
function docSettings(): Set<string> {
  const names = new Set<string>();
  for (const doc of DOCS) {
    let inTable = false;
    for (const line of read(doc).split('\n')) {
      if (/^\|\s*setting\s*\|/.test(line)) inTable = true;
      else if (!line.startsWith('|')) inTable = false;
      else if (inTable) {
        const first = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line);
        if (first) names.add(first[1]!);
      }
    }
  }
  return names;
}
