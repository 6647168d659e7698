import {
  LOGGER_PATH,
  loggerSchema,
  newsletterSchema,
  QUICK_ENQUIRY_PATH,
  quickEnquirySchema,
  SUBSCRIBE_PATH,
} from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../lib/idempotency-key';
import { refuseFresh } from '../plugins/replay-rate-limit';
import { sessionId } from '../plugins/session';
import type { RouteDeps } from './context';

export const leadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { leads, config }) => {
  // The per-mobile limit counts only posts that store something, never a replay of an Idempotency-Key (it is counted
  // in the write's transaction). A key belongs to the session: the post makes one when the visitor has none.
  app.post(QUICK_ENQUIRY_PATH, { schema: { body: quickEnquirySchema } }, (request, reply) =>
    leads.quickEnquiry(request.body, {
      sessionId: sessionId(request, reply, config, true),
      idempotencyKey: idempotencyKey(request),
      mobileLimit: config.rateLimits.perMobilePerHour,
      refuseFresh: refuseFresh(request),
    }),
  );

  app.post(SUBSCRIBE_PATH, { schema: { body: newsletterSchema } }, (request) => leads.subscribe(request.body.email));

  app.post(LOGGER_PATH, { schema: { body: loggerSchema } }, (request) => leads.log(request.body));
};
