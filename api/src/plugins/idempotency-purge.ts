import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { IdempotencyRepository } from '../repositories/idempotency';

/** Idempotency keys live at least 24 hours: the old ones are dropped every hour while the app runs. */
async function plugin(app: FastifyInstance, { db, everyMs = 60 * 60 * 1000 }: { db: Database; everyMs?: number }) {
  const purge = () =>
    new IdempotencyRepository(db).purge().catch((error) => app.log.warn({ err: error }, 'idempotency purge failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(purge, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const idempotencyPurgePlugin = fp(plugin, { name: 'idempotency-purge' });
