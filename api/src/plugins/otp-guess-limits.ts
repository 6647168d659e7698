import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { OtpGuessLimits } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { OtpNumbers } from '../repositories/otp-numbers';
import { OTP_ERRORS, OTP_RULES } from '../services/otp';
import type { SendCounters } from './send-counters';

/** What a check of a code turned out to be: only a wrong code is a guess (a right one, or none to check, is not). */
type GuessOutcome = 'wrong' | 'not-a-guess';

/** The answers of OtpService.validate that mean a wrong code was submitted. */
const isWrongCode = (error: unknown) =>
  error instanceof AppError && (error.message === OTP_ERRORS.invalid || error.message === OTP_ERRORS.tooManyChecks);

export type OtpGuesses = ReturnType<typeof otpGuessLimits>;

/**
 * What a check counts against: always its IP, and the number that `perNumber` (the OTP service's session key)
 * had its newest code sent to (one more read before the check; none when the session has no code).
 */
export interface Counted {
  perNumber: string | undefined;
}

/**
 * Wrong-OTP limits across codes: the per-code limit (5 wrong checks, OtpService.validate) restarts with every new
 * code and session, so a caller asking a new code (a new sign-in) kept guessing. These count wrong codes per
 * number and per IP whatever the code or session, within a window (an hour). The check that reaches a limit
 * locks that number (or IP) for `lockSeconds`; past the limit, each further check in the window takes the lock
 * again, so it is one check per lock. A check is counted before it is made (so parallel checks see each other:
 * exactly one of them gets past a limit) and given back when it was not a wrong code. Counted in memory, or in
 * Redis (shared by the instances).
 */
export function otpGuessLimits(db: Database, counters: SendCounters, limits: OtpGuessLimits) {
  const numbers = new OtpNumbers(db);
  const windowMs = limits.windowSeconds * 1000;
  const lockMs = limits.lockSeconds * 1000;
  const refused = (ttlMs: number) => new AppError(429, OTP_ERRORS.tooManyChecks, Math.max(1, Math.ceil(ttlMs / 1000)));

  return {
    /**
     * Before checking a code: refuses (429, Retry-After) when this IP, or (with `perNumber`: the OTP service's
     * session key) the number its newest code went to, is locked; otherwise counts the check and answers how
     * to settle it once checked.
     */
    async take(request: FastifyRequest, { perNumber }: Counted): Promise<(outcome: GuessOutcome) => Promise<void>> {
      const number = perNumber ? await numbers.newestFor(perNumber, OTP_RULES.validMinutes) : undefined;
      const keys: [string, number][] = [
        ...(number ? [[`number:${number}`, limits.perNumber] as [string, number]] : []),
        [`ip:${ipKey(request.ip)}`, limits.perIp],
      ];
      for (const [key] of keys) {
        const lock = await counters.peek(`locked:${key}`);
        if (lock && lock.count > 0) throw refused(lock.ttlMs);
      }
      const taken: string[] = [];
      const giveBack = async () => {
        for (const counter of taken.splice(0)) await counters.giveBack(counter);
      };
      for (const [key, max] of keys) {
        taken.push(`guesses:${key}`);
        if ((await counters.take(`guesses:${key}`, windowMs)).count < max) continue;
        // The check that reaches the limit (or the first one after a lock) takes the lock: any other waits it out.
        const lock = await counters.take(`locked:${key}`, lockMs);
        taken.push(`locked:${key}`);
        if (lock.count > 1) {
          await giveBack();
          throw refused(lock.ttlMs);
        }
      }
      return async (outcome) => {
        if (outcome === 'not-a-guess') await giveBack();
      };
    },

    /**
     * Checks a code within these limits: `check` is the OTP service's validate. A store that
     * fails (Redis down) leaves the per-code limit alone in force, as the send limits fail open.
     */
    async check<T>(request: FastifyRequest, counted: Counted, check: () => Promise<T>): Promise<T> {
      let settle: ((outcome: GuessOutcome) => Promise<void>) | undefined;
      try {
        settle = await this.take(request, counted);
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error }, 'OTP guess limits: counter store failed, not counted');
      }
      const settleQuietly = (outcome: GuessOutcome) =>
        settle?.(outcome).catch((error) => request.log.warn({ err: error }, 'OTP guess limits: could not settle'));
      try {
        const answer = await check();
        await settleQuietly('not-a-guess');
        return answer;
      } catch (error) {
        await settleQuietly(isWrongCode(error) ? 'wrong' : 'not-a-guess');
        throw error;
      }
    },
  };
}
