import { REGISTRATION_MESSAGES, REGISTRATION_PATH, registrationSchema } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMobileLimit } from '../plugins/security';
import { registerSeller } from '../services/registration';
import type { RouteDeps } from './context';

/** POST /api/registration: a seller's Join Free form (CSRF-checked like every POST); 409 when the mobile or e-mail is taken. */
export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.post(
    REGISTRATION_PATH,
    { schema: { body: registrationSchema }, preHandler: perMobileLimit(app, config) },
    async (request, reply) => {
      const result = await registerSeller(db, request.body);
      return reply.status(201).send({ registration_id: result.id, message: REGISTRATION_MESSAGES.success });
    },
  );
};
