import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES, writableRowCounts } from '../helpers/databases';

/** A NUL (or another control character, or a lone surrogate) in any text is a 400 with the field's message, never a 500. */
describe.each(DATABASES)('NUL and other untypable characters (%s)', (kind) => {
  const t = useApp(kind);

  const registrations = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM seller_registrations')).rows[0]!.n);
  // Enquiry ids in bodies are the public UUIDs (branch sec); a well-formed one, so the field's own message is the answer.
  const enquiryId = '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70';
  const customer = {
    enquiry_id: enquiryId,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    address: 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 0,
  };
  const registration = {
    company_name: 'Acme Pharma',
    contact_name: 'Ravi Kumar',
    mobile: '9876500011',
    country_code: 'IN',
    email: 'ravi@acme.example',
    city: 'Mohali, Punjab, India',
    service_types: ['PCD Pharma Franchise'],
    categories: ['Gynaecology'],
  };

  const posts: [string, string, Record<string, unknown>, string][] = [
    [
      'enquiry message',
      '/enquiry/new',
      validEnquiry('9876500001', { message: 'Need paracetamol\u0000 tablets' }),
      'Please enter your message',
    ],
    [
      'enquiry message (lone surrogate)',
      '/enquiry/new',
      validEnquiry('9876500001', { message: 'Need paracetamol \ud800 tablets' }),
      'Please enter your message',
    ],
    [
      'enquiry e-mail',
      '/enquiry/new',
      validEnquiry('9876500001', { email: 'a\u0000@example.com' }),
      'Please enter a valid email',
    ],
    ['customer name', '/enquiry/update', { ...customer, name: 'Ravi\u0000' }, 'Please enter your name'],
    [
      'customer address',
      '/enquiry/update',
      { ...customer, address: 'Mohali, Punjab\u0001, India' },
      'Please enter your address',
    ],
    ['firm name', '/enquiry/update', { ...customer, firm_name: 'Acme\u007f' }, 'Invalid firm name'],
    ['quantity', '/enquiry/update', { enquiry_id: enquiryId, quantity: '100\u0000 boxes' }, 'Invalid quantity'],
    [
      'medicine type',
      '/enquiry/update',
      { enquiry_id: enquiryId, medicine_type: ['Tablets\u0000'] },
      'Please choose medicine types from the list',
    ],
    [
      'quick enquiry name',
      '/api/post-quick-enquiry',
      { name: 'Anita\u0000', email: 'anita@example.com', phone_number: '9876500002', type: 'PCD Pharma Franchise' },
      'Name is Required',
    ],
    ['logger location', '/api/logger', { location: 'Mohali\u0000', url: '/pharma' }, 'Invalid log record'],
    ['logger url (C1 control)', '/api/logger', { location: 'Mohali', url: '/pharma\u0085' }, 'Invalid log record'],
    [
      'registration company',
      '/api/registration',
      { ...registration, company_name: 'Acme\u0000 Pharma' },
      'Please enter your company name',
    ],
    [
      'registration contact',
      '/api/registration',
      { ...registration, contact_name: 'Ravi \udc00' },
      'Please enter your name',
    ],
    [
      'registration city',
      '/api/registration',
      { ...registration, city: 'Mohali\u0000, Punjab, India' },
      'Please enter your city',
    ],
    ['newsletter e-mail', '/web/footer/subscribe', { email: 'news\u0000@example.com' }, 'Please enter a valid email'],
    [
      'OTP e-mail',
      '/enquiry/otp/generate',
      { mobile: '9876500003', country: 'IN', email: 'x\u0000@example.com' },
      'Please enter a valid email',
    ],
  ];

  it.each(posts)('%s: 400 with the field message, nothing stored', async (_name, url, body, message) => {
    const before = { ...(await writableRowCounts(t.db)), registrations: await registrations() };
    const visitor = new Visitor(t.app);
    const r = await visitor.post(url, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
    expect({ ...(await writableRowCounts(t.db)), registrations: await registrations() }).toEqual(before);
  });

  it.each([
    ['/web/fetch-molecule?name=par%00', 'Invalid name'],
    ['/web/fetch-molecule?name=para%01cetamol', 'Invalid name'],
    ['/api/cities2?input=a%00b', 'Invalid input'],
    ['/api/cities2?input=Moh%1Fali&code=IN', 'Invalid input'],
    ['/api/catalog/molecules?limit=1%00', 'Invalid query'],
  ])('GET %s: 400 %s', async (url, message) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
  });

  it('still accepts ordinary text with new lines, accents and emoji', async () => {
    const visitor = new Visitor(t.app);
    const r = await visitor.post(
      '/enquiry/new',
      validEnquiry('9876500009', { message: 'Need paracetamol 💊\nand cefixime — soon' }),
    );
    expect(r.statusCode).toBe(200);
    const stored = await t.db.query<{ message: string }>("SELECT message FROM enquiries WHERE mobile = '9876500009'");
    expect(stored.rows[0]?.message).toBe('Need paracetamol 💊\nand cefixime — soon');
  });
});
