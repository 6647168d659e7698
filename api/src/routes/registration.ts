import { REGISTRATION_MESSAGES, REGISTRATION_PATH, registrationSchema } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { perMobileLimit } from '../plugins/security';
import { RegistrationRepository } from '../repositories/registrations';
import { createCompanyAccount } from '../seller-leads/company-account';
import type { RouteDeps } from './context';

/** POST /api/registration: a seller's Join Free form (CSRF-checked like every POST); 409 when the mobile or e-mail is taken. */
export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.post(
    REGISTRATION_PATH,
    { schema: { body: registrationSchema }, preHandler: perMobileLimit(app, config) },
    async (request, reply) => {
      const result = await db.transaction(async (tx) => {
        const stored = await new RegistrationRepository(tx).create(request.body);
        // Issue 21: the registration is also the company's account, signing in on the dashboard with this mobile.
        if ('id' in stored && !(await createCompanyAccount(tx, stored.id, request.body)))
          throw new AppError(409, REGISTRATION_MESSAGES.mobileTaken);
        return stored;
      });
      if ('conflict' in result)
        throw new AppError(
          409,
          result.conflict === 'mobile' ? REGISTRATION_MESSAGES.mobileTaken : REGISTRATION_MESSAGES.emailTaken,
        );
      return reply.status(201).send({ registration_id: result.id, message: REGISTRATION_MESSAGES.success });
    },
  );
};
