import type { FastifyInstance } from 'fastify';
import { buildEngine } from '@pharmasetu/search-engine';
import { LOCAL_SEARCH } from '@pharmasetu/shared-contracts';
import { DEFAULT_OTP_GUESS_LIMITS } from '../../src/config';
import { OTP_RULES } from '../../src/services/otp';
import { DEFAULT_INDEX_NAME, INDEX_SETTINGS } from '../../src/search/search-records';
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { joinFree, proveMobile, registerCompany } from '../helpers/join-free';
import { verifiedRequirement } from '../seller-leads/buyer-flow';
import { signInSeller } from '../seller-leads/seller-sign-in';
import { count } from './support';

/** Where a listed company is found. */
const LISTED = { search: true, sitemap: true, category: true, directory: true, page: 200 };

const KARNATAKA_DERMA = {
  medicine_type: ['Tablets'],
  service_for: ['Dermatology / Cosmetics'],
  pcd_area: 'Bengaluru, Karnataka, India',
};

describe.each(DATABASES)(
  'Join Free: only a proved, complete company is listed, and the attacks are refused (%s)',
  (kind) => {
    // The search engine the api writes listed companies to (as `npm run index` does), on a free port.
    let engine: FastifyInstance;
    beforeAll(async () => {
      engine = buildEngine({ indices: { [DEFAULT_INDEX_NAME]: { records: [], settings: INDEX_SETTINGS } } });
      await engine.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => engine.close());
    const t = useApp(kind, () => ({
      poolMax: 4,
      config: {
        search: {
          appId: LOCAL_SEARCH.appId,
          adminKey: LOCAL_SEARCH.adminKey,
          host: `127.0.0.1:${(engine.server.address() as { port: number }).port}`,
          indexName: DEFAULT_INDEX_NAME,
        },
      },
    }));

    /**
     * What a buyer or a crawler finds of the company: search hits, sitemap, category page, directory, its page. The
     * index follows the database through the outbox: its sender's round runs first (its timing has its own tests).
     */
    const visibility = async (slug: string) => {
      await t.app.indexSender!.synced;
      await t.app.indexSender!.drain();
      const searched = await engine.inject({
        method: 'POST',
        url: `/1/indexes/${DEFAULT_INDEX_NAME}/query`,
        headers: { 'x-algolia-application-id': LOCAL_SEARCH.appId, 'x-algolia-api-key': LOCAL_SEARCH.searchKey },
        payload: { query: 'Kaveri Lifesciences' },
      });
      const sitemap = (await t.visitor.get('/api/catalog/sitemap?kind=company&limit=5000')).json().slugs as string[];
      const category = (
        await t.visitor.get('/api/catalog/categories/cosmetics-dermacare-franchise?limit=100000&offset=0')
      ).json();
      const directory = (await t.visitor.get('/api/catalog/companies?limit=100000&offset=0')).json();
      const page = await t.visitor.get(`/api/catalog/companies/${slug}`);
      return {
        search: (searched.json().hits as { slug: string }[]).some((h) => h.slug === slug),
        sitemap: sitemap.includes(slug),
        category: (category.companies as { slug: string }[]).some((c) => c.slug === slug),
        directory: JSON.stringify(directory).includes(`"${slug}"`),
        page: page.statusCode,
      };
    };
    const companyOf = async (mobile: string) =>
      (
        await t.db.query<{ id: number; slug: string; listed: boolean }>(
          'SELECT c.id, c.slug, c.listed FROM companies c JOIN seller_accounts a ON a.company_id = c.id WHERE a.mobile = $1',
          [mobile],
        )
      ).rows[0]!;
    const leadsOf = (companyId: number) => count(t.db, 'seller_leads WHERE company_id = $1', [companyId]);

    it('a proved, complete company is listed at once: in search, sitemap and its category page, welcomed by SMS and e-mail with the dashboard link, and routed a matching lead', async () => {
      const { reply } = await registerCompany(t.app, joinFree('9845000001'));
      expect(reply.statusCode).toBe(201);
      const company = await companyOf('9845000001');
      expect(company.listed).toBe(true);
      expect(await visibility(company.slug)).toEqual(LISTED);
      const welcome = (
        await t.db.query<{ channel: string; to_address: string; body: string }>(
          `SELECT channel, to_address, body FROM notification_outbox WHERE lead_id IS NULL AND to_address IN ($1, $2) ORDER BY channel`,
          ['+919845000001', 'lakshmi9845000001@kaveri.in'],
        )
      ).rows;
      expect(welcome).toEqual([
        expect.objectContaining({ channel: 'email', body: expect.stringContaining('http://localhost:3400') }),
        expect.objectContaining({ channel: 'sms', body: expect.stringContaining('http://localhost:3400') }),
      ]);
      const buyer = await verifiedRequirement(t.app, '9845100001', KARNATAKA_DERMA, {
        address: 'Bengaluru, Karnataka, India',
      });
      expect(buyer.validated.statusCode).toBe(200);
      expect(
        await count(t.db, 'seller_leads WHERE company_id = $1 AND enquiry_id = $2', [company.id, buyer.enquiryId]),
      ).toBe(1);
    });

    it('a company without a category, or whose mobile is no longer proved, is out of search, sitemap, category and directory pages, has no page, and gets no lead; a proof and a category list it again', async () => {
      await registerCompany(t.app, joinFree('9845000002'));
      const company = await companyOf('9845000002');
      const seller = await signInSeller(t.app, '9845000002');
      // Incomplete: the seller clears its categories.
      const cleared = await seller.post('/seller/preferences', {
        service_types: ['PCD Pharma Franchise'],
        states: ['Karnataka'],
        categories: [],
        medicine_types: [],
      });
      expect(cleared.statusCode).toBe(200);
      expect((await companyOf('9845000002')).listed).toBe(false);
      const hidden = { search: false, sitemap: false, category: false, directory: false, page: 404 };
      expect(await visibility(company.slug)).toEqual(hidden);
      const before = await leadsOf(company.id);
      const buyer = await verifiedRequirement(t.app, '9845100002', KARNATAKA_DERMA, {
        address: 'Bengaluru, Karnataka, India',
      });
      expect(buyer.validated.statusCode).toBe(200);
      expect(await leadsOf(company.id)).toBe(before);
      // A company page enquiry to it is refused: an unlisted company takes none.
      const onPage = await new Visitor(t.app).post('/enquiry/otp/generate', {
        mobile: '9845100003',
        country: 'IN',
        listing_slug: company.slug,
      });
      expect(onPage.statusCode).toBe(400);

      // Complete again, but its mobile unproved (as a company Join Free made before the OTP was required).
      await t.db.query('UPDATE companies SET mobile_verified_at = NULL WHERE id = $1', [company.id]);
      const restored = await seller.post('/seller/preferences', {
        service_types: ['PCD Pharma Franchise'],
        states: ['Karnataka'],
        categories: ['Dermatology / Cosmetics'],
        medicine_types: [],
      });
      expect(restored.statusCode).toBe(200);
      expect(await visibility(company.slug)).toEqual(hidden);
      const again = await verifiedRequirement(t.app, '9845100004', KARNATAKA_DERMA, {
        address: 'Bengaluru, Karnataka, India',
      });
      expect(again.validated.statusCode).toBe(200);
      expect(await leadsOf(company.id)).toBe(before);

      // The seller's OTP sign-in proves the mobile: listed, and back in search, sitemap and the category page.
      await signInSeller(t.app, '9845000002');
      expect(await visibility(company.slug)).toEqual(LISTED);
    });

    it("registration without an OTP, or with another session's proof, stores nothing and lists nothing", async () => {
      const before = await count(t.db, 'companies');
      const attacker = new Visitor(t.app);
      await proveMobile(new Visitor(t.app), '9845000003');
      const r = await attacker.post('/api/registration', joinFree('9845000003'));
      expect([r.statusCode, r.json()]).toEqual([403, { error: 'Please verify your mobile number with the OTP first' }]);
      expect(await count(t.db, 'companies')).toBe(before);
      expect(await count(t.db, 'seller_registrations WHERE mobile = $1', ['9845000003'])).toBe(0);
    });

    it("an existing seller's e-mail (any case) is refused with a clear message, and nothing is stored", async () => {
      const seeded = (await t.db.query<{ email: string }>('SELECT email FROM seller_accounts ORDER BY id LIMIT 1'))
        .rows[0]!.email;
      const before = await Promise.all(
        ['companies', 'seller_accounts', 'seller_registrations'].map((n) => count(t.db, n)),
      );
      const { reply } = await registerCompany(t.app, joinFree('9845000004', { email: seeded.toUpperCase() }));
      expect([reply.statusCode, reply.json()]).toEqual([409, { error: 'This email is already registered' }]);
      const registered = await registerCompany(t.app, joinFree('9845000005', { email: 'LAKSHMI9845000001@kaveri.in' }));
      expect([registered.reply.statusCode, registered.reply.json()]).toEqual([
        409,
        { error: 'This email is already registered' },
      ]);
      expect(
        await Promise.all(['companies', 'seller_accounts', 'seller_registrations'].map((n) => count(t.db, n))),
      ).toEqual(before);
    });

    it("wrong OTP guesses on the Join Free mobile are limited as buyers' are: the 5th wrong code locks the code, then even the right code is refused", async () => {
      const visitor = new Visitor(t.app);
      expect((await visitor.post('/enquiry/otp/generate', { mobile: '9845000006', country: 'IN' })).statusCode).toBe(
        200,
      );
      const answers: number[] = [];
      for (let i = 0; i < OTP_RULES.maxChecks; i++)
        answers.push((await visitor.post('/enquiry/otp/validate', { otp: '000000' })).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 429]);
      const code = (
        await t.db.query<{ body: string }>(
          "SELECT body FROM dev_outbox WHERE to_address = '+919845000006' ORDER BY id DESC LIMIT 1",
        )
      ).rows[0]!.body.slice(0, 6);
      expect((await visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(429);
      const r = await visitor.post('/api/registration', joinFree('9845000006'));
      expect(r.statusCode).toBe(403);
      expect(await count(t.db, 'seller_registrations WHERE mobile = $1', ['9845000006'])).toBe(0);
    });
  },
);

describe.each(DATABASES)('Join Free: registrations per IP (%s)', (kind) => {
  const PER_IP = 5;
  const t = useApp(kind, {
    poolMax: 4,
    config: {
      rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000, registrationsPerIpPerHour: PER_IP },
    },
  });

  it('40 registrations at once from one IP, each with its own proved mobile: 5 are stored, 35 refused with 429 and Retry-After', async () => {
    const mobiles = Array.from({ length: 40 }, (_, i) => `98460${String(i).padStart(5, '0')}`);
    const visitors = await Promise.all(
      mobiles.map(async (mobile) => {
        const visitor = new Visitor(t.app);
        await proveMobile(visitor, mobile);
        return visitor;
      }),
    );
    // Refused registrations (no OTP) first: they are given back, and do not use up the quota.
    for (const mobile of ['9846100001', '9846100002', '9846100003'])
      expect((await new Visitor(t.app).post('/api/registration', joinFree(mobile))).statusCode).toBe(403);
    const before = await count(t.db, 'companies');
    const replies = await Promise.all(visitors.map((v, i) => v.post('/api/registration', joinFree(mobiles[i]!))));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(PER_IP);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - PER_IP);
    const refused = replies.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: 'Too many registrations from your network. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count(t.db, 'companies')).toBe(before + PER_IP);
  });
});

describe.each(DATABASES)('Join Free: wrong OTP guesses per IP (%s)', (kind) => {
  const t = useApp(kind, { config: { otpGuessLimits: { ...DEFAULT_OTP_GUESS_LIMITS, perIp: 3 } } });

  it('wrong codes for several Join Free mobiles from one IP lock that IP, whatever the number or session', async () => {
    const answers: number[] = [];
    for (const mobile of ['9847000001', '9847000002', '9847000003', '9847000004']) {
      const visitor = new Visitor(t.app);
      expect((await visitor.post('/enquiry/otp/generate', { mobile, country: 'IN' })).statusCode).toBe(200);
      answers.push((await visitor.post('/enquiry/otp/validate', { otp: '000000' })).statusCode);
    }
    // The 3rd wrong code reaches the limit and locks the IP: the next check is refused before it is made.
    expect(answers).toEqual([400, 400, 400, 429]);
  });
});
