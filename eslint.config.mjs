// The linter's rules, for every package. `npm run lint` checks (it is part of `npm test`), `npm run fix`
// applies what can be fixed by itself, then Prettier. CONTRIBUTING.md says why each rule is here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every remote's folder (each `remote-*` folder is one, as the workspaces and jest's projects say too). */
const REMOTES = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
  .map((entry) => entry.name);
const PACKAGES = ['shared-contracts', 'search-engine', 'api', ...REMOTES, 'shell', 'platform'];
/** The entries of other packages the platform may import: what the api shares with every server, and the shell's renderer. */
const PLATFORM_ENTRIES = {
  api: { name: 'server-kit', file: './src/server-kit.ts' },
  shell: { name: 'server', file: './src/server/index.ts' },
};
const PLATFORM_ENTRY_NAMES = Object.entries(PLATFORM_ENTRIES).map(([p, { name }]) => `@pharmasetu/${p}/${name}`);

/**
 * What a package may not import: by relative path into another package's folder, and by package name.
 * A remote is deployed on its own, so it may import only shared-contracts and its own files; the shell
 * reaches remotes only through federation at run time; shared-contracts is plain TypeScript shared by
 * the browser and the api, so it imports no other package and nothing of React. The search engine is a server of
 * its own that imports only shared-contracts; the api's code reaches it only through algoliasearch over HTTP, and
 * the api's tests and benches build one through its public entry (`@pharmasetu/search-engine`), never its files.
 * The platform (site servers, remote origins, releases) imports the api's and the shell's server entries by name.
 */
function boundaries(pkg, { testsMayUsePlatform = false, apiSource = false } = {}) {
  const allowed =
    pkg === 'api' && !apiSource
      ? ['shared-contracts', 'search-engine']
      : pkg === 'api' || pkg === 'search-engine' || pkg === 'shell' || REMOTES.includes(pkg)
        ? ['shared-contracts']
        : pkg === 'platform'
          ? ['shared-contracts']
          : [];
  const others = PACKAGES.filter(
    (p) => p !== pkg && !allowed.includes(p) && !(testsMayUsePlatform && p === 'platform'),
  );
  const entered = pkg === 'platform' ? Object.keys(PLATFORM_ENTRIES) : [];
  const named = others.filter((p) => !entered.includes(p));
  const message = `${pkg} may import only its own files${allowed.map((p) => ` and @pharmasetu/${p}`).join('')}${pkg === 'platform' ? ` and ${PLATFORM_ENTRY_NAMES.join(' and ')}` : ''}.`;
  const patterns = [
    { group: named.map((p) => `@pharmasetu/${p}`).concat(named.map((p) => `@pharmasetu/${p}/*`)), message },
  ];
  if (entered.length > 0) {
    const others = entered.map((p) => `${p}(?!/${PLATFORM_ENTRIES[p].name}$)`).join('|');
    patterns.push({ regex: `^@pharmasetu/(${others})`, message });
  }
  if (pkg === 'api') {
    patterns.push({
      group: ['@pharmasetu/search-engine/*'],
      message: "The api builds a search engine only through its public entry, '@pharmasetu/search-engine'.",
    });
  }
  if (pkg === 'shared-contracts') {
    patterns.push({
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*'],
      message: 'shared-contracts is plain TypeScript: no React, no emotion.',
    });
  }
  return {
    files: testsMayUsePlatform ? [`${pkg}/test/**/*.ts`] : apiSource ? ['api/src/**/*.ts'] : [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${pkg}`,
              from: [...named.map((p) => `./${p}`), './scripts', './bench', './e2e'],
              message: `${pkg} may import only its own files${allowed.map((p) => ` and ${p} (by its package name)`).join('')}.`,
            },
            ...entered.map((p) => ({
              target: `./${pkg}`,
              from: `./${p}`,
              except: [PLATFORM_ENTRIES[p].file],
              message,
            })),
            ...(allowed.includes('search-engine')
              ? [
                  {
                    target: `./${pkg}`,
                    from: './search-engine',
                    except: ['./src/index.ts'],
                    message: `${pkg} may import only the search engine's public entry, '@pharmasetu/search-engine'.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      '.data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      'bench/web/.out/**',
      'bench/lighthouse/.out/**',
      '.scratch/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', '**/jest.setup.*'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...PACKAGES.map((pkg) => boundaries(pkg)),
  // The api's integration tests run the site server's sitemap and error collector against the real api.
  boundaries('api', { testsMayUsePlatform: true }),
  // The api's own code talks to the search engine as to Algolia: algoliasearch over HTTP, never in-process.
  boundaries('api', { apiSource: true }),
  prettier,
  {
    rules: {
      // Prettier wraps code at 120 columns; this catches the comments and code it cannot wrap.
      'max-len': [
        'error',
        { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
);
