import {
  CUSTOMER_KEYS,
  ENQUIRY_NEW_PATH,
  ENQUIRY_UPDATE_PATH,
  additionalSchema,
  customerSchema,
  enquirySchema,
  type AdditionalPayload,
  type CustomerPayload,
} from '@pharmasetu/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKey } from '../lib/idempotency-key';
import { refuseFresh } from '../plugins/replay-rate-limit';
import { sessionId } from '../lib/session';
import type { RouteDeps } from './context';

type Update = ({ kind: 'customer' } & CustomerPayload) | ({ kind: 'additional' } & AdditionalPayload);

/**
 * /enquiry/update carries a step-1 customer payload (it has customer fields) or a step-2 additional one: that schema's
 * issues, or the payload tagged with its kind.
 */
export const enquiryUpdateSchema = z.unknown().transform((data, ctx): Update => {
  const isCustomer = !!data && typeof data === 'object' && CUSTOMER_KEYS.some((k) => k in (data as object));
  const { service_type: _ignored, ...rest } = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const r = isCustomer
    ? customerSchema.safeParse(data)
    : additionalSchema.safeParse(data && typeof data === 'object' ? rest : data);
  if (r.success) return { kind: isCustomer ? 'customer' : 'additional', ...r.data } as Update;
  for (const issue of r.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

export const enquiryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { enquiries, config } = deps;
  const ctx = (request: FastifyRequest, reply: FastifyReply) => ({
    idempotencyKey: idempotencyKey(request),
    sessionId: sessionId(request, reply, config),
    refuseFresh: refuseFresh(request),
  });

  // Step 0 makes the visitor's session (when it has none): the enquiry belongs to it, and only it may update or
  // verify the enquiry. The per-mobile limit counts only posts that store something, never a replay of a key (it is
  // counted in the database, in the same call as the insert).
  app.post(ENQUIRY_NEW_PATH, { schema: { body: enquirySchema } }, (request, reply) =>
    enquiries.create(request.body, {
      idempotencyKey: idempotencyKey(request),
      sessionId: sessionId(request, reply, config, true),
      mobileLimit: config.rateLimits.perMobilePerHour,
      refuseFresh: refuseFresh(request),
    }),
  );

  app.post(ENQUIRY_UPDATE_PATH, { schema: { body: enquiryUpdateSchema } }, (request, reply) => {
    const { kind, ...payload } = request.body;
    return kind === 'customer'
      ? enquiries.updateCustomer(payload as CustomerPayload, ctx(request, reply))
      : enquiries.updateRequirement(payload as AdditionalPayload, ctx(request, reply));
  });
};
