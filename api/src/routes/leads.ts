import { loggerSchema, newsletterSchema, quickEnquirySchema, type LogRecord, type QuickEnquiryPayload } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../services/idempotent';
import type { RouteDeps } from './context';

export async function leadRoutes(app: FastifyInstance, { leads, config }: RouteDeps) {
  // The per-mobile limit counts only posts that store something, never a replay of an Idempotency-Key (it is counted
  // in the database, in the same call as the insert).
  app.post<{ Body: QuickEnquiryPayload }>('/api/post-quick-enquiry', { schema: { body: quickEnquirySchema } }, (request) =>
    leads.quickEnquiry(request.body, idempotencyKey(request.headers['idempotency-key']), config.rateLimits.perMobilePerHour),
  );

  app.post<{ Body: { email: string } }>('/web/footer/subscribe', { schema: { body: newsletterSchema } }, (request) =>
    leads.subscribe(request.body.email),
  );

  app.post<{ Body: LogRecord }>('/api/logger', { schema: { body: loggerSchema } }, (request) => leads.log(request.body));
}
