import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { setEventLogger, withRequestLogger } from '../lib/events';
import { gaugeOnScrape, installMetrics } from '../lib/metrics';
import { installRequestLog } from './request-log';

/** Requests the operator's tools repeat every few seconds: logged at debug, so the log keeps what happened. */
const POLLED = new Set(['/health', '/metrics', '/api/release-beacon/stats']);

/**
 * What the api tells its operator: one log line per request (refusals at warn with their reason, polling at debug),
 * business events under the request's id (lib/events.ts), and at /metrics request rates and latencies by route,
 * the business counters and the two backlogs a stuck worker would grow.
 */
async function plugin(app: FastifyInstance, { db, metricsToken }: { db: Database; metricsToken?: string }) {
  setEventLogger(app.log);
  app.addHook('onRequest', (request, _reply, done) => withRequestLogger(request.log, done));
  installRequestLog(app, { quiet: (request) => POLLED.has(request.url.split('?')[0]!) });
  installMetrics(app, { server: 'api', token: metricsToken });
  gaugeOnScrape('lead_notifications_pending', 'Lead notifications not sent yet', async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM notification_outbox WHERE sent_at IS NULL')).rows[0]!.n,
    ),
  );
  gaugeOnScrape('lead_routing_queued', 'Verified enquiries waiting to be routed', async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM lead_routing_queue')).rows[0]!.n),
  );
}

export const observabilityPlugin = fp(plugin, { name: 'observability' });
