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
