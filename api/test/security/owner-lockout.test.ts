import { DEFAULT_OTP_SEND_LIMITS } from '../../src/config';
import { TEST_CONFIG, useApp, validCallback, Visitor, visitorAt } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { joinFree, proveMobile } from '../helpers/join-free';
import { codeSentTo } from './support';

// A stranger who knows a number must not be able to spend the limits that protect its owner (owner-limits.ts):
// each attack below is made as a stranger would make it, with the production limits, and then the owner, from
// the owner's own session and address, is served.

const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.77';

describe.each(DATABASES)('a stranger cannot lock an owner out (%s)', (kind) => {
  const t = useApp(kind, {
    poolMax: 4,
    config: {
      ...TEST_CONFIG,
      otpSendLimits: DEFAULT_OTP_SEND_LIMITS,
      rateLimits: { ...TEST_CONFIG.rateLimits!, perMobilePerHour: 20 },
    },
  });
  const sellerMobile = async (offset: number) =>
    (
      await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 1 OFFSET $1', [
        offset,
      ])
    ).rows[0]!.mobile;

  it("20 sign-ins for a seller's number naming a listing that does not exist: the seller still signs in", async () => {
    const mobile = await sellerMobile(0);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const post = await visitorAt(t.app, STRANGER, 'http://localhost:3400');
      answers.push(
        (await post('/seller/sign-in/otp', { mobile, country: 'IN', listing_slug: 'no-such-company-zz' })).statusCode,
      );
    }
    // The listing plays no part in a sign-in: the first is sent, the rest wait the number's interval from that address.
    expect(answers).toEqual([200, ...Array(19).fill(429)]);
    const owner = await visitorAt(t.app, OWNER, 'http://localhost:3400');
    const asked = await owner('/seller/sign-in/otp', { mobile, country: 'IN' });
    expect([asked.statusCode, asked.json()]).toEqual([200, { status: 'sent', channel: 'sms', expires_in: 600 }]);
    const signedIn = await owner('/seller/sign-in/verify', { otp: await codeSentTo(t.db, `+91${mobile}`) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((c: { name: string }) => c.name === 'seller_session')).toBe(true);
  });

  it('sign-in answers the same for a seller and for any other number, whatever listing the body names', async () => {
    const seller = await sellerMobile(1);
    const answersFor = async (mobile: string, ip: string) => {
      const answers: [number, unknown, string | undefined][] = [];
      for (const listing_slug of ['no-such-company-zz', undefined, 'deltawell-organics']) {
        const post = await visitorAt(t.app, ip, 'http://localhost:3400');
        const r = await post('/seller/sign-in/otp', { mobile, country: 'IN', listing_slug });
        answers.push([r.statusCode, r.json(), r.headers['retry-after'] === undefined ? undefined : 'retry-after']);
      }
      return answers;
    };
    const forSeller = await answersFor(seller, '198.51.100.67');
    expect(forSeller[0]).toEqual([200, { status: 'sent', channel: 'sms', expires_in: 600 }, undefined]);
    expect(await answersFor('9812366601', '198.51.100.68')).toEqual(forSeller);
  });

  it('20 Join Free posts for a mobile without its OTP proof cost nothing: the owner, once proved, registers', async () => {
    const mobile = '9845000071';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const post = await visitorAt(t.app, STRANGER);
      answers.push((await post('/api/registration', joinFree(mobile))).statusCode);
    }
    expect(answers).toEqual(Array(20).fill(403));
    const owner = new Visitor(t.app);
    await proveMobile(owner, mobile);
    const registered = await owner.post('/api/registration', joinFree(mobile));
    expect(registered.statusCode).toBe(201);
  });

  it("20 strangers' call-back requests for a number: the owner's own request is still taken", async () => {
    const mobile = '9812366602';
    for (let i = 0; i < 20; i++) {
      const post = await visitorAt(t.app, `198.51.100.${100 + i}`);
      expect((await post('/api/post-quick-enquiry', validCallback(mobile))).statusCode).toBe(200);
    }
    const owner = await visitorAt(t.app, OWNER);
    const own = await owner('/api/post-quick-enquiry', validCallback(mobile, { name: 'Owner' }));
    expect([own.statusCode, own.json().status]).toEqual([200, 'posted']);
    // A session's own posts for a number stay bounded: the 21st of one session is refused.
    for (let i = 1; i < 20; i++) await owner('/api/post-quick-enquiry', validCallback(mobile, { name: `Owner ${i}` }));
    const over = await owner('/api/post-quick-enquiry', validCallback(mobile, { name: 'Owner 21' }));
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { error: 'Too many requests for this mobile number. Please try again later.' },
    ]);
  });

  it("a stranger's code for a buyer's number does not hold back the owner's own code from the owner's address", async () => {
    const mobile = '9812366603';
    const stranger = await visitorAt(t.app, STRANGER);
    expect((await stranger('/enquiry/otp/generate', { mobile, country: 'IN' })).statusCode).toBe(200);
    const strangerAgain = await visitorAt(t.app, STRANGER);
    expect((await strangerAgain('/enquiry/otp/generate', { mobile, country: 'IN' })).statusCode).toBe(429);
    const owner = await visitorAt(t.app, OWNER);
    expect((await owner('/enquiry/otp/generate', { mobile, country: 'IN' })).statusCode).toBe(200);
    const verified = await owner('/enquiry/otp/validate', { otp: await codeSentTo(t.db, `+91${mobile}`) });
    expect(verified.statusCode).toBe(200);
  });
});
