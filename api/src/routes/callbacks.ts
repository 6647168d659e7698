import { CALLBACK_PATH, callbackSchema } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../lib/idempotency-key';
import { sessionId } from '../lib/session';
import { refuseFresh } from '../plugins/replay-rate-limit';
import type { RouteDeps } from './context';

export const callbackRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { callbacks, config }) => {
  // The per-mobile limit counts only posts that store something, never a replay of an Idempotency-Key (it is counted
  // in the write's transaction). A key belongs to the session: the post makes one when the visitor has none.
  app.post(CALLBACK_PATH, { schema: { body: callbackSchema } }, (request, reply) =>
    callbacks.request(request.body, {
      sessionId: sessionId(request, reply, config, true),
      idempotencyKey: idempotencyKey(request),
      mobileLimit: config.rateLimits.perMobilePerHour,
      refuseFresh: refuseFresh(request),
    }),
  );
};
