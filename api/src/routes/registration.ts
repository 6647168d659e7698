import { REGISTRATION_MESSAGES, REGISTRATION_PATH, registrationSchema, ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR } from '../config';
import { MOBILE_LIMIT_ERROR } from '../lib/messages';
import { reserve } from '../plugins/owner-limits';
import { sessionId } from '../lib/session';
import { registerSeller } from '../services/registration';
import type { RouteDeps } from './context';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/registration: a seller's Join Free form (CSRF-checked like every POST). Its mobile must be proved by an
 * OTP in this session first (POST /enquiry/otp/generate and /validate, with the buyers' limits per number, session and
 * IP). Registrations are counted per IP and per mobile an hour in the OTP routes' shared store (app.otpCounters: in
 * memory, or Redis shared by the instances), reserved before the work (parallel posts see each other) and kept only
 * for a registration stored (owner-limits.ts): a post refused for any reason (no OTP proof, a taken e-mail, a bad
 * field) costs nothing, so a stranger's posts for someone's mobile never hold its owner back.
 */
export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, leadSettings }) => {
  const perIp = config.rateLimits.registrationsPerIpPerHour ?? DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR;
  app.post(REGISTRATION_PATH, { schema: { body: registrationSchema } }, async (request, reply) => {
    const { country_code, mobile } = request.body;
    await reserve(request, app.otpCounters)
      .untilAnswered()
      .take([
        {
          key: `registrations:ip:${ipKey(request.ip)}`,
          max: perIp,
          windowMs: HOUR_MS,
          message: REGISTRATION_MESSAGES.tooMany,
        },
        {
          key: `registrations:mobile:${country_code}:${mobile}`,
          max: config.rateLimits.perMobilePerHour,
          windowMs: HOUR_MS,
          message: MOBILE_LIMIT_ERROR,
        },
      ]);
    const result = await registerSeller(db, request.body, sessionId(request, reply, config), leadSettings.dashboardUrl);
    return reply.status(201).send({ registration_id: result.id, message: REGISTRATION_MESSAGES.success });
  });
};
