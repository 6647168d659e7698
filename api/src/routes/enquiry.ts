import { CUSTOMER_KEYS, additionalSchema, customerSchema, step0Schema, type AdditionalPayload, type CustomerPayload, type EnquiryPayload } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionId } from '../plugins/session';
import type { Parser } from '../plugins/validation';
import { idempotencyKey } from '../services/idempotent';
import type { RouteDeps } from './context';

type Update = ({ kind: 'customer' } & CustomerPayload) | ({ kind: 'additional' } & AdditionalPayload);

/** /enquiry/update carries a step-1 customer payload (it has customer fields) or a step-2 additional one. */
export const enquiryUpdateSchema: Parser<Update> = {
  safeParse(data) {
    const isCustomer = !!data && typeof data === 'object' && CUSTOMER_KEYS.some((k) => k in (data as object));
    const { service_type: _ignored, ...rest } = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    const r = isCustomer ? customerSchema.safeParse(data) : additionalSchema.safeParse(data && typeof data === 'object' ? rest : data);
    return r.success ? { success: true, data: { kind: isCustomer ? 'customer' : 'additional', ...r.data } as Update } : r;
  },
};

export async function enquiryRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { enquiries, config } = deps;
  const ctx = (request: FastifyRequest, reply: FastifyReply) => ({
    idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
    sessionId: sessionId(request, reply, config),
  });

  // Step 0 makes the visitor's session (when it has none): the enquiry belongs to it, and only it may update or
  // verify the enquiry. The per-mobile limit counts only posts that store something, never a replay of a key (it is
  // counted in the database, in the same call as the insert).
  app.post<{ Body: EnquiryPayload }>('/enquiry/new', { schema: { body: step0Schema } }, (request, reply) =>
    enquiries.create(request.body, {
      idempotencyKey: idempotencyKey(request.headers['idempotency-key']),
      sessionId: sessionId(request, reply, config, true),
      mobileLimit: config.rateLimits.perMobilePerHour,
    }),
  );

  app.post<{ Body: Update }>('/enquiry/update', { schema: { body: enquiryUpdateSchema } }, (request, reply) => {
    const { kind, ...payload } = request.body;
    return kind === 'customer'
      ? enquiries.updateCustomer(payload as CustomerPayload, ctx(request, reply))
      : enquiries.updateRequirement(payload as AdditionalPayload, ctx(request, reply));
  });
}
