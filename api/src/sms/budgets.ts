/**
 * How many codes go out by SMS an hour, whoever asks: a ceiling on what a caller with many addresses can make the
 * company pay for, per destination country and for every destination together.
 */
export interface SmsBudgets {
  /** Codes sent by SMS an hour, every destination together. */
  perHour: number;
  /** Codes sent by SMS an hour to one country that `countries` does not name. */
  perCountryPerHour: number;
  /** Countries with a budget of their own (ISO alpha-2 to codes an hour). */
  countries: Readonly<Record<string, number>>;
}

/**
 * India, where nearly every buyer and seller is, has a budget near the overall one; every other country a small
 * one, enough for its real buyers and small enough that pumping one costs little before the alert.
 */
export const DEFAULT_SMS_BUDGETS: SmsBudgets = {
  perHour: 2000,
  perCountryPerHour: 30,
  countries: { IN: 1500 },
};

/** One country's hourly budget. */
export const countryBudget = (budgets: SmsBudgets, country: string): number =>
  budgets.countries[country] ?? budgets.perCountryPerHour;

const positive = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
};

/**
 * SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_COUNTRY_PER_HOUR, and SMS_BUDGETS_PER_HOUR for countries of their own
 * (`IN=3000,AE=100`, added to the defaults). A malformed value stops the start rather than leave a budget unset.
 */
export function smsBudgetsFromEnv(env: NodeJS.ProcessEnv): SmsBudgets {
  const countries: Record<string, number> = { ...DEFAULT_SMS_BUDGETS.countries };
  for (const entry of (env.SMS_BUDGETS_PER_HOUR ?? '').split(',').map((e) => e.trim())) {
    if (entry === '') continue;
    const [country, value, ...rest] = entry.split('=').map((p) => p.trim());
    if (!/^[A-Za-z]{2}$/.test(country!) || !value || rest.length > 0)
      throw new Error(`SMS_BUDGETS_PER_HOUR: "${entry}" is not COUNTRY=codes (e.g. IN=3000)`);
    countries[country!.toUpperCase()] = positive('SMS_BUDGETS_PER_HOUR', value, 0);
  }
  return {
    perHour: positive('SMS_BUDGET_PER_HOUR', env.SMS_BUDGET_PER_HOUR, DEFAULT_SMS_BUDGETS.perHour),
    perCountryPerHour: positive(
      'SMS_BUDGET_PER_COUNTRY_PER_HOUR',
      env.SMS_BUDGET_PER_COUNTRY_PER_HOUR,
      DEFAULT_SMS_BUDGETS.perCountryPerHour,
    ),
    countries,
  };
}
