import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { joinFree, proveMobile } from '../helpers/join-free';
import { Buyer, twoCompanies } from './buyer-steps';

const PLAIN_TEXT_ONLY = 'Please enter your company name as plain text, without < > or a web address';
const LEGACY_NAME = 'Evil Pharma <img src=x onerror=alert(1)> visit evil-pharma.in';

// What a seller writes as its company name reaches buyers' SMS and e-mails: markup and web addresses are refused at
// Join Free, and a name stored before that rule is never sent as it is.
describe.each(DATABASES)('company names a buyer reads (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });

  it('Join Free refuses a company name with markup or a web address, stores nothing, then takes a plain name', async () => {
    const mobile = '9833000001';
    const visitor = new Visitor(t.app);
    await proveMobile(visitor, mobile);
    for (const company_name of [
      'Evil Pharma <img src=x onerror=alert(1)><script>',
      'Evil Pharma https://evil.example/offer',
      'Cheap meds at evil-pharma.in',
    ]) {
      const refused = await visitor.post('/api/registration', joinFree(mobile, { company_name }));
      expect([company_name, refused.statusCode, refused.json()]).toEqual([
        company_name,
        400,
        { error: PLAIN_TEXT_ONLY },
      ]);
    }
    const stored = () =>
      t.db.query('SELECT c.name FROM companies c JOIN seller_accounts a ON a.company_id = c.id WHERE a.mobile = $1', [
        mobile,
      ]);
    expect((await stored()).rows).toEqual([]);
    const taken = await visitor.post(
      '/api/registration',
      joinFree(mobile, { company_name: 'Kaveri Lifesciences Pvt.Ltd' }),
    );
    expect(taken.statusCode).toBe(201);
    expect((await stored()).rows).toEqual([{ name: 'Kaveri Lifesciences Pvt.Ltd' }]);
  });

  it("a name stored before the rule never reaches a buyer's SMS or the company's e-mail: neutral words instead", async () => {
    const [company] = await twoCompanies(t.db);
    await t.db.query('UPDATE companies SET name = $1 WHERE id = $2', [LEGACY_NAME, company!.id]);
    const mobile = '9833000002';
    await new Buyer(t.db, new Visitor(t.app), mobile).onCompanyPage(company!.slug);
    const sms = await t.db.query<{ body: string }>('SELECT body FROM notification_outbox WHERE to_address = $1', [
      `+91${mobile}`,
    ]);
    expect(sms.rows.map((r) => r.body.replace(/close\?r=\S+/, 'close?r=…'))).toEqual([
      'PharmaSetu: your requirement for PCD Pharma Franchise was sent to 1 seller. They may call you. Close it when you are done: http://localhost:4001/enquiry/close?r=…',
    ]);
    const everything = await t.db.query<{ body: string }>('SELECT body FROM notification_outbox');
    for (const { body } of everything.rows) {
      expect(body).not.toContain('<');
      expect(body).not.toContain('evil-pharma.in');
    }
    const toCompany = everything.rows.filter((r) => r.body.includes('A buyer has verified a new requirement'));
    expect(toCompany.map((r) => r.body.split('\n')[0])).toEqual(['Hello,']);
  });
});
