import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOnly } from '../plugins/dev-only';
import { DevEnquiryRepository } from '../repositories/dev-enquiries';
import type { RouteDeps } from './context';

/**
 * GET /dev/enquiries?mobile= (beside /dev/outbox, and like it only when switched on, only to this machine): the stored
 * enquiries, requirements, customers (verified profiles), enquiries' own contact details, ledger outcomes and routed leads.
 */
export const devEnquiryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  if (!config.devOutbox) return;
  const stored = new DevEnquiryRepository(db);
  const query = z.object(
    {
      mobile: z
        .string({ error: 'Invalid mobile' })
        .trim()
        .regex(/^\d{4,15}$/, { error: 'Invalid mobile' }),
    },
    { error: 'Invalid query' },
  );
  app.addHook('onRequest', devOnly);
  app.get('/dev/enquiries', { schema: { querystring: query } }, (request) => stored.byMobile(request.query.mobile));
};
