import { isValidEmail, parseMobile } from '@pharmasetu/shared-contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/busy';
import { devOnly } from '../plugins/dev-only';
import { DeliveryLedgerRepository } from '../repositories/delivery-ledger';
import type { RouteDeps } from './context';

/** Verified requirements no seller received for want of a match, counted by /health over this many days. */
const NOT_ROUTABLE_DAYS = 7;

/**
 * GET /health checks the database (503 'busy' when saturated, 'unavailable' when down) and counts the verified
 * requirements that reached no seller for want of a match in the last 7 days (operators see them at
 * /ops/delivery-ledger). GET /dev/outbox?to= shows the
 * SMS and e-mails captured for one recipient,
 * only when switched on (DEV_OUTBOX=1, never in production) and only to this machine.
 */
export const systemRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, outbox, config }) => {
  app.get('/health', async (request, reply) => {
    try {
      const notRoutable = await new DeliveryLedgerRepository(db).needingAnOperator(NOT_ROUTABLE_DAYS);
      return { status: 'ok', database: 'ok', leads: { not_routable_7d: notRoutable } };
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
