import { otpGenerateSchema, SUPPORTED_COUNTRIES } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import {
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { configFromEnv } from '../../src/config';
import { memoryCounters } from '../../src/plugins/send-counters';
import { UNKNOWN_LISTING } from '../../src/services/enquiries';
import type { SmsMessage } from '../../src/services/sms';
import { SMS_DESTINATIONS } from '../../src/sms/destinations';
import { SMS_GUARD_ERRORS, SmsGuard } from '../../src/sms/guard';
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { LISTING } from './support';

/** What libphonenumber's full metadata says a number typed for `country` is: the country it belongs to, its type. */
const planOf = (country: string, national: string) => {
  const phone = parsePhoneNumberFromString(`+${getCountryCallingCode(country as CountryCode)}${national}`);
  return { country: phone?.country, type: phone?.getType() };
};
/** The national number the api keeps for what was typed (the schema's normalisation), or undefined when refused. */
const accepted = (country: string, mobile: string) => {
  const parsed = otpGenerateSchema.safeParse({ mobile, country });
  return parsed.success ? parsed.data.mobile : undefined;
};

/**
 * A mobile of `country` from libphonenumber's own examples; where the phone input's rule refuses the example, the
 * first number the input accepts that the plan calls a mobile of that country; undefined when there is none.
 */
function mobileIn(country: string): string | undefined {
  const example = accepted(country, getExampleNumber(country as CountryCode, mobileExamples)!.nationalNumber);
  if (example) return example;
  const rule = SUPPORTED_COUNTRIES.find((c) => c.alpha2 === country)!;
  for (const prefix of rule.mobile_begin_with)
    for (const length of rule.phone_number_lengths)
      for (let n = 0; n < 2000; n++) {
        const candidate = accepted(
          country,
          prefix + String((n * 4999) % 10 ** (length - prefix.length)).padStart(length - prefix.length, '0'),
        );
        const plan = candidate && planOf(country, candidate);
        if (plan && plan.country === country && plan.type === 'MOBILE') return candidate;
      }
  return undefined;
}
const MOBILES = SUPPORTED_COUNTRIES.map((c) => ({
  country: c.alpha2,
  isd: c.country_code,
  mobile: mobileIn(c.alpha2),
}));

/** Ranges no code goes to, each with what the plan says it is (checked first, so each case stays what it claims). */
const REFUSED: { what: string; country: string; mobile: string; plan: { country?: string; type?: NumberType } }[] = [
  { what: 'US premium rate (900)', country: 'US', mobile: '9005550106', plan: { country: 'US', type: 'PREMIUM_RATE' } },
  { what: 'US toll free (800)', country: 'US', mobile: '8005550100', plan: { country: 'US', type: 'TOLL_FREE' } },
  { what: 'US personal number (500)', country: 'US', mobile: '5005550100', plan: { type: 'PERSONAL_NUMBER' } },
  { what: 'South Africa shared cost', country: 'ZA', mobile: '860123456', plan: { type: 'SHARED_COST' } },
  { what: 'South Africa premium rate', country: 'ZA', mobile: '862123456', plan: { type: 'PREMIUM_RATE' } },
  { what: 'South Africa toll free', country: 'ZA', mobile: '800123456', plan: { type: 'TOLL_FREE' } },
  { what: 'South Africa VoIP', country: 'ZA', mobile: '870123456', plan: { type: 'VOIP' } },
  { what: 'Nigeria UAN', country: 'NG', mobile: '7001234567', plan: { type: 'UAN' } },
  { what: 'Malaysia premium rate', country: 'MY', mobile: '1600123456', plan: { type: 'PREMIUM_RATE' } },
  { what: 'Oman premium rate', country: 'OM', mobile: '90012345', plan: { type: 'PREMIUM_RATE' } },
  { what: 'UK pager', country: 'GB', mobile: '7640123456', plan: { type: 'PAGER' } },
  { what: 'UK personal number', country: 'GB', mobile: '7012345678', plan: { type: 'PERSONAL_NUMBER' } },
  { what: 'an Indian fixed line (Bengaluru)', country: 'IN', mobile: '8023456789', plan: { type: 'FIXED_LINE' } },
  { what: 'a Kuwaiti number the plan does not know', country: 'KW', mobile: '40000000', plan: { type: undefined } },
  { what: 'Jamaica sent as US', country: 'US', mobile: '8765550102', plan: { country: 'JM' } },
  { what: 'British Virgin Islands sent as US', country: 'US', mobile: '2845550103', plan: { country: 'VG' } },
  { what: 'Turks and Caicos sent as US', country: 'US', mobile: '6495550104', plan: { country: 'TC' } },
  { what: 'Dominican Republic typed +1 809 as US', country: 'US', mobile: '+1 809 555 0100', plan: { country: 'DO' } },
  { what: 'Canada sent as US', country: 'US', mobile: '6135550100', plan: { country: 'CA' } },
  { what: 'US sent as Canada', country: 'CA', mobile: '2015550123', plan: { country: 'US' } },
  { what: 'Jersey sent as UK', country: 'GB', mobile: '7797123456', plan: { country: 'JE' } },
];

/** The count of `sms_refused_total` for a reason and country, as /metrics answers it (this machine may read it). */
async function refusedCount(app: FastifyInstance, reason: string, country: string): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('sms_refused_total{') && l.includes(`reason="${reason}"`) && l.includes(`country="${country}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

const generate = (app: FastifyInstance, country: string, mobile: string, extra: Record<string, unknown> = {}) =>
  new Visitor(app).post('/enquiry/otp/generate', { country, mobile, ...extra });

describe('SMS budget settings', () => {
  it('India has a generous budget of its own; each setting can be raised, and a malformed one stops the start', () => {
    expect(configFromEnv({}).smsBudgets).toEqual({ perHour: 2000, perCountryPerHour: 30, countries: { IN: 1500 } });
    expect(
      configFromEnv({
        SMS_BUDGET_PER_HOUR: '5000',
        SMS_BUDGET_PER_COUNTRY_PER_HOUR: '50',
        SMS_BUDGETS_PER_HOUR: 'IN=4000, ae=100',
      }).smsBudgets,
    ).toEqual({ perHour: 5000, perCountryPerHour: 50, countries: { IN: 4000, AE: 100 } });
    expect(() => configFromEnv({ SMS_BUDGETS_PER_HOUR: 'India:4000' })).toThrow('SMS_BUDGETS_PER_HOUR');
    expect(() => configFromEnv({ SMS_BUDGET_PER_HOUR: '0' })).toThrow('SMS_BUDGET_PER_HOUR');
  });
});

describe('what a send would be refused, asked without sending', () => {
  it('answers as spend would (400 for the number, 429 past a budget) and counts nothing', async () => {
    const guard = new SmsGuard(memoryCounters(), { perHour: 1000, perCountryPerHour: 1, countries: {} }, () => {});
    await expect(guard.refuseAsSpendWould({ country: 'US', mobile: '9005550106' })).rejects.toMatchObject({
      statusCode: 400,
      message: SMS_GUARD_ERRORS.destination,
    });
    for (let i = 0; i < 3; i++) await guard.refuseAsSpendWould({ country: 'AE', mobile: '501234567' });
    expect(await guard.spend({ country: 'AE', mobile: '501234567' }, async () => 'sent')).toBe('sent');
    await expect(guard.refuseAsSpendWould({ country: 'AE', mobile: '501234568' })).rejects.toMatchObject({
      statusCode: 429,
      message: SMS_GUARD_ERRORS.countryBudget,
    });
  });
});

describe.each(DATABASES)('SMS fraud guard (%s)', (kind) => {
  describe('supported destinations', () => {
    const t = useApp(kind);
    const count = async (table: 'dev_outbox' | 'otps', column: string, value: string) =>
      Number(
        (await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${column} = $1`, [value])).rows[0]!
          .n,
      );

    it('the phone input offers no country the guard refuses entirely', () => {
      expect(SUPPORTED_COUNTRIES.map((c) => c.alpha2).filter((c) => !SMS_DESTINATIONS[c])).toEqual([]);
    });

    it('the phone input accepts a mobile of every country it offers', () => {
      expect(MOBILES.filter((m) => !m.mobile).map((m) => m.country)).toEqual([]);
    });

    it.each(MOBILES.filter((m) => m.mobile))(
      'a mobile in $country gets its code by SMS',
      async ({ country, isd, mobile }) => {
        const answer = await generate(t.app, country, mobile!);
        expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'sent', channel: 'sms', expires_in: 600 }]);
        expect(await count('dev_outbox', 'to_address', `+${isd}${mobile}`)).toBe(1);
      },
    );

    it.each(REFUSED)('$what: 400, no code stored, no SMS, counted by reason', async ({ country, mobile, plan }) => {
      const national = accepted(country, mobile)!;
      expect(national).toBeDefined(); // the phone input lets it through: only the guard stands in the way
      expect(planOf(country, national)).toMatchObject(plan);
      const reason = plan.country && plan.country !== country ? 'other-country' : 'not-mobile';
      const left = async () => ({
        otps: await count('otps', 'mobile', national),
        sms: await count('dev_outbox', 'to_address', `+${getCountryCallingCode(country as CountryCode)}${national}`),
        refused: await refusedCount(t.app, reason, country),
      });
      const before = await left();
      const answer = await generate(t.app, country, mobile);
      expect([answer.statusCode, answer.json()]).toEqual([400, { error: SMS_GUARD_ERRORS.destination }]);
      expect(await left()).toEqual({ ...before, refused: before.refused + 1 });
    });
  });

  describe('budgets per country', () => {
    const t = useApp(kind, { config: { smsBudgets: { perHour: 1000, perCountryPerHour: 2, countries: { IN: 3 } } } });
    const sent = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM dev_outbox')).rows[0]!.n);

    it('a country over its hourly budget is refused with 429 and Retry-After; India has its own, larger one', async () => {
      const before = { sent: await sent(), ae: await refusedCount(t.app, 'country-budget', 'AE') };
      const uae = ['501234501', '501234502', '501234503', '501234504'];
      const answers = [];
      for (const mobile of uae) answers.push(await generate(t.app, 'AE', mobile));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429, 429]);
      expect(answers[2]!.json()).toEqual({ error: SMS_GUARD_ERRORS.countryBudget });
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(answers[2]!.headers['retry-after'])).toBeLessThanOrEqual(3600);

      const india = [];
      for (const mobile of ['9812600001', '9812600002', '9812600003', '9812600004'])
        india.push((await generate(t.app, 'IN', mobile)).statusCode);
      expect(india).toEqual([200, 200, 200, 429]);
      expect(await sent()).toBe(before.sent + 5);
      expect(await refusedCount(t.app, 'country-budget', 'AE')).toBe(before.ae + 2);

      // An e-mail code (a number outside India, on a listing) sends no SMS: the spent budget does not stop it.
      const byEmail = await generate(t.app, 'AE', '501234505', {
        email: 'buyer@example.ae',
        email_otp: true,
        listing_slug: LISTING,
      });
      expect([byEmail.statusCode, byEmail.json()]).toEqual([
        200,
        { status: 'sent', channel: 'email', expires_in: 600 },
      ]);
    });
  });

  describe('the overall budget, and what uses none', () => {
    const delivered: SmsMessage[] = [];
    const failing = '9812600099';
    const lines: { level: number; event?: string; budget?: string }[] = [];
    const t = useApp(kind, {
      config: { smsBudgets: { perHour: 2, perCountryPerHour: 100, countries: {} } },
      sms: {
        name: 'test',
        async send(message) {
          if (message.to.endsWith(failing)) throw new Error('provider down');
          delivered.push(message);
        },
      },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });

    it('a failed send, an unknown listing and a refused number use none; past the budget 429 and one alert', async () => {
      expect((await generate(t.app, 'IN', failing)).statusCode).toBe(503);
      const unknown = await generate(t.app, 'IN', '9812600010', { listing_slug: 'no-such-company-zz' });
      expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: UNKNOWN_LISTING }]);
      expect((await generate(t.app, 'US', '9005550106')).statusCode).toBe(400);

      const before = await refusedCount(t.app, 'global-budget', 'IN');
      expect((await generate(t.app, 'IN', '9812600011')).statusCode).toBe(200);
      expect((await generate(t.app, 'AE', '501234511')).statusCode).toBe(200);
      const over = [await generate(t.app, 'IN', '9812600012'), await generate(t.app, 'IN', '9812600013')];
      expect(over.map((a) => [a.statusCode, a.json()])).toEqual([
        [429, { error: SMS_GUARD_ERRORS.allBudget }],
        [429, { error: SMS_GUARD_ERRORS.allBudget }],
      ]);
      expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(3500);
      expect(delivered.map((m) => m.to)).toEqual(['+919812600011', '+971501234511']);
      expect(await refusedCount(t.app, 'global-budget', 'IN')).toBe(before + 2);
      // The alert: one warn line when the budget trips, not one per refused code.
      expect(lines.filter((l) => l.event === 'sms budget tripped')).toEqual([
        expect.objectContaining({ level: 40, budget: 'global-budget' }),
      ]);
    });
  });

  describe("the sellers' sign-in", () => {
    const t = useApp(kind, { config: { smsBudgets: { perHour: 1000, perCountryPerHour: 100, countries: { IN: 1 } } } });

    it("a seller's sign-in code is one of the country's budget", async () => {
      const { mobile } = (
        await t.db.query<{ mobile: string }>("SELECT mobile FROM seller_accounts WHERE country_code = 'IN' LIMIT 1")
      ).rows[0]!;
      const seller = new Visitor(t.app, 'http://localhost:3400');
      expect((await seller.post('/seller/sign-in/otp', { mobile, country: 'IN' })).statusCode).toBe(200);
      expect((await seller.get(`/dev/outbox?to=${mobile}`)).json().messages).toHaveLength(1);
      const buyer = await generate(t.app, 'IN', '9812600021');
      expect([buyer.statusCode, buyer.json()]).toEqual([429, { error: SMS_GUARD_ERRORS.countryBudget }]);
    });
  });
});
