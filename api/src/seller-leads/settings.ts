import { randomBytes } from 'node:crypto';
import { API_PORT } from '@pharmasetu/shared-contracts';

/** Lead routing and notification settings (README "Seller leads"); packages' weekly quotas live in the database. */
export interface LeadSettings {
  /** At most this many companies get one general requirement (LEADS_MAX_COMPANIES, 10). */
  maxCompanies: number;
  /** An enquiry verified later than this many days after it was posted is not routed (LEADS_ROUTING_WINDOW_DAYS, 3). */
  routingWindowDays: number;
  /** The sellers' dashboard, linked from the notifications (LEADS_DASHBOARD_URL). */
  dashboardUrl: string;
  /** The notification sender polls the outbox this often (LEADS_SENDER_INTERVAL_MS, 250). */
  senderIntervalMs: number;
  /** Rows claimed per round (LEADS_SENDER_BATCH, 20). */
  senderBatch: number;
  /** Parallel sending workers per api process on PostgreSQL (LEADS_SENDER_CONCURRENCY, 2; PGlite: 1). */
  senderConcurrency: number;
  /**
   * An enquiry that a validated OTP queued for routing and that is still queued this many seconds later is routed by
   * the sweep (LEADS_ROUTING_GRACE_SECONDS, 30): the api routes it right after the OTP check, unless it stopped.
   */
  routingGraceSeconds: number;
  /** The sweep runs this often (LEADS_ROUTING_SWEEP_MS, 10000). */
  routingSweepMs: number;
  /**
   * An enquiry verified when it was posted (a company page asks the code first) waits this long for the buyer's steps
   * 1 and 2, which route it as soon as step 2 is stored; then the sweep routes it as it is (LEADS_STEPS_WAIT_SECONDS, 600).
   */
  stepsWaitSeconds: number;
  /** The buyer's link to close a requirement starts here: the api's public address (PUBLIC_API_URL). */
  publicApiUrl: string;
  /** Signs that link: the app's secret (buildApp passes its own; APP_SECRET here, else one made for this process). */
  linkSecret: string;
}

const processSecret = randomBytes(32).toString('hex');

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Read once by buildApp from the env it is given, then passed to every router, sender and sweep. */
export function leadSettingsFromEnv(env: NodeJS.ProcessEnv): LeadSettings {
  return {
    maxCompanies: Math.min(positive(env.LEADS_MAX_COMPANIES, 10), 100),
    routingWindowDays: positive(env.LEADS_ROUTING_WINDOW_DAYS, 3),
    dashboardUrl: (env.LEADS_DASHBOARD_URL || 'http://localhost:3400').replace(/\/+$/, ''),
    senderIntervalMs: positive(env.LEADS_SENDER_INTERVAL_MS, 250),
    senderBatch: Math.min(positive(env.LEADS_SENDER_BATCH, 20), 500),
    senderConcurrency: Math.min(positive(env.LEADS_SENDER_CONCURRENCY, 2), 16),
    routingGraceSeconds: positive(env.LEADS_ROUTING_GRACE_SECONDS, 30),
    routingSweepMs: positive(env.LEADS_ROUTING_SWEEP_MS, 10_000),
    stepsWaitSeconds: positive(env.LEADS_STEPS_WAIT_SECONDS, 600),
    linkSecret: env.APP_SECRET || processSecret,
    publicApiUrl: (env.PUBLIC_API_URL || `http://localhost:${Number(env.API_PORT) || API_PORT}`).replace(/\/+$/, ''),
  };
}
