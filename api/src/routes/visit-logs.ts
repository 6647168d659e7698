import { VISIT_LOG_PATH, visitLogSchema } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './context';

export const visitLogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { visitLogs }) => {
  app.post(VISIT_LOG_PATH, { schema: { body: visitLogSchema } }, (request) => visitLogs.log(request.body));
};
