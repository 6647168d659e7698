import { isValidEmail, parseMobile } from '@pharmasetu/shared-contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/busy';
import { devOnly } from '../plugins/dev-only';
import { DeliveryLedgerRepository } from '../repositories/delivery-ledger';
import type { RouteDeps } from './context';

/** Verified requirements no seller received for want of a match, counted by /health over this many days. */
const NOT_ROUTABLE_DAYS = 7;

/** The backlogs /health counts, each up to this many (a count that stays cheap however long the backlog is). */
const BACKLOG_CAP = 10_000;

/**
 * The enquiries waiting to be routed (due now, and the oldest one's age) and the lead notifications not yet sent
 * (due now, and those that failed at least once), each counted up to BACKLOG_CAP.
 */
async function backlogs(db: RouteDeps['db']) {
  const { rows } = await db.query<{
    queued: string;
    queued_due: string;
    oldest_s: string | null;
    pending: string;
    pending_due: string;
    retrying: string;
  }>(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM lead_routing_queue LIMIT ${BACKLOG_CAP}) q) AS queued,
       (SELECT count(*) FROM (SELECT 1 FROM lead_routing_queue WHERE due_at <= now() LIMIT ${BACKLOG_CAP}) q) AS queued_due,
       (SELECT extract(epoch FROM now() - min(queued_at))::int FROM lead_routing_queue) AS oldest_s,
       (SELECT count(*) FROM (SELECT 1 FROM notification_outbox WHERE sent_at IS NULL LIMIT ${BACKLOG_CAP}) n) AS pending,
       (SELECT count(*) FROM (SELECT 1 FROM notification_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() LIMIT ${BACKLOG_CAP}) n) AS pending_due,
       (SELECT count(*) FROM (SELECT 1 FROM notification_outbox WHERE sent_at IS NULL AND attempts > 0 LIMIT ${BACKLOG_CAP}) n) AS retrying`,
  );
  const r = rows[0]!;
  return {
    routing_queue: {
      queued: Number(r.queued),
      due: Number(r.queued_due),
      oldest_seconds: r.oldest_s === null ? null : Number(r.oldest_s),
    },
    notifications: { pending: Number(r.pending), due: Number(r.pending_due), retrying: Number(r.retrying) },
  };
}

/**
 * GET /health checks the database (503 'busy' when saturated, 'unavailable' when down), counts the verified
 * requirements that reached no seller for want of a match in the last 7 days (operators see them at
 * /ops/delivery-ledger), the routing queue and the lead notifications' backlog. GET /dev/outbox?to= shows the
 * SMS and e-mails captured for one recipient,
 * only when switched on (DEV_OUTBOX=1, never in production) and only to this machine.
 */
export const systemRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, outbox, config }) => {
  app.get('/health', async (request, reply) => {
    try {
      const [notRoutable, queues] = await Promise.all([
        new DeliveryLedgerRepository(db).needingAnOperator(NOT_ROUTABLE_DAYS),
        backlogs(db),
      ]);
      return { status: 'ok', database: 'ok', leads: { not_routable_7d: notRoutable, ...queues } };
    } catch (error) {
      // Saturated (this instance's pool queue, or the server's connection limit) is told apart from down.
      const busy = databaseUnavailable(error) === 'busy';
      if (!busy) request.log.error({ err: error }, 'health check failed');
      const retryAfter = DATABASE_UNAVAILABLE[busy ? 'busy' : 'down'].retryAfterSeconds;
      return reply
        .status(503)
        .header('retry-after', String(retryAfter))
        .send({ status: 'error', database: busy ? 'busy' : 'unavailable' });
    }
  });

  if (!config.devOutbox) return;
  // One recipient exactly: a valid e-mail address, or a valid mobile (national digits are taken as India's,
  // as the forms take them) turned into the E.164 form its SMS were addressed to. Nothing else matches anything.
  const to = z
    .string({ error: 'Please give the recipient: ?to=' })
    .trim()
    .min(1, { error: 'Please give the recipient: ?to=' })
    .max(254, { error: 'Invalid recipient' })
    .transform((value, ctx) => {
      if (isValidEmail(value)) return value;
      const mobile = parseMobile(value);
      if (mobile) return mobile.e164;
      ctx.addIssue({ code: 'custom', message: 'Invalid recipient: give one mobile number or e-mail address' });
      return z.NEVER;
    });
  const query = z.object({ to }, { error: 'Invalid query' });
  await app.register(async (dev) => {
    dev.addHook('onRequest', devOnly);
    dev.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', { schema: { querystring: query } }, async (request) => ({
      messages: await outbox.list(request.query.to),
    }));
  });
};
