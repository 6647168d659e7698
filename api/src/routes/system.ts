import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './context';

/** GET /health checks the database; GET /dev/outbox (not in production) shows captured SMS and e-mails. */
export async function systemRoutes(app: FastifyInstance, { db, outbox, config }: RouteDeps) {
  app.get('/health', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'unavailable' });
    }
  });

  if (config.devOutbox) {
    const query = z.object({ to: z.string().trim().min(1).max(254).optional() }, { error: 'Invalid query' });
    app.get<{ Querystring: { to?: string } }>('/dev/outbox', { schema: { querystring: query } }, async (request) => ({
      messages: await outbox.list(request.query.to),
    }));
  }
}
