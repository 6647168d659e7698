import { REGISTRATION_MESSAGES, REGISTRATION_PATH, registrationSchema, ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR } from '../config';
import { AppError } from '../lib/errors';
import { perMobileLimit } from '../plugins/security';
import { sessionId } from '../lib/session';
import { registerSeller } from '../services/registration';
import type { RouteDeps } from './context';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/registration: a seller's Join Free form (CSRF-checked like every POST). Its mobile must be proved by an
 * OTP in this session first (POST /enquiry/otp/generate and /validate, with the buyers' limits per number, session and
 * IP). Registrations are counted per IP an hour in the OTP routes' shared store (app.otpCounters: in memory, or Redis
 * shared by the instances): counted before the work (parallel posts see each other), given back when refused.
 */
export const registrationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, leadSettings }) => {
  const perIp = config.rateLimits.registrationsPerIpPerHour ?? DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR;
  app.post(
    REGISTRATION_PATH,
    { schema: { body: registrationSchema }, preHandler: perMobileLimit(app, config) },
    async (request, reply) => {
      const counter = `registrations:ip:${ipKey(request.ip)}`;
      const giveBack = () => app.otpCounters.giveBack(counter).catch(() => undefined);
      // A store that fails (Redis down) counts nothing, as the OTP limits fail open: the OTP still bounds registrations.
      const taken = await app.otpCounters.take(counter, HOUR_MS).catch((err: unknown) => {
        request.log.warn({ err }, 'registration limit: counter store failed, not counted');
        return undefined;
      });
      if (taken && taken.count > perIp) {
        await giveBack();
        throw new AppError(429, REGISTRATION_MESSAGES.tooMany, Math.max(1, Math.ceil(taken.ttlMs / 1000)));
      }
      let result: Awaited<ReturnType<typeof registerSeller>>;
      try {
        result = await registerSeller(db, request.body, sessionId(request, reply, config), leadSettings.dashboardUrl);
      } catch (error) {
        if (taken) await giveBack();
        throw error;
      }
      return reply.status(201).send({ registration_id: result.id, message: REGISTRATION_MESSAGES.success });
    },
  );
};
