import { newsletterSchema, SUBSCRIBE_PATH } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './context';

export const newsletterRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { newsletter }) => {
  app.post(SUBSCRIBE_PATH, { schema: { body: newsletterSchema } }, (request) =>
    newsletter.subscribe(request.body.email),
  );
};
