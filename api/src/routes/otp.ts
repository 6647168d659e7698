import { otpGenerateSchema, otpValidateSchema, type OtpGeneratePayload } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { otpSendLimits } from '../plugins/otp-send-limits';
import { sessionId } from '../plugins/session';
import type { RouteDeps } from './context';

export async function otpRoutes(app: FastifyInstance, { otp, config, redis }: RouteDeps) {
  app.post<{ Body: OtpGeneratePayload }>('/enquiry/otp/generate', { schema: { body: otpGenerateSchema }, preHandler: otpSendLimits(app, config, redis) }, (request, reply) =>
    otp.generate(request.body, sessionId(request, reply, config, true)),
  );

  app.post<{ Body: { otp: string } }>('/enquiry/otp/validate', { schema: { body: otpValidateSchema } }, (request, reply) =>
    otp.validate(request.body.otp, sessionId(request, reply, config)),
  );
}
