import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The secrets a production start needs, for the suite's own start only (none of them is used anywhere else).
 * SEARCH_API_KEY is not the local default: the pages must carry this one for search to work.
 */
export const PRODUCTION_SECRETS = {
  APP_SECRET: 'e2e-production-app-secret-0f3a9c1d7b2e4f6a8c0d2e4f',
  RELEASE_BEACON_SECRET: 'e2e-production-beacon-secret-7c1e9a3b5d2f',
  SEARCH_API_KEY: 'e2e-production-search-only-key-4b8d2f6a',
  SEARCH_ADMIN_KEY: 'e2e-production-admin-key-9e1c5a7b3d0f2468',
  RELEASE_CONSOLE_TOKEN: 'Qm7vT2xK9pR4wZ1cN8bF5hJ3sL6dG0yA-uE_tW2qXo4',
} as const;

// `npm start` with NODE_ENV=production and its required secrets (after `npm run build`), on a fresh embedded
// database: what production serves, checked in Chromium (e2e/production/).
export default defineConfig({
  ...base,
  testDir: 'e2e/production',
  testIgnore: [],
  webServer: {
    ...base.webServer,
    command:
      'rm -rf .e2e/pglite-production .e2e/search-engine-production .e2e/releases && mkdir -p .e2e && cp -r releases .e2e/releases && rm -f .e2e/releases/accounts.json && tsx scripts/start.ts --no-build',
    env: {
      NODE_ENV: 'production',
      PGLITE_DIR: '.e2e/pglite-production',
      SEARCH_ENGINE_DATA: '.e2e/search-engine-production/indices.jsonl',
      LOG_LEVEL: 'warn',
      ...PRODUCTION_SECRETS,
    },
  },
});
