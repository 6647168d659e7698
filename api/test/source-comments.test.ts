import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../src/config';

/**
 * A comment says why the code is as it is now; the history of how it got there belongs in commit messages. This
 * fails when a comment in the repository's code cites an issue number (the word issue, or issues, then a number,
 * with or without #). Only comments are read: a string or a test's data that contains such words is not a comment.
 */

const CODE_FOLDERS = ['api', 'shared-contracts', 'shell', 'remote-', 'scripts', 'e2e', 'bench', 'tooling'];
const CODE_FILE = /\.(?:[cm]?js|tsx?|sql)$/;
const CITES_AN_ISSUE = /\bissues?\s+#?\d+/i;

const TEMPLATE_PARTS = new Set([
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** Every line of every comment of a TypeScript or JavaScript source, as [line, text]. */
function scriptComments(file: string, text: string): Array<[number, string]> {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  // Every token's leading and trailing trivia (tokens too, not only nodes: `{/* … */}` in JSX has its comment before `}`).
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // A slash-star block inside a template is a comment of the CSS in it (emotion's styled).
    if (TEMPLATE_PARTS.has(node.kind))
      for (const m of node.getText(source).matchAll(/\/\*[\s\S]*?\*\//g))
        seen.set(node.getStart(source) + m.index, m[0]);
    if (node.kind !== ts.SyntaxKind.JsxText) node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen].flatMap(([pos, comment]) => {
    const first = source.getLineAndCharacterOfPosition(pos).line + 1;
    return comment.split('\n').map((line, i): [number, string] => [first + i, line]);
  });
}

/**
 * Every line of every comment of an SQL file (`--` to the line's end, and slash-star blocks), as [line, text]. A quoted string is
 * not a comment; a function's dollar-quoted body is code, so its comments count.
 */
function sqlComments(text: string): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "'") {
      for (i++; i < text.length && !(text[i] === "'" && text[i + 1] !== "'"); i += text[i] === "'" ? 2 : 1);
    } else if (text.startsWith('--', i)) {
      const end = text.indexOf('\n', i);
      found.push([lineAt(i), text.slice(i, end < 0 ? undefined : end)]);
      i = end < 0 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const first = lineAt(i);
      text
        .slice(i, end < 0 ? undefined : end + 2)
        .split('\n')
        .forEach((line, n) => found.push([first + n, line]));
      i = end < 0 ? text.length : end + 1;
    }
  }
  return found;
}

/** The comments of `file` that cite an issue, as "file:line: comment". */
export function issueCitations(file: string, text: string): string[] {
  const comments = file.endsWith('.sql') ? sqlComments(text) : scriptComments(file, text);
  return comments
    .filter(([, comment]) => CITES_AN_ISSUE.test(comment))
    .map(([line, comment]) => `${file}:${line}: ${comment.trim()}`);
}

const codeFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((f) => CODE_FILE.test(f) && CODE_FOLDERS.some((folder) => f.startsWith(folder)));

describe('source comments', () => {
  it('finds a planted citation in a comment of each kind, and none in strings or code', () => {
    const planted = [
      '// Planted: issue 12 made this necessary.',
      'const a = 1; /* see Issue #7 */',
      '/**',
      ' * A doc comment that cites issues 3 and 4.',
      ' */',
      "const notAComment = 'issue 5';",
      'const template = `// issue 6 in a template`;',
      'export const c = <div>{/* issue 8, in JSX */}</div>;',
      'const Button = styled.a`',
      '  /* white was too light (issue 9) */',
      '  color: ${(p: { c: string }) => p.c};',
      '`;',
    ].join('\n');
    expect(issueCitations('planted.tsx', planted)).toEqual([
      'planted.tsx:1: // Planted: issue 12 made this necessary.',
      'planted.tsx:2: /* see Issue #7 */',
      'planted.tsx:4: * A doc comment that cites issues 3 and 4.',
      'planted.tsx:8: /* issue 8, in JSX */',
      'planted.tsx:10: /* white was too light (issue 9) */',
    ]);
    const sql =
      "-- Issue 19: one call.\nSELECT 'it''s -- issue 2' AS x; -- fine, it's\n/* issue 3\n */ SELECT 1; -- issue 4\n";
    expect(issueCitations('planted.sql', sql)).toEqual([
      'planted.sql:1: -- Issue 19: one call.',
      'planted.sql:3: /* issue 3',
      'planted.sql:4: -- issue 4',
    ]);
    expect(
      issueCitations('clean.ts', '// Why the code is as it is now.\nconst issue = 3; // an issue count\n'),
    ).toEqual([]);
  });

  it("no comment in the repository's code cites an issue number", () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => issueCitations(f, readFileSync(path.join(REPO_ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
