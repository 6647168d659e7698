import { localSiteSettings, theme, type SellerLead, type SellerLeadDetails } from '@pharmasetu/shared-contracts';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeSellerApi } from '../test-support/fake-seller-api';
import LeadsDashboard from './leads-dashboard';

const settings = localSiteSettings('dashboard');
const me = { name: 'Harpreet Grewal', company: { id: 9, name: 'Punjab Remedies', slug: 'punjab-remedies' } };
const lead: SellerLead = {
  id: 41,
  service_type: 'PCD Pharma Franchise',
  state: 'Punjab',
  status: 'new',
  routed_at: '2026-11-23T10:00:00.000Z',
  buyer_name: 'Gurpreet Sandhu',
  buyer_mobile: '9812500001',
  message: 'Need a PCD franchise',
};
const details: SellerLeadDetails = {
  ...lead,
  buyer_email: 'g@example.com',
  buyer_address: 'Mohali, Punjab, India',
  buyer_country_code: 'IN',
  buyer_isd_code: '91',
  categories: ['Gynaecology'],
  medicine_types: ['Tablets'],
  pcd_area: 'Ludhiana, Punjab, India',
  quantity: null,
  required_when: null,
  call_time: null,
  firm_name: null,
  gst_number: 1,
  drug_license: 0,
  experience: null,
  profession: null,
  selling_purpose: null,
  investment: null,
  order_value: null,
  listing: null,
};
/** A lead where the buyer answered every field of steps 0 to 2 (a 3rd party requirement from a company page). */
const everything: SellerLeadDetails = {
  ...details,
  service_type: '3rd Party Manufacturing',
  message: 'Need 20,000 strips of paracetamol\nwith our brand',
  required_when: 'Within 15 days',
  call_time: 'Morning (9 AM - 12 PM)',
  firm_name: 'Sandhu Pharma',
  gst_number: 2,
  drug_license: 1,
  experience: '3 - 5 years',
  profession: 'Distributor / Stockist',
  medicine_types: ['Tablets', 'Syrups & Suspensions'],
  categories: ['Allopathic Formulations', 'Nutraceuticals & Food Supplements'],
  selling_purpose: 'Distribution network',
  investment: 50_001,
  pcd_area: 'Ludhiana, Punjab, India',
  quantity: '20,000 strips',
  order_value: 100_001,
  listing: { name: 'Punjab Remedies', slug: 'punjab-remedies' },
};
const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <LeadsDashboard settings={settings} />
    </ThemeProvider>,
  );

