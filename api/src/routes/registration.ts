import { REGISTRATION_MESSAGES, registrationSchema, type RegistrationPayload } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { perMobileLimit } from '../plugins/security';
import { RegistrationRepository } from '../repositories/registrations';
import type { RouteDeps } from './context';

/** POST /api/registration: a seller's Join Free form (CSRF-checked like every POST); 409 when the mobile or e-mail is taken. */
export async function registrationRoutes(app: FastifyInstance, { db, config }: RouteDeps) {
  const registrations = new RegistrationRepository(db);
  app.post<{ Body: RegistrationPayload }>(
    '/api/registration',
    { schema: { body: registrationSchema }, preHandler: perMobileLimit(app, config) },
    async (request, reply) => {
      const result = await registrations.create(request.body);
      if ('conflict' in result) throw new AppError(409, result.conflict === 'mobile' ? REGISTRATION_MESSAGES.mobileTaken : REGISTRATION_MESSAGES.emailTaken);
      return reply.status(201).send({ registration_id: result.id, message: REGISTRATION_MESSAGES.success });
    },
  );
}
