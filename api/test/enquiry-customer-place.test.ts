import { useApp, validEnquiry } from './helpers/app';
import { DATABASES } from './helpers/databases';

/** Step 1 refuses a 2-letter name (spec §9) and accepts every city label a suggestion shows. */
describe.each(DATABASES)('step 1: name length and city labels with a comma in the state (%s)', (kind) => {
  const t = useApp(kind);
  /** The step-1 details kept with the mobile's newest enquiry (they become its profile only once it is verified). */
  const customerRow = async (mobile: string) =>
    (
      await t.db.query(
        `SELECT c.name, c.address FROM enquiries e LEFT JOIN enquiry_contacts c ON c.enquiry_id = e.id
         WHERE e.mobile = $1 ORDER BY e.id DESC LIMIT 1`,
        [mobile],
      )
    ).rows[0];

  it('refuses a 2-letter name and stores nothing with the enquiry', async () => {
    const { enquiry_id } = (await t.visitor.post('/enquiry/new', validEnquiry('9811118888'))).json();
    const r = await t.visitor.post('/enquiry/update', {
      enquiry_id,
      name: 'Ra',
      email: 'ra@example.com',
      address: 'Pune, Maharashtra, India',
      gst_number: 0,
      drug_license: 0,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: 'Please enter a valid name' });
    expect(await customerRow('9811118888')).toEqual({ name: null, address: null });
  });

  it.each([
    ['London, London, City of, United Kingdom', '7400000001'],
    ['Bristol, Bristol, City of, United Kingdom', '7400000002'],
    ['Edinburgh, Edinburgh, City of, United Kingdom', '7400000003'],
    ['Kingston upon Hull, Kingston upon Hull, City of, United Kingdom', '7400000004'],
  ])('accepts the picked city %s', async (address, mobile) => {
    const cities = (await t.app.inject({ method: 'GET', url: '/api/cities2?input=&code=GB' })).json() as {
      name: string;
      state: string;
      country_name: string;
    }[];
    expect(cities.map((c) => `${c.name}, ${c.state}, ${c.country_name}`)).toContain(address);
    const { enquiry_id } = (
      await t.visitor.post('/enquiry/new', validEnquiry(mobile, { country_code: 'GB', isd_code: '44' }))
    ).json();
    const r = await t.visitor.post('/enquiry/update', {
      enquiry_id,
      name: 'Oliver Smith',
      email: 'oliver@example.co.uk',
      address,
      gst_number: 2,
      drug_license: 2,
    });
    expect(r.json()).toMatchObject({ status: 'updated' });
    expect(await customerRow(mobile)).toEqual({ name: 'Oliver Smith', address });
  });

  it('still refuses an unpicked or unknown place with a comma in it', async () => {
    const { enquiry_id } = (await t.visitor.post('/enquiry/new', validEnquiry('9811117777'))).json();
    for (const address of ['London, United Kingdom', 'Atlantis, City of, Nowhere, United Kingdom']) {
      const r = await t.visitor.post('/enquiry/update', {
        enquiry_id,
        name: 'Oliver Smith',
        email: 'oliver@example.co.uk',
        address,
        gst_number: 2,
        drug_license: 2,
      });
      expect(r.json()).toEqual({ error: 'Please choose correct address' });
    }
    expect(await customerRow('9811117777')).toEqual({ name: null, address: null });
  });
});
