import { useApp } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { registerCompany } from '../helpers/join-free';
import { signInSeller } from '../seller-leads/seller-sign-in';

const registration = {
  company_name: 'Punjab Remedies Pvt Ltd',
  contact_name: 'Harpreet Grewal',
  mobile: '98140 55501',
  country_code: 'IN',
  email: 'harpreet@punjabremedies.in',
  city: 'Mohali, Punjab, India',
  service_types: ['PCD Pharma Franchise'],
  categories: ['Gynaecology'],
};

describe.each(DATABASES)('Join Free creates a company account that signs in to the dashboard (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  const count = async (table: string) =>
    Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

  it('stores the company on the free package with the chosen preferences, and its mobile signs in', async () => {
    const { reply: r } = await registerCompany(t.app, registration);
    expect(r.statusCode).toBe(201);
    const company = (
      await t.db.query<{ id: number; name: string; state: string; package_id: number; states: string[] }>(
        `SELECT c.id, c.name, c.city, c.state, cp.package_id, p.states, p.service_types, p.categories,
           ARRAY(SELECT category_slug FROM company_categories x WHERE x.company_id = c.id ORDER BY 1) AS pages
         FROM seller_accounts a JOIN companies c ON c.id = a.company_id
       JOIN company_packages cp ON cp.company_id = c.id JOIN company_lead_preferences p ON p.company_id = c.id WHERE a.mobile = '9814055501'`,
      )
    ).rows[0]!;
    expect(company).toMatchObject({
      name: 'Punjab Remedies Pvt Ltd',
      city: 'Mohali',
      state: 'Punjab',
      package_id: 5,
      states: ['Punjab'],
      service_types: ['PCD Pharma Franchise'],
      categories: ['Gynaecology'],
      pages: ['gyne-pcd-companies', 'pharma-franchise-pcd'],
    });
    const seller = await signInSeller(t.app, '9814055501');
    expect((await seller.get('/seller/me')).json()).toEqual({
      name: 'Harpreet Grewal',
      company: { id: Number(company.id), name: 'Punjab Remedies Pvt Ltd', slug: 'punjab-remedies-pvt-ltd' },
    });
  });

  it("a registration on a seeded company's seller mobile is refused and nothing is stored", async () => {
    const seeded = (await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY id LIMIT 1'))
      .rows[0]!.mobile;
    const before = await Promise.all(
      ['companies', 'seller_accounts', 'seller_registrations', 'company_packages'].map(count),
    );
    const { reply: r } = await registerCompany(t.app, { ...registration, mobile: seeded, email: 'other@firm.in' });
    expect([r.statusCode, r.json()]).toEqual([409, { error: 'This mobile number is already registered' }]);
    expect(
      await Promise.all(['companies', 'seller_accounts', 'seller_registrations', 'company_packages'].map(count)),
    ).toEqual(before);
  });
});