describe('LeadsDashboard', () => {
  it("signs in with the registered mobile and the SMS code, showing the api's error on a wrong code", async () => {
    let signedIn = false;
    const api = installFakeSellerApi({
      'GET /seller/me': () =>
        signedIn ? { status: 200, body: me } : { status: 401, body: { error: 'Please sign in' } },
      'POST /seller/sign-in/otp': () => ({ status: 200, body: { status: 'sent', channel: 'sms', expires_in: 600 } }),
      'POST /seller/sign-in/verify': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? ((signedIn = true), { status: 200, body: me })
          : { status: 400, body: { error: 'Invalid OTP' } },
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 200, offset: 0 } }),
    });
    show();
    fireEvent.change(await screen.findByLabelText('Registered mobile number'), { target: { value: '9814055501' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Punjab Remedies: leads' })).toBeInTheDocument();
    expect(await screen.findByText('9812500001')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/seller/sign-in/otp', { mobile: '9814055501', country: 'IN' }],
      ['/seller/sign-in/verify', { otp: '000000' }],
      ['/seller/sign-in/verify', { otp: '123456' }],
    ]);
  });

  it('filters the list, links the CSV of the same filters, opens a lead and marks it contacted', async () => {
    let status = 'new';
    const api = installFakeSellerApi({
      'GET /seller/me': () => ({ status: 200, body: me }),
      'GET /seller/leads': () => ({ status: 200, body: { leads: [{ ...lead, status }], limit: 200, offset: 0 } }),
      'GET /seller/leads/41': () => ({ status: 200, body: { ...details, status } }),
      'POST /seller/leads/41/status': ({ body }) => (
        (status = (body as { status: string }).status),
        { status: 200, body: { id: 41, status } }
      ),
    });
    show();
    await screen.findByText('Gurpreet Sandhu');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Punjab' } });
    await waitFor(() => expect(api.calls.at(-1)!.query).toBe('?state=Punjab&status=new&offset=0'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost:4001/seller/leads.csv?state=Punjab&status=new&offset=0',
    );

    fireEvent.click(screen.getByRole('button', { name: 'View lead 41' }));
    expect(await screen.findByRole('link', { name: '+91 9812500001' })).toHaveAttribute('href', 'tel:+919812500001');
    expect(screen.getByRole('link', { name: 'g@example.com' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark contacted' })).toBeDisabled());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/seller/leads/41/status',
      body: { status: 'contacted' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to leads' }));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(await screen.findByRole('cell', { name: 'Contacted' })).toBeInTheDocument();
  });

  it("given a leadId (the link in a lead's SMS), opens that lead once signed in", async () => {
    installFakeSellerApi({
      'GET /seller/me': () => ({ status: 200, body: me }),
      'GET /seller/leads/41': () => ({ status: 200, body: details }),
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 200, offset: 0 } }),
    });
    render(
      <ThemeProvider theme={theme}>
        <LeadsDashboard settings={settings} leadId={41} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('link', { name: '+91 9812500001' })).toHaveAttribute('href', 'tel:+919812500001');
    fireEvent.click(screen.getByRole('button', { name: 'Back to leads' }));
    expect(await screen.findByRole('button', { name: 'View lead 41' })).toBeInTheDocument();
  });

  it('a lead shows every field the buyer gave, labelled as the card labels them, with its options as words', async () => {
    installFakeSellerApi({
      'GET /seller/me': () => ({ status: 200, body: me }),
      'GET /seller/leads/41': () => ({ status: 200, body: everything }),
    });
    render(
      <ThemeProvider theme={theme}>
        <LeadsDashboard settings={settings} leadId={41} />
      </ThemeProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Lead details' });
    await screen.findByRole('heading', { name: '3rd Party Manufacturing in Punjab' });
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, definitions[i]]))).toEqual({
      Buyer: 'Gurpreet Sandhu',
      Mobile: '+91 9812500001',
      'E-mail': 'g@example.com',
      Message: 'Need 20,000 strips of paracetamol\nwith our brand',
      'Requirement Emergency': 'Within 15 days',
      'Call-Time Preference': 'Morning (9 AM - 12 PM)',
      City: 'Mohali',
      State: 'Punjab',
      'Firm name': 'Sandhu Pharma',
      'Have GST Number?': 'Applied',
      'Have Drug License?': 'Yes',
      Experience: '3 - 5 years',
      Profession: 'Distributor / Stockist',
      'Medicine types': 'Tablets, Syrups & Suspensions',
      Categories: 'Allopathic Formulations, Nutraceuticals & Food Supplements',
      'Selling Purpose': 'Distribution network',
      Investment: 'Above Rs 50,000',
      'Area of operation': 'Ludhiana, Punjab, India',
      'Order quantity': '20,000 strips',
      'Order Value': 'Above Rs 1,00,000',
      'Company page': 'Punjab Remedies',
      Status: 'New',
    });
    expect(terms).toHaveLength(definitions.length);
    expect(screen.getByRole('link', { name: 'Punjab Remedies' })).toHaveAttribute(
      'href',
      'http://localhost:3200/punjab-remedies',
    );
    expect(region).not.toHaveTextContent(/null|undefined|49999|50001|100001/);
  });

  it('a field the buyer skipped is left out, not shown empty', async () => {
    installFakeSellerApi({
      'GET /seller/me': () => ({ status: 200, body: me }),
      'GET /seller/leads/41': () => ({
        status: 200,
        body: {
          ...details,
          buyer_email: null,
          buyer_address: null,
          categories: [],
          medicine_types: [],
          pcd_area: null,
        },
      }),
    });
    render(
      <ThemeProvider theme={theme}>
        <LeadsDashboard settings={settings} leadId={41} />
      </ThemeProvider>,
    );
    await screen.findByRole('heading', { name: 'PCD Pharma Franchise in Punjab' });
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Buyer',
      'Mobile',
      'Message',
      'Have GST Number?',
      'Have Drug License?',
      'Status',
    ]);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Gurpreet Sandhu',
      '+91 9812500001',
      'Need a PCD franchise',
      'Yes',
      'No',
      'New',
    ]);
  });

  it("a lead that is not this seller's shows the api's 404 message", async () => {
    installFakeSellerApi({
      'GET /seller/me': () => ({ status: 200, body: me }),
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 200, offset: 0 } }),
      'GET /seller/leads/41': () => ({ status: 404, body: { error: 'Lead not found' } }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'View lead 41' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lead not found');
  });
});
