import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The suite publishes, promotes and rolls back releases: it works on a copy of the release store that
// `npm run build` filled, never on the developer's own (the servers and the tests both read this).
process.env.RELEASES_DIR = path.join(__dirname, '.e2e/releases');

/** The release driver looks every second and judges a canary after 8 of its page loads (e2e/release-rollout.spec.ts). */
export const E2E_RELEASE_DRIVER = {
  RELEASE_DRIVER_TICK_MS: '1000',
  RELEASE_ROLLBACK_MIN_LOADS: '8',
  RELEASE_ROLLBACK_MIN_FAILURES: '3',
  RELEASE_BEACON_PER_IP_PER_MINUTE: '1000',
};

/** Debian's Chromium, never a downloaded browser. */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Everything as `npm start` serves it (after `npm run build`), with a fresh embedded database.
export default defineConfig({
  testDir: 'e2e',
  // A production start of its own (playwright.production.config.ts).
  testIgnore: 'production/**',
  outputDir: '.e2e/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:3000',
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
  },
  webServer: {
    command:
      'rm -rf .e2e/pglite .e2e/search-engine .e2e/releases && mkdir -p .e2e && cp -r releases .e2e/releases && rm -f .e2e/releases/accounts.json && tsx scripts/start.ts --no-build',
    // Ready when start.ts says so: after the api, every remote, every site (the dashboard on :3400 the last)
    // and the release console answer. (A `url` would race this and win as soon as the main site is up.)
    wait: { stdout: /PharmaSetu is running:/ },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    // The api logs warnings and errors only: its per-request lines would drown the test report.
    // DEV_OUTBOX: the specs read OTPs and stored leads from /dev/outbox and /dev/enquiries. Every spec's
    // visitor comes from 127.0.0.1: the per-IP OTP limits are raised (the per-number and per-session ones stay).
    env: {
      PGLITE_DIR: '.e2e/pglite',
      SEARCH_ENGINE_DATA: '.e2e/search-engine/indices.jsonl',
      NODE_ENV: 'development',
      DEV_OUTBOX: '1',
      OTP_LIMIT_PER_IP_PER_HOUR: '1000',
      OTP_NUMBERS_PER_IP_PER_HOUR: '1000',
      OTP_GUESSES_PER_IP_PER_HOUR: '1000',
      // The general per-IP limit too (300 a minute): the dashboard's walk over every address at seven widths alone
      // makes more api calls than that in a minute, all from 127.0.0.1. The limit itself has its api tests.
      RATE_LIMIT_PER_IP_PER_MINUTE: '5000',
      RELEASE_CONSOLE_TOKEN: 'e2e-release-token',
      LOG_LEVEL: 'warn',
      ...E2E_RELEASE_DRIVER,
    },
  },
});
