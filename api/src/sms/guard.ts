import { Counter, register } from 'prom-client';
import { AppError } from '../lib/errors';
import { businessEvent } from '../lib/events';
import type { SendCounters } from '../plugins/send-counters';
import { countryBudget, type SmsBudgets } from './budgets';
import { destinationProblem, type DestinationProblem } from './destinations';

export const SMS_GUARD_ERRORS = {
  destination: 'We cannot send SMS to this number. Please use a mobile number of the country you chose.',
  countryBudget: 'We cannot send more codes to this country right now. Please try again later.',
  allBudget: 'We cannot send more codes right now. Please try again later.',
} as const;

type Refusal = DestinationProblem | 'country-budget' | 'global-budget';

/** What a code is asked for: the validated OTP payload's fields the guard reads. */
export interface SmsDestination {
  country: string;
  mobile: string;
  email?: string;
  email_otp?: boolean;
}

const HOUR = 60 * 60 * 1000;

/** Codes not sent by the guard's rules, by reason and destination country (the countries the schema allows). */
export const smsRefused = () =>
  (register.getSingleMetric('sms_refused_total') as Counter<'reason' | 'country'> | undefined) ??
  new Counter({
    name: 'sms_refused_total',
    help: 'OTP codes refused before sending by the SMS fraud guard, by reason and destination country',
    labelNames: ['reason', 'country'],
  });

interface Budget {
  key: string;
  max: number;
  refusal: Refusal;
  message: string;
}

/**
 * The SMS fraud guard of every OTP send (OtpService.generate: buyers' codes and sellers' sign-in): a number outside
 * the supported destinations is refused with 400 and a send over a budget with 429 and Retry-After, before any code
 * is stored. The budgets are fixed windows an hour in the OTP routes' shared counters (memory, or Redis shared by
 * the instances); a code is counted before it is made, so parallel requests see each other, and given back when it
 * is not sent after all (refused later, or the send failed), so only codes actually sent use a budget. A counter
 * store that fails counts nothing (fails open, as the send limits do). The first refusal of a budget's window
 * writes one warn line (the alert, at most one an hour per budget); every refusal is counted in `sms_refused_total`.
 */
export class SmsGuard {
  constructor(
    private readonly counters: SendCounters,
    private readonly budgets: SmsBudgets,
    private readonly warn: (error: unknown, message: string) => void,
  ) {}

  /**
   * Runs `send` (storing and sending one code) if it goes by SMS to a supported destination within its budgets.
   * An e-mail code (a number outside India, on a listing) is not the guard's: no SMS goes to that number, then or
   * later (buyers outside India get their messages by e-mail).
   */
  async spend<T>(p: SmsDestination, send: () => Promise<T>): Promise<T> {
    if (p.email_otp && p.email) return send();
    this.refuseDestination(p);
    const taken = await this.reserve(p.country);
    try {
      return await send();
    } catch (error) {
      await this.giveBack(taken);
      throw error;
    }
  }

  /**
   * Throws what `spend` would refuse now, counting nothing: for a route that must answer alike whether or not it
   * sends (the sellers' sign-in to a number without an account).
   */
  async refuseAsSpendWould(p: SmsDestination): Promise<void> {
    this.refuseDestination(p);
    for (const budget of this.budgetsOf(p.country)) {
      const now = await this.counters.peek(budget.key, HOUR).catch(() => undefined);
      if (now && now.count >= budget.max) throw this.refusal(budget, p.country, now.ttlMs);
    }
  }

  private refuseDestination(p: SmsDestination) {
    const problem = destinationProblem(p.country, p.mobile);
    if (!problem) return;
    smsRefused().inc({ reason: problem, country: p.country });
    throw new AppError(400, SMS_GUARD_ERRORS.destination);
  }

  private budgetsOf(country: string): Budget[] {
    return [
      {
        key: `sms-budget:country:${country}`,
        max: countryBudget(this.budgets, country),
        refusal: 'country-budget',
        message: SMS_GUARD_ERRORS.countryBudget,
      },
      {
        key: 'sms-budget:all',
        max: this.budgets.perHour,
        refusal: 'global-budget',
        message: SMS_GUARD_ERRORS.allBudget,
      },
    ];
  }

  /** Counts one code in each budget; over one, gives back what it took and refuses. */
  private async reserve(country: string): Promise<string[]> {
    const taken: string[] = [];
    for (const budget of this.budgetsOf(country)) {
      let count: Awaited<ReturnType<SendCounters['take']>>;
      try {
        count = await this.counters.take(budget.key, HOUR);
      } catch (error) {
        this.warn(error, 'SMS budgets: counter store failed, not counted');
        continue;
      }
      taken.push(budget.key);
      if (count.count > budget.max) {
        await this.giveBack(taken);
        await this.alertOnce(budget, country);
        throw this.refusal(budget, country, count.ttlMs);
      }
    }
    return taken;
  }

  private async giveBack(taken: string[]) {
    for (const key of taken)
      await this.counters.giveBack(key, HOUR).catch((error) => this.warn(error, 'SMS budgets: give back failed'));
  }

  private refusal(budget: Budget, country: string, ttlMs: number) {
    smsRefused().inc({ reason: budget.refusal, country });
    return new AppError(429, budget.message, Math.max(1, Math.ceil(ttlMs / 1000)));
  }

  /** One warn line per budget an hour at most (the alert), however many sends it then refuses. */
  private async alertOnce(budget: Budget, country: string) {
    const first = await this.counters.take(`sms-budget-alert:${budget.key}`, HOUR).catch(() => undefined);
    if (first && first.count !== 1) return;
    businessEvent(
      'sms budget tripped',
      { budget: budget.refusal, country: budget.refusal === 'country-budget' ? country : 'all', perHour: budget.max },
      `SMS budget reached: ${budget.max} codes an hour ${budget.refusal === 'country-budget' ? `to ${country}` : 'in all'}; further codes refused until the window ends`,
      'warn',
    );
  }
}
