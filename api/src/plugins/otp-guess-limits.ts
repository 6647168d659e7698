import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { OtpGuessLimits } from '../config';
import { AppError } from '../lib/errors';
import { OTP_ERRORS } from '../services/otp';
import { reserve, type OwnerLimit } from './owner-limits';
import type { SendCounters } from './send-counters';

/** The answers of OtpService.validate that mean a wrong code was submitted. */
const isWrongCode = (error: unknown) =>
  error instanceof AppError && (error.message === OTP_ERRORS.invalid || error.message === OTP_ERRORS.tooManyChecks);

export type OtpGuesses = ReturnType<typeof otpGuessLimits>;

/**
 * Wrong-OTP limits beyond each code's own. A guess counts against what made it and what it aimed at, never against
 * the number as such (owner-limits.ts): the code it aimed at (5 wrong checks, OtpService.validate), the session that
 * made it (its failures carry over to the codes it asks next, OtpService.generate), and here the address that sent
 * it: wrong codes per IP within a window (an hour), whatever the number, code or session. The check that reaches the
 * limit locks that IP for `lockSeconds`; past the limit, each further check in the window takes the lock again, so
 * it is one check per lock. So a stranger's wrong guesses on a code it asked for the owner's number lock that code
 * and the stranger, and the owner's own code (asked in the owner's session, from the owner's address) still works.
 * Across codes, a number is guessed at only as fast as codes are sent to it (3 per 10 minutes, each an SMS its owner
 * sees). A check is counted before it is made (so parallel checks see each other: exactly one of them gets past the
 * limit) and given back when it was not a wrong code. Counted in memory, or in Redis (shared by the instances).
 */
export function otpGuessLimits(counters: SendCounters, limits: OtpGuessLimits) {
  const windowMs = limits.windowSeconds * 1000;
  const lockMs = limits.lockSeconds * 1000;
  const message = OTP_ERRORS.tooManyChecks;

  return {
    /**
     * Checks a code within these limits: `check` is the OTP service's validate. Refused (429, Retry-After) while this
     * IP is locked; a store that fails (Redis down) leaves the per-code limit alone in force, as the send limits
     * fail open.
     */
    async check<T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> {
      const ip = ipKey(request.ip);
      const lock: OwnerLimit = { key: `locked:ip:${ip}`, max: 1, windowMs: lockMs, message };
      const guesses = reserve(request, counters);
      await guesses.refuseIfAtLeast(lock);
      // The check that reaches the limit (or the first one after a lock) takes the lock: any other waits it out.
      if (
        (await guesses.count({ key: `guesses:ip:${ip}`, max: limits.perIp, windowMs, message })).count >= limits.perIp
      )
        await guesses.take([lock]);
      try {
        const answer = await check();
        await guesses.giveBack();
        return answer;
      } catch (error) {
        if (!isWrongCode(error)) await guesses.giveBack();
        throw error;
      }
    },
  };
}
