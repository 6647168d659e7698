import {
  LOGGER_PATH,
  loggerSchema,
  newsletterSchema,
  QUICK_ENQUIRY_PATH,
  quickEnquirySchema,
  SUBSCRIBE_PATH,
} from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseFresh } from '../plugins/replay-rate-limit';
import { idempotencyKey } from '../services/idempotent';
import type { RouteDeps } from './context';

export const leadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { leads, config }) => {
  // The per-mobile limit counts only posts that store something, never a replay of an Idempotency-Key (it is counted
  // in the database, in the same call as the insert).
  app.post(QUICK_ENQUIRY_PATH, { schema: { body: quickEnquirySchema } }, (request) =>
    leads.quickEnquiry(
      request.body,
      idempotencyKey(request.headers['idempotency-key']),
      config.rateLimits.perMobilePerHour,
      refuseFresh(request),
    ),
  );

  app.post(SUBSCRIBE_PATH, { schema: { body: newsletterSchema } }, (request) => leads.subscribe(request.body.email));

  app.post(LOGGER_PATH, { schema: { body: loggerSchema } }, (request) => leads.log(request.body));
};
