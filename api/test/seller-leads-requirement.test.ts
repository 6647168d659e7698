import { parse } from 'csv-parse/sync';
import { LEAD_SMS_MAX } from '../src/seller-leads/lead-messages';
import { useApp, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { Buyer, twoCompanies } from './security/buyer-steps';
import { internalEnquiryId } from './seller-leads/internal-id';
import { signInSeller } from './seller-leads/seller-sign-in';

const CSV_HEADER = [
  'Lead ID',
  'Received (IST)',
  'Status',
  'Service type',
  'Lead state',
  'Name',
  'Mobile',
  'Email',
  'Message',
  'Requirement Emergency',
  'Call-Time Preference',
  'City',
  'State',
  'Country',
  'Firm name',
  'Have GST Number?',
  'Have Drug License?',
  'Experience',
  'Profession',
  'Medicine types',
  'Categories',
  'Selling Purpose',
  'Investment',
  'Area of operation',
  'Order quantity',
  'Order Value',
  'Company page',
];

// What the buyer said in steps 0 to 2 reaches the seller whole: on the lead page (api), in the CSV and in the e-mail
// and SMS written at routing; labelled as the card labels it, its options as words, a skipped field left out.
describe.each(DATABASES)('the seller sees the whole requirement (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  const buyer = (mobile: string) => new Buyer(t.db, new Visitor(t.app), mobile);

  /** The enquiry's first lead, its company's seller signed in, and the e-mail and SMS queued for that company. */
  async function firstLead(enquiryId: number) {
    const lead = (
      await t.db.query<{ id: number; mobile: string }>(
        `SELECT l.id, a.mobile FROM seller_leads l JOIN seller_accounts a ON a.company_id = l.company_id
         WHERE l.enquiry_id = $1 ORDER BY l.id, a.id LIMIT 1`,
        [enquiryId],
      )
    ).rows[0]!;
    const id = Number(lead.id);
    const messages = (
      await t.db.query<{ channel: string; subject: string | null; body: string }>(
        'SELECT channel, subject, body FROM notification_outbox WHERE lead_id = $1 ORDER BY channel',
        [id],
      )
    ).rows;
    return {
      id,
      seller: await signInSeller(t.app, lead.mobile),
      email: messages.find((m) => m.channel === 'email')!,
      sms: messages.find((m) => m.channel === 'sms')!.body,
    };
  }

  /** The CSV's rows as records by header, after checking the byte-order mark and the header. */
  async function csvRows(seller: Visitor, query: string) {
    const r = await seller.get(`/seller/leads.csv?offset=0&${query}`);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(r.body.slice(1));
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows.every((row) => row.length === CSV_HEADER.length)).toBe(true);
    return rows.slice(1).map((row) => Object.fromEntries(CSV_HEADER.map((h, i) => [h, row[i]!])));
  }

  it('a company-page PCD lead with every field: the page, the CSV, the e-mail and the SMS carry each one', async () => {
    const [company] = await twoCompanies(t.db);
    const b = buyer('9824100001');
    await b.verify(company!.slug);
    const posted = await b.post({
      listing_slug: company!.slug,
      required_when: 'Within 15 days',
      call_time: 'Morning (9 AM - 12 PM)',
      message: 'Need a PCD franchise\nfor gynae tablets',
    });
    await b.contact(posted.enquiry_id, {
      firm_name: 'Sandhu Pharma\nDistributors',
      gst_number: 2,
      drug_license: 1,
      experience: '3 - 5 years',
      profession: 'Distributor / Stockist',
    });
    await b.requirement(posted.enquiry_id, {
      medicine_type: ['Tablets', 'Syrups & Suspensions'],
      service_for: ['Gynaecology', 'Dermatology / Cosmetics'],
      selling_purpose: 'Distribution network',
      investment: 50001,
      pcd_area: 'Ludhiana, Punjab, India',
    });
    const lead = await firstLead(await internalEnquiryId(t.db, posted.enquiry_id));

    const page = (await lead.seller.get(`/seller/leads/${lead.id}`)).json();
    expect(page).toEqual({
      id: lead.id,
      service_type: 'PCD Pharma Franchise',
      state: 'Punjab',
      status: 'new',
      not_relevant_reason: null,
      note: '',
      follow_up_on: null,
      hot: true,
      timeline: [],
      routed_at: expect.any(String),
      buyer_name: 'Gurpreet Sandhu',
      buyer_mobile: '9824100001',
      buyer_email: 'owner9824100001@example.com',
      buyer_country_code: 'IN',
      buyer_isd_code: '91',
      message: 'Need a PCD franchise\nfor gynae tablets',
      required_when: 'Within 15 days',
      call_time: 'Morning (9 AM - 12 PM)',
      buyer_address: 'Mohali, Punjab, India',
      firm_name: 'Sandhu Pharma\nDistributors',
      gst_number: 2,
      drug_license: 1,
      experience: '3 - 5 years',
      profession: 'Distributor / Stockist',
      medicine_types: ['Tablets', 'Syrups & Suspensions'],
      categories: ['Gynaecology', 'Dermatology / Cosmetics'],
      selling_purpose: 'Distribution network',
      investment: 50001,
      pcd_area: 'Ludhiana, Punjab, India',
      quantity: null,
      order_value: null,
      listing: { name: company!.name, slug: company!.slug },
    });

    const [row] = (await csvRows(lead.seller, 'state=Punjab')).filter((r) => r['Lead ID'] === String(lead.id));
    expect(row).toEqual({
      'Lead ID': String(lead.id),
      'Received (IST)': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      Status: 'New',
      'Service type': 'PCD Pharma Franchise',
      'Lead state': 'Punjab',
      Name: 'Gurpreet Sandhu',
      Mobile: '919824100001',
      Email: 'owner9824100001@example.com',
      Message: 'Need a PCD franchise\nfor gynae tablets',
      'Requirement Emergency': 'Within 15 days',
      'Call-Time Preference': 'Morning (9 AM - 12 PM)',
      City: 'Mohali',
      State: 'Punjab',
      Country: '',
      'Firm name': 'Sandhu Pharma\nDistributors',
      'Have GST Number?': 'Applied',
      'Have Drug License?': 'Yes',
      Experience: '3 - 5 years',
      Profession: 'Distributor / Stockist',
      'Medicine types': 'Tablets, Syrups & Suspensions',
      Categories: 'Gynaecology, Dermatology / Cosmetics',
      'Selling Purpose': 'Distribution network',
      Investment: 'Above Rs 50,000',
      'Area of operation': 'Ludhiana, Punjab, India',
      'Order quantity': '',
      'Order Value': '',
      'Company page': company!.name,
    });
    // The time is India's wall clock: the stored instant plus 5 h 30 min.
    const routedAt = new Date(page.routed_at as string).getTime();
    expect(row!['Received (IST)']).toBe(new Date(routedAt + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' '));

    const link = `http://localhost:3400/leads/${lead.id}`;
    expect(lead.email.subject).toBe('New verified lead: PCD Pharma Franchise in Punjab');
    expect(lead.email.body).toBe(
      [
        `Dear ${company!.name},`,
        '',
        'A buyer has verified a new requirement for PCD Pharma Franchise in Punjab on PharmaSetu.',
        '',
        'Requirement Emergency: Within 15 days',
        'Call-Time Preference: Morning (9 AM - 12 PM)',
        'City: Mohali',
        'State: Punjab',
        // The buyer's line break cannot start a line of its own in PharmaSetu's e-mail.
        'Firm name: Sandhu Pharma Distributors',
        'Have GST Number?: Applied',
        'Have Drug License?: Yes',
        'Experience: 3 - 5 years',
        'Profession: Distributor / Stockist',
        'Medicine types: Tablets, Syrups & Suspensions',
        'Categories: Gynaecology, Dermatology / Cosmetics',
        'Selling Purpose: Distribution network',
        'Investment: Above Rs 50,000',
        'Area of operation: Ludhiana, Punjab, India',
        `Company page: ${company!.name}`,
        '',
        `Sign in to your leads dashboard to see the buyer's name, mobile, e-mail and message: ${link}`,
      ].join('\n'),
    );
    expect(lead.sms).toBe(
      'PharmaSetu: new verified lead for PCD Pharma Franchise in Punjab. Buyer in Mohali. Needed: Within 15 days. ' +
        'Call: Morning (9 AM - 12 PM). For: Gynaecology, Dermatology / Cosmetics. Types: Tablets, Syrups & Suspensions. ' +
        `Details: ${link}`,
    );
    // Who the buyer is stays behind the seller's sign-in.
    for (const text of [lead.email.body, lead.sms]) {
      expect(text).not.toMatch(/Gurpreet|9824100001|owner9824100001|gynae tablets/);
    }
  });

  it('a 3rd Party Manufacturing lead where the buyer skipped fields: they are left out, not "null"; formula cells are neutralised', async () => {
    const b = buyer('9824100002');
    const posted = await b.post({
      service_type: '3rd Party Manufacturing',
      message: '-2+3 strips of paracetamol please',
    });
    await b.contact(posted.enquiry_id, {
      name: '@Gurpreet Sandhu',
      firm_name: '=HYPERLINK("http://evil.example","Sandhu")',
      gst_number: 0,
      drug_license: 0,
    });
    const requirement = { service_for: ['Allopathic Formulations'], quantity: '+20000 strips', order_value: 99999 };
    await b.requirement(posted.enquiry_id, requirement);
    await b.verify();
    await b.requirement(posted.enquiry_id, requirement);
    const lead = await firstLead(await internalEnquiryId(t.db, posted.enquiry_id));

    const page = (await lead.seller.get(`/seller/leads/${lead.id}`)).json();
    expect(page).toMatchObject({
      service_type: '3rd Party Manufacturing',
      required_when: null,
      call_time: null,
      firm_name: '=HYPERLINK("http://evil.example","Sandhu")',
      gst_number: 0,
      drug_license: 0,
      experience: null,
      profession: null,
      medicine_types: [],
      categories: ['Allopathic Formulations'],
      selling_purpose: null,
      investment: null,
      pcd_area: null,
      quantity: '+20000 strips',
      order_value: 99999,
      listing: null,
    });

    const r = await lead.seller.get('/seller/leads.csv?offset=0&service_type=3rd%20Party%20Manufacturing');
    const line = r.body.split('\r\n').find((l) => l.startsWith(`${lead.id},`))!;
    // Each cell a spreadsheet would read as a formula (= + - @ first) starts with an apostrophe, inside quotes.
    expect(line).toContain(`,"'@Gurpreet Sandhu",`);
    expect(line).toContain(`,"'-2+3 strips of paracetamol please",`);
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Sandhu"")",`);
    expect(line).toContain(`,"'+20000 strips",`);
    const [row] = (await csvRows(lead.seller, 'service_type=3rd%20Party%20Manufacturing')).filter(
      (x) => x['Lead ID'] === String(lead.id),
    );
    expect(row).toMatchObject({
      Mobile: '919824100002',
      'Requirement Emergency': '',
      'Call-Time Preference': '',
      City: 'Mohali',
      'Have GST Number?': 'No',
      'Have Drug License?': 'No',
      Experience: '',
      'Medicine types': '',
      Categories: 'Allopathic Formulations',
      'Selling Purpose': '',
      Investment: '',
      'Area of operation': '',
      'Order quantity': "'+20000 strips",
      'Order Value': 'Below Rs 1,00,000',
      'Company page': '',
    });

    const fields = lead.email.body.split('\n').filter((l) => /^[A-Z][^:]*\?*: /.test(l) && !l.startsWith('Sign in'));
    expect(fields).toEqual([
      'City: Mohali',
      'State: Punjab',
      'Firm name: =HYPERLINK("http://evil.example","Sandhu")',
      'Have GST Number?: No',
      'Have Drug License?: No',
      'Categories: Allopathic Formulations',
      'Order quantity: +20000 strips',
      'Order Value: Below Rs 1,00,000',
    ]);
    expect(lead.email.body).not.toMatch(/null|undefined|Requirement Emergency|Experience|Investment/);
    expect(lead.sms).toBe(
      `PharmaSetu: new verified lead for 3rd Party Manufacturing in Punjab. Buyer in Mohali. For: Allopathic Formulations. Details: http://localhost:3400/leads/${lead.id}`,
    );
  });

  it('an SMS stays within two segments: a long list is cut with "+N more", the link always kept', async () => {
    const b = buyer('9824100003');
    const many = {
      medicine_type: [
        'Tablets',
        'Capsules',
        'Soft Gelatin Capsules',
        'Syrups & Suspensions',
        'Dry Syrups',
        'Injections',
      ],
      service_for: [
        'General Range',
        'Gynaecology',
        'Dermatology / Cosmetics',
        'Paediatrics',
        'Orthopaedics',
        'Cardiac & Diabetic',
        'Ophthalmology',
        'Neuro & Psychiatry',
      ],
      pcd_area: 'Ludhiana, Punjab, India',
    };
    const posted = await b.post({ required_when: 'Within a month', call_time: 'Afternoon (12 PM - 4 PM)' });
    await b.contact(posted.enquiry_id);
    await b.requirement(posted.enquiry_id, many);
    await b.verify();
    await b.requirement(posted.enquiry_id, many);
    const { sms, id } = await firstLead(await internalEnquiryId(t.db, posted.enquiry_id));
    expect(sms.length).toBeLessThanOrEqual(LEAD_SMS_MAX);
    expect(sms).toMatch(/ For: General Range, Gynaecology, .+ \+\d+ more\./);
    expect(sms.endsWith(` Details: http://localhost:3400/leads/${id}`)).toBe(true);
  });

  it('the lead list is bounded: a limit above one page answers one page', async () => {
    const row = (
      await t.db.query<{ mobile: string }>(
        'SELECT a.mobile FROM seller_leads l JOIN seller_accounts a ON a.company_id = l.company_id ORDER BY l.id LIMIT 1',
      )
    ).rows[0]!;
    const seller = await signInSeller(t.app, row.mobile);
    const answer = (await seller.get('/seller/leads?offset=0&limit=100000')).json();
    expect(answer.limit).toBe(200);
  });
});
