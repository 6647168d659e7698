import {
  OTP_GENERATE_PATH,
  OTP_VALIDATE_PATH,
  otpGenerateSchema,
  otpValidateSchema,
} from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpSendLimits } from '../plugins/otp-send-limits';
import { sessionId } from '../lib/session';
import type { RouteDeps } from './context';

export const otpRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { otp, otpGuesses, config, redis }) => {
  app.post(
    OTP_GENERATE_PATH,
    // A session that proved this contact already needs no new code: answered before the send limits count anything.
    { schema: { body: otpGenerateSchema }, preHandler: [otp.alreadyProved(config), otpSendLimits(app, config, redis)] },
    (request, reply) => otp.generate(request.body, sessionId(request, reply, config, true)),
  );

  // Wrong codes count against the code, the session and the address that sent them (otpGuesses), never the number:
  // a stranger's guesses cannot lock the owner's own code.
  app.post(OTP_VALIDATE_PATH, { schema: { body: otpValidateSchema } }, (request, reply) => {
    const session = sessionId(request, reply, config);
    return otpGuesses.check(request, () => otp.validate(request.body.otp, session));
  });
};
