import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { INDIA_MOBILE_DIGITS, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';

/**
 * No regular expression that can backtrack on request input: every regular expression in the api's code
 * (the search engine included) and in the shared contracts it validates requests with, found by reading
 * the sources, is checked with recheck. recheck rather than safe-regex2: safe-regex2 only counts nested
 * quantifiers (star height), so it passes `/\s+AND\s+/`, whose quadratic backtracking on a run of spaces let
 * one search call freeze the engine; recheck finds polynomial as well as exponential backtracking, from
 * the expression's automaton (and by fuzzing where that does not apply).
 */
const repo = join(__dirname, '../../..');
const ROOTS = ['api/src', 'search-engine/src', 'shared-contracts/src'];

/**
 * Expressions recheck finds unsafe that never see request input, each with where its input comes from.
 * An entry that no longer matches an expression in that file fails the test (no stale exceptions).
 */
const NOT_REQUEST_INPUT: Record<string, { pattern: string; why: string }[]> = {
  'api/src/config.ts': [{ pattern: '/\\/+$/', why: 'trims the configured origins (environment)' }],
  'search-engine/src/engine-config.ts': [{ pattern: '/\\/+$/', why: 'trims the configured origins (environment)' }],
  'api/src/seller-leads/settings.ts': [{ pattern: '/\\/+$/', why: 'trims configured URLs (environment)' }],
  'api/src/db/migrate.ts': [{ pattern: '/^\\s*--.*$/gm', why: "reads the repository's migration files" }],
  'shared-contracts/src/api/http.ts': [{ pattern: '/\\/+$/', why: "trims the client's configured api base" }],
  'shared-contracts/src/api/seller-leads-list.ts': [
    { pattern: '/\\/+$/', why: "trims the dashboard's configured api base" },
  ],
  'shared-contracts/src/routes.ts': [{ pattern: '/\\/+$/', why: "trims a site's configured base URL" }],
};

/** Expressions built at run time (`new RegExp(…)`), by file: what they are built to. */
const BUILT: Record<string, RegExp[]> = {
  'shared-contracts/src/phone.ts': [new RegExp(`^[6-9]\\d{${INDIA_MOBILE_DIGITS - 1}}$`)],
  'shared-contracts/src/remote-entry.ts': [new RegExp(`(?:^|;\\s*)${VISITOR_BUCKET_COOKIE}=([^;]*)`)],
};

interface Found {
  file: string;
  /** The literal as written (`/…/flags`), or the built expression. */
  pattern: string;
  source: string;
  flags: string;
}

function sources(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(repo, join(e.parentPath, e.name)));
}

/** Every regular expression literal, and every `new RegExp`/`RegExp(…)` call (which must be in BUILT). */
function collect(): { found: Found[]; builtCalls: string[] } {
  const found: Found[] = [];
  const builtCalls: string[] = [];
  for (const file of ROOTS.flatMap(sources)) {
    const text = readFileSync(join(repo, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const pattern = node.getText(tree);
        const end = pattern.lastIndexOf('/');
        found.push({ file, pattern, source: pattern.slice(1, end), flags: pattern.slice(end + 1) });
      }
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(tree) === 'RegExp')
        builtCalls.push(file);
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  for (const [file, list] of Object.entries(BUILT))
    for (const r of list) found.push({ file, pattern: String(r), source: r.source, flags: r.flags });
  return { found, builtCalls };
}

const verdict = async (source: string, flags: string) => {
  const result = await check(source, flags, { timeout: 10_000 });
  return result.status === 'vulnerable'
    ? `vulnerable (${result.complexity.type}${result.complexity.type === 'polynomial' ? `, degree ${result.complexity.degree}` : ''})`
    : result.status;
};

test('the check fails on a backtracking expression: exponential /(a+)+$/ and polynomial /\\s+AND\\s+/', async () => {
  expect(await verdict('(a+)+$', '')).toBe('vulnerable (exponential)');
  expect(await verdict('\\s+AND\\s+', '')).toBe('vulnerable (polynomial, degree 2)');
  expect(await verdict('^[a-z]{1,40}$', '')).toBe('safe');
}, 60_000);

test('every regular expression of the api, the search engine and the shared contracts is safe, or never sees request input', async () => {
  const { found, builtCalls } = collect();
  // The scan reads what it should: the engine's index-name check is one of the expressions.
  expect(found.some((f) => f.file === 'search-engine/src/engine.ts' && f.pattern === '/^[^\\s/#?]{1,256}$/')).toBe(
    true,
  );
  expect(found.length).toBeGreaterThan(40);
  // A RegExp built at run time is checked only if listed in BUILT with what it is built to.
  expect([...new Set(builtCalls)].sort()).toEqual(Object.keys(BUILT).sort());

  const unsafe: string[] = [];
  const excused = new Set<string>();
  const verdicts = new Map<string, string>();
  for (const f of found) {
    const key = `${f.source}/${f.flags}`;
    if (!verdicts.has(key)) verdicts.set(key, await verdict(f.source, f.flags));
    const status = verdicts.get(key)!;
    if (status === 'safe') continue;
    const exception = NOT_REQUEST_INPUT[f.file]?.find((e) => e.pattern === f.pattern);
    if (exception) excused.add(`${f.file} ${f.pattern}`);
    else unsafe.push(`${f.file}: ${f.pattern} is ${status}`);
  }
  expect(unsafe).toEqual([]);
  const listed = Object.entries(NOT_REQUEST_INPUT).flatMap(([file, list]) => list.map((e) => `${file} ${e.pattern}`));
  expect(listed.filter((e) => !excused.has(e))).toEqual([]);
}, 300_000);
