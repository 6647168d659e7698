import { useApp, validCallback } from './helpers/app';
import { DATABASES } from './helpers/databases';

describe.each(DATABASES)('call-backs, newsletter, visit logs and reference data (%s)', (kind) => {
  const t = useApp(kind);

  it('POST /api/post-quick-enquiry stores the call-back request', async () => {
    const body = {
      name: ' Anita Sharma ',
      email: 'Anita@Example.com',
      phone_number: '98765 01111',
      type: '3rd Party Manufacturing',
      listing_slug: 'deltawell-organics',
      country_code: 'IN',
      isd_code: '91',
    };
    const r = await t.visitor.post('/api/post-quick-enquiry', body);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'posted', id: expect.any(Number) });
    const row = (
      await t.db.query(
        'SELECT name, email, phone_number, country_code, isd_code, type, listing_slug FROM quick_enquiries WHERE id = $1',
        [r.json().id],
      )
    ).rows[0];
    expect(row).toEqual({
      name: 'Anita Sharma',
      email: 'anita@example.com',
      phone_number: '9876501111',
      country_code: 'IN',
      isd_code: '91',
      type: '3rd Party Manufacturing',
      listing_slug: 'deltawell-organics',
    });
  });

  it.each([
    [{ name: '' }, 'Name is Required'],
    [{ name: 'Al' }, 'Invalid name'],
    [{ phone_number: '9876' }, 'Invalid Phone number'],
    [{ phone_number: '98765432100' }, 'Please enter 10 digit valid number'],
    [{ email: '' }, 'Email is Required'],
    [{ email: 'anita@' }, 'Invalid Email'],
    [{ type: '' }, 'Choose Service'],
  ])('quick enquiry %j → "%s"', async (change, message) => {
    const body = validCallback('9876501112', change);
    const r = await t.visitor.post('/api/post-quick-enquiry', body);
    expect([r.statusCode, r.json()]).toEqual([400, { error: message }]);
  });

  it('POST /web/footer/subscribe stores an address once and answers the spec messages', async () => {
    const ok = await t.visitor.post('/web/footer/subscribe', { email: 'News@Pharma.in' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: 'Successfully subscribed to Newsletter' }]);
    // Idempotent: the same answer again, disclosing nothing (see security/newsletter-disclosure.test.ts).
    const again = await t.visitor.post('/web/footer/subscribe', { email: 'news@pharma.in' });
    expect([again.statusCode, again.json()]).toEqual([200, { message: 'Successfully subscribed to Newsletter' }]);
    expect((await t.db.query("SELECT email FROM subscribers WHERE email = 'news@pharma.in'")).rows).toHaveLength(1);
    expect((await t.visitor.post('/web/footer/subscribe', { email: '' })).json()).toEqual({
      error: 'Please enter your email',
    });
    expect((await t.visitor.post('/web/footer/subscribe', { email: 'news@' })).json()).toEqual({
      error: 'Please enter a valid email',
    });
  });

  it('POST /api/logger stores location, url, url_type (default website) and skips empty records', async () => {
    expect(
      (await t.visitor.post('/api/logger', { location: 'Mohali', url: '/pharma/pediatric-drugs' })).json(),
    ).toEqual({ status: 'stored' });
    expect(
      (await t.visitor.post('/api/logger', { location: '', url: '/catalog/x', url_type: 'catalog' })).json(),
    ).toEqual({ status: 'stored' });
    expect((await t.visitor.post('/api/logger', { location: ' ', url: '' })).json()).toEqual({ status: 'skipped' });
    expect((await t.visitor.post('/api/logger', { url: '/x', url_type: 'blog' })).statusCode).toBe(400);
    const rows = (await t.db.query('SELECT location, url, url_type FROM visit_logs ORDER BY id')).rows;
    expect(rows).toEqual([
      { location: 'Mohali', url: '/pharma/pediatric-drugs', url_type: 'website' },
      { location: '', url: '/catalog/x', url_type: 'catalog' },
    ]);
  });

  it('GET /api/const-data answers every list of spec §3, cacheable', async () => {
    const r = await t.visitor.get('/api/const-data');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const data = r.json();
    for (const key of [
      'enquiryType',
      'requiredWhen',
      'callTime',
      'experience',
      'profession',
      'sellingPurpose',
      'serviceForPCD',
      'serviceFor3rdPCD',
      'medicineTypes',
    ]) {
      expect(data[key].length).toBeGreaterThan(1);
      expect(data[key][0]).toEqual({ title: expect.any(String) });
    }
    expect(data.enquiryType).toEqual([{ title: 'PCD Pharma Franchise' }, { title: '3rd Party Manufacturing' }]);
  });

  it('GET /api/cities2 answers name, state, country_name for the country', async () => {
    const india = (await t.visitor.get('/api/cities2?input=&code=IN')).json();
    expect(india.length).toBeGreaterThan(2000);
    expect(india).toEqual(
      expect.arrayContaining([
        { name: 'Mohali', state: 'Punjab', country_name: 'India' },
        { name: 'Mumbai', state: 'Maharashtra', country_name: 'India' },
        { name: 'Hyderabad', state: 'Telangana', country_name: 'India' },
        { name: 'Baddi', state: 'Himachal Pradesh', country_name: 'India' },
      ]),
    );
    const uae = (await t.visitor.get('/api/cities2?input=&code=ae')).json();
    expect(uae.map((c: { name: string }) => c.name)).toContain('Dubai');
    expect(uae.every((c: { country_name: string }) => c.country_name === 'United Arab Emirates')).toBe(true);
    const filtered = (await t.visitor.get('/api/cities2?input=punj&code=IN')).json();
    expect(filtered).toHaveLength(10);
    expect((await t.visitor.get('/api/cities2?input=&code=ZZ')).json()).toEqual([]);
    expect((await t.visitor.get('/api/cities2?code=India')).json()).toEqual({ error: 'Invalid country code' });
  });

  it('GET /web/fetch-molecule answers matching molecules, prefix matches first', async () => {
    const r = (await t.visitor.get('/web/fetch-molecule?name=cef')).json();
    expect(r[0].name.toLowerCase().startsWith('cef')).toBe(true);
    expect(r.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Cefixime', 'Ceftriaxone']));
    expect((await t.visitor.get('/web/fetch-molecule?name=%25%25%25')).json()).toEqual([]);
    expect((await t.visitor.get('/web/fetch-molecule?name=pa')).json()).toEqual({
      error: 'Please type at least 3 characters',
    });
    const total = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM molecules')).rows[0]!.n);
    expect(total).toBeGreaterThanOrEqual(500);
  });

  it('seeds the 19 footer categories, ~50 locations and 1,000+ companies with categories', async () => {
    const counts = (
      await t.db.query<Record<string, string>>(
        `SELECT (SELECT count(*) FROM categories) AS categories, (SELECT count(*) FROM locations) AS locations,
              (SELECT count(*) FROM companies) AS companies, (SELECT count(DISTINCT company_id) FROM company_categories) AS linked`,
      )
    ).rows[0]!;
    expect(Number(counts.categories)).toBe(19);
    expect(Number(counts.locations)).toBeGreaterThanOrEqual(50);
    expect(Number(counts.companies)).toBeGreaterThanOrEqual(1000);
    expect(Number(counts.linked)).toBe(Number(counts.companies));
    expect((await t.db.query("SELECT name FROM locations WHERE slug = 'uttar-pradesh'")).rows).toEqual([
      { name: 'Uttar Pradesh' },
    ]);
  });
});
