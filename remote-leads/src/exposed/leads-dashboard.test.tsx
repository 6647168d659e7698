import {
  localSiteSettings,
  theme,
  type DashboardLocation,
  type SellerLead,
  type SellerLeadDetails,
} from '@pharmasetu/shared-contracts';
import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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
  follow_up_on: null,
  hot: false,
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
  not_relevant_reason: null,
  note: '',
  timeline: [],
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
const quota = {
  package: { id: 5, name: 'Free', price_inr: 0, period: 'year' },
  weekly_quota: 3,
  used: 1,
  left: 2,
  next_free_at: '2026-11-30T10:00:00.000Z',
  since: null,
};
/** The calls every signed-in page makes besides its own. */
const signedInApi = {
  'GET /seller/me': () => ({ status: 200, body: me }),
  'GET /seller/quota': () => ({ status: 200, body: quota }),
  'GET /seller/follow-ups': () => ({ status: 200, body: { leads: [] } }),
  'GET /api/cities2': () => ({
    status: 200,
    body: [
      { name: 'Mohali', state: 'Punjab', country_name: 'India' },
      { name: 'Ludhiana', state: 'Punjab', country_name: 'India' },
      { name: 'Panaji', state: 'Goa', country_name: 'India' },
    ],
  }),
};

const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <LeadsDashboard settings={settings} />
    </ThemeProvider>,
  );

const locationOf = (to: string): DashboardLocation => {
  const url = new URL(to, 'http://localhost:3400');
  return { pathname: url.pathname, search: url.search };
};
/** The dashboard as the shell hosts it: its location and navigation are the host router's (here, a state). */
function hosted(start: string) {
  const visited: string[] = [];
  let go: (to: string) => void = () => undefined;
  function Host() {
    const [location, setLocation] = useState(locationOf(start));
    go = (to) => {
      visited.push(to);
      setLocation(locationOf(to));
    };
    return <LeadsDashboard settings={settings} location={location} navigate={(to) => go(to)} />;
  }
  render(
    <ThemeProvider theme={theme}>
      <Host />
    </ThemeProvider>,
  );
  return { visited };
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => jest.useRealTimers());

describe('LeadsDashboard', () => {
  it("signs in with the registered mobile and the SMS code, showing the api's error on a wrong code", async () => {
    let signedIn = false;
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/me': () =>
        signedIn ? { status: 200, body: me } : { status: 401, body: { error: 'Please sign in' } },
      'POST /seller/sign-in/otp': () => ({ status: 200, body: { status: 'sent', channel: 'sms', expires_in: 600 } }),
      'POST /seller/sign-in/verify': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? ((signedIn = true), { status: 200, body: me })
          : { status: 400, body: { error: 'Invalid OTP' } },
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 21, offset: 0 } }),
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
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/seller/sign-in/otp', { mobile: '9814055501', country: 'IN' }],
      ['/seller/sign-in/verify', { otp: '000000' }],
      ['/seller/sign-in/verify', { otp: '123456' }],
    ]);
  });

  it('after Send OTP the number can be changed at once, and the code sent again when the countdown ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const api = installFakeSellerApi({
      'GET /seller/me': () => ({ status: 401, body: { error: 'Please sign in' } }),
      'POST /seller/sign-in/otp': () => ({ status: 200, body: { status: 'sent', channel: 'sms', expires_in: 600 } }),
    });
    show();
    const mobile = await screen.findByLabelText('Registered mobile number');
    fireEvent.change(mobile, { target: { value: '9814055500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Resend OTP in 2:00')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(mobile).not.toHaveAttribute('readonly');
    // The first number keeps its own countdown; another one may have its code at once.
    expect(screen.getByRole('button', { name: 'Send OTP again in 2:00' })).toBeDisabled();
    fireEvent.change(mobile, { target: { value: '9814055501' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(async () => void jest.advanceTimersByTime(120_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { mobile: string }).mobile)).toEqual([
      '9814055500',
      '9814055501',
      '9814055501',
    ]);
  });

  it("the api out of reach: says so with a retry, never the sign-in form; the retry gets the seller's page", async () => {
    let up = false;
    installFakeSellerApi({ ...signedInApi, 'GET /seller/leads': () => ({ status: 200, body: { leads: [lead] } }) });
    const reachable = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!up) throw new TypeError('Failed to fetch');
      return reachable(input, init);
    }) as typeof fetch;
    show();
    expect(await screen.findByRole('heading', { name: 'Can’t reach PharmaSetu' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Registered mobile number')).toBeNull();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Punjab Remedies: leads' })).toBeInTheDocument();
  });

  it('a 5xx of the api is out of reach too; a 401 is the sign-in', async () => {
    installFakeSellerApi({ 'GET /seller/me': () => ({ status: 502 }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Can’t reach PharmaSetu' })).toBeInTheDocument();
  });

  it('filters are pick lists kept in the address; the list, the CSV and the lead links follow them', async () => {
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 21, offset: 0 } }),
    });
    const host = hosted('/?status=new&state=Punjab');
    await screen.findByText('Gurpreet Sandhu');
    expect(api.calls.find((c) => c.path === '/seller/leads')!.query).toBe('?state=Punjab&status=new&limit=21&offset=0');
    const stateSelect = screen.getByLabelText('State');
    expect(stateSelect.tagName).toBe('SELECT');
    await waitFor(() =>
      expect(
        within(stateSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Goa', 'Punjab']),
    );
    expect(stateSelect).toHaveValue('Punjab');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost:4001/seller/leads.csv?state=Punjab&status=new&offset=0',
    );
    expect(screen.getByRole('link', { name: 'View lead 41' })).toHaveAttribute(
      'href',
      '/leads/41?state=Punjab&status=new',
    );
    fireEvent.change(screen.getByLabelText('Service type'), { target: { value: '3rd Party Manufacturing' } });
    expect(host.visited.at(-1)).toBe('/?service_type=3rd+Party+Manufacturing&state=Punjab&status=new');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/seller/leads').at(-1)!.query).toBe(
        '?service_type=3rd+Party+Manufacturing&state=Punjab&status=new&limit=21&offset=0',
      ),
    );
  });

  it('a hot lead wears a "Hot" badge in words on its row and its page; hot leads only or first is kept in the address', async () => {
    const hot: SellerLead = { ...lead, id: 42, buyer_name: 'Simran Kaur', hot: true };
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads': ({ url }) => ({
        status: 200,
        body: { leads: url.searchParams.get('hot') === 'only' ? [hot] : [lead, hot], limit: 21, offset: 0 },
      }),
      'GET /seller/leads/42': () => ({ status: 200, body: { ...details, ...hot, required_when: 'Immediately' } }),
    });
    const host = hosted('/');
    const rows = (await screen.findByText('Simran Kaur')).closest('table')!.querySelectorAll('tbody tr');
    expect(within(rows[1] as HTMLElement).getByTitle(/^Hot: the buyer needs it soon/)).toHaveTextContent(
      /^Hot: the buyer needs it soon and asked within the last 48 hours$/,
    );
    expect(within(rows[0] as HTMLElement).queryByText('Hot')).not.toBeInTheDocument();
    expect(rows[0]).not.toHaveTextContent('Hot');

    fireEvent.change(screen.getByLabelText('Hot leads'), { target: { value: 'only' } });
    expect(host.visited.at(-1)).toBe('/?hot=only');
    await waitFor(() => expect(screen.queryByText('Gurpreet Sandhu')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === '/seller/leads').at(-1)!.query).toBe('?hot=only&limit=21&offset=0');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost:4001/seller/leads.csv?hot=only&offset=0',
    );
    fireEvent.change(screen.getByLabelText('Hot leads'), { target: { value: 'first' } });
    expect(host.visited.at(-1)).toBe('/?hot=first');

    fireEvent.click(await screen.findByRole('link', { name: 'View lead 42' }));
    expect(host.visited.at(-1)).toBe('/leads/42?hot=first');
    expect(await screen.findByText('The buyer needs it immediately and asked within the last 48 hours.')).toBeVisible();
    expect(screen.getByText('Hot')).toBeInTheDocument();
  });

  it('an unknown hot value in the address is ignored, not sent', async () => {
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 21, offset: 0 } }),
    });
    hosted('/?hot=everything');
    await screen.findByText('Gurpreet Sandhu');
    expect(api.calls.find((c) => c.path === '/seller/leads')!.query).toBe('?limit=21&offset=0');
    expect(screen.getByLabelText('Hot leads')).toHaveValue('');
  });

  it('an empty filtered list says so and clears the filters; an unfiltered empty one has no leads yet', async () => {
    installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads': ({ url }) => ({
        status: 200,
        body: { leads: url.searchParams.get('state') ? [] : [lead], limit: 21, offset: 0 },
      }),
    });
    const host = hosted('/?state=Goa');
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
    expect(screen.queryByText('No leads yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(host.visited).toEqual(['/']);
    expect(await screen.findByText('Gurpreet Sandhu')).toBeInTheDocument();
  });

  it('pages through the leads: a next page only when there is one, its number in the address', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ ...lead, id: 100 - i, buyer_name: `Buyer ${i}` }));
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads': ({ url }) => ({
        status: 200,
        body: { leads: url.searchParams.get('offset') === '0' ? many : many.slice(0, 3), limit: 21, offset: 0 },
      }),
    });
    const host = hosted('/');
    await screen.findByText('Buyer 19');
    expect(screen.queryByText('Buyer 20')).toBeNull(); // 20 a page: the 21st only says there is a next one
    fireEvent.click(screen.getByRole('link', { name: 'Older leads' }));
    expect(host.visited).toEqual(['/?page=2']);
    await screen.findByText('Page 2');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/seller/leads').at(-1)!.query).toContain('offset=20'),
    );
    expect(screen.queryByRole('link', { name: 'Older leads' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Newer leads' })).toHaveAttribute('href', '/');
  });

  it('a lead at its address: marked quoted, a note, a follow-up, call and WhatsApp; each in the timeline', async () => {
    let current: SellerLeadDetails = { ...details };
    const stamp = (kind: SellerLeadDetails['timeline'][number]['kind'], detail = '') =>
      (current = { ...current, timeline: [...current.timeline, { kind, detail, at: '2026-11-26T10:00:00.000Z' }] });
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads/41': () => ({ status: 200, body: current }),
      'POST /seller/leads/41/status': ({ body }) => {
        const b = body as { status: SellerLead['status']; reason?: string };
        current = { ...current, status: b.status, not_relevant_reason: (b.reason ?? null) as never };
        stamp('status', b.reason ? `${b.status}: ${b.reason}` : b.status);
        return { status: 200, body: { id: 41, ...b } };
      },
      'POST /seller/leads/41/note': ({ body }) => {
        current = { ...current, note: (body as { note: string }).note.trim() };
        stamp('note', 'added');
        return { status: 200, body: { id: 41, note: current.note } };
      },
      'POST /seller/leads/41/follow-up': ({ body }) => {
        current = { ...current, follow_up_on: (body as { follow_up_on: string }).follow_up_on };
        stamp('follow_up', current.follow_up_on!);
        return { status: 200, body: { id: 41, follow_up_on: current.follow_up_on } };
      },
      'POST /seller/leads/41/contact': ({ body }) => {
        stamp((body as { channel: 'call' | 'whatsapp' }).channel);
        return { status: 200, body: { id: 41 } };
      },
    });
    const tracked: unknown[] = [];
    const track = (e: Event) => tracked.push((e as CustomEvent).detail);
    window.addEventListener('track:event', track);
    hosted('/leads/41?status=new');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark quoted' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked quoted.');
    expect(screen.getByRole('button', { name: 'Mark quoted' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Only your company sees this note'), {
      target: { value: 'Sent the rate list' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Follow up on'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    expect(await screen.findByText('Follow-up saved.')).toBeInTheDocument();

    const whatsapp = screen.getByRole('link', { name: 'WhatsApp Gurpreet Sandhu' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919812500001');
    whatsapp.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(whatsapp);
    const call = screen.getByRole('link', { name: 'Call Gurpreet Sandhu' });
    expect(call).toHaveAttribute('href', 'tel:+919812500001');
    call.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(call);
    window.removeEventListener('track:event', track);
    expect(tracked).toEqual([{ name: 'whatsapp_click', params: { category: 'WhatsApp Free Member' } }]);

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    await waitFor(() =>
      expect(
        within(timeline)
          .getAllByRole('listitem')
          .map((li) => li.textContent!.replace(li.querySelector('time')!.textContent!, '').trim()),
      ).toEqual([
        'Received',
        'Marked quoted',
        'Note added',
        'Follow-up set for 1 Dec 2026',
        'Opened WhatsApp to the buyer',
        'Called the buyer',
      ]),
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/seller/leads/41/status', { status: 'quoted' }],
      ['/seller/leads/41/note', { note: 'Sent the rate list' }],
      ['/seller/leads/41/follow-up', { follow_up_on: '2026-12-01' }],
      ['/seller/leads/41/contact', { channel: 'whatsapp' }],
      ['/seller/leads/41/contact', { channel: 'call' }],
    ]);
    expect(screen.getByRole('link', { name: 'Back to leads' })).toHaveAttribute('href', '/?status=new');
  });

  it('not relevant needs a reason from the list; the api gets it', async () => {
    let current: SellerLeadDetails = { ...details };
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads/41': () => ({ status: 200, body: current }),
      'POST /seller/leads/41/status': ({ body }) => {
        const b = body as { status: 'not_relevant'; reason: 'Outside our area' };
        current = { ...current, status: b.status, not_relevant_reason: b.reason };
        return { status: 200, body: { id: 41, ...b } };
      },
    });
    hosted('/leads/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark not relevant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose why the lead is not relevant.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Not relevant because'), { target: { value: 'Outside our area' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark not relevant' }));
    expect(await screen.findByText('Not relevant: Outside our area')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      status: 'not_relevant',
      reason: 'Outside our area',
    });
  });

  it('the quota and package, and the follow-ups due, at the top of the leads', async () => {
    installFakeSellerApi({
      ...signedInApi,
      'GET /seller/quota': () => ({ status: 200, body: { ...quota, used: 3, left: 0 } }),
      'GET /seller/follow-ups': () => ({
        status: 200,
        body: { leads: [{ ...lead, id: 7, buyer_name: 'Due Buyer', follow_up_on: '2026-11-25' }] },
      }),
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 21, offset: 0 } }),
    });
    hosted('/');
    const card = await screen.findByRole('region', { name: 'Quota and package' });
    expect(card).toHaveTextContent('3 of 3 leads this week · 0 left');
    expect(card).toHaveTextContent('Free package');
    expect(within(card).getByRole('link', { name: 'upgrade your package' })).toHaveAttribute(
      'href',
      'http://localhost:3000/pricing',
    );
    const due = await screen.findByRole('region', { name: 'Follow-ups due' });
    expect(due).toHaveTextContent('Due Buyer');
    expect(due).toHaveTextContent('follow up 25 Nov 2026');
    expect(within(due).getByRole('link', { name: 'View lead 7' })).toHaveAttribute('href', '/leads/7');
  });

  it('preferences: why general leads cannot arrive, the choices, and saving them', async () => {
    let reach = { listed: false, company_state: '', problems: ['no_service_type', 'no_place', 'not_listed'] };
    const api = installFakeSellerApi({
      ...signedInApi,
      'GET /seller/preferences': () => ({
        status: 200,
        body: { service_types: [], states: [], categories: [], medicine_types: [], min_order_value: null },
      }),
      'GET /seller/lead-reach': () => ({ status: 200, body: reach }),
      'POST /seller/preferences': ({ body }) => {
        reach = { listed: true, company_state: '', problems: [] };
        return { status: 200, body };
      },
    });
    const host = hosted('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Preferences' }));
    expect(host.visited).toEqual(['/preferences']);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('General leads cannot reach you right now');
    expect(warning).toHaveTextContent('No service type is chosen');
    expect(warning).toHaveTextContent('Your company has no state');
    expect(screen.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'PCD Pharma Franchise' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Goa' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gynaecology' }));
    fireEvent.change(screen.getByLabelText('Minimum order value (3rd party manufacturing)'), {
      target: { value: '100001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Preferences saved.');
    expect(screen.queryByText('General leads cannot reach you right now:')).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      service_types: ['PCD Pharma Franchise'],
      states: ['Goa'],
      categories: ['Gynaecology'],
      medicine_types: [],
      min_order_value: 100001,
    });
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('aria-current', 'page');
  });

  it('My listing is an address of its own: its link goes to /listing, which shows the listing editor', async () => {
    installFakeSellerApi({
      ...signedInApi,
      'GET /seller/listing': () => ({ status: 404, body: { message: 'Not found' } }),
      'GET /seller/listing/history': () => ({ status: 200, body: { entries: [] } }),
      'GET /api/cities2': () => ({ status: 200, body: [] }),
    });
    const host = hosted('/');
    fireEvent.click(await screen.findByRole('link', { name: 'My listing' }));
    expect(host.visited).toEqual(['/listing']);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(': my listing');
    expect(screen.getByRole('link', { name: 'My listing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Leads' })).toBeNull();
  });

  it("given a leadId (the link in a lead's SMS), opens that lead once signed in", async () => {
    installFakeSellerApi({
      ...signedInApi,
      'GET /seller/leads/41': () => ({ status: 200, body: details }),
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 21, offset: 0 } }),
    });
    render(
      <ThemeProvider theme={theme}>
        <LeadsDashboard settings={settings} leadId={41} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('link', { name: '+91 9812500001' })).toHaveAttribute('href', 'tel:+919812500001');
    fireEvent.click(screen.getByRole('link', { name: 'Back to leads' }));
    expect(await screen.findByRole('link', { name: 'View lead 41' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
  it('a lead shows every field the buyer gave, labelled as the card labels them, with its options as words', async () => {
    installFakeSellerApi({
      ...signedInApi,
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
      ...signedInApi,
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
      ...signedInApi,
      'GET /seller/leads': () => ({ status: 200, body: { leads: [lead], limit: 200, offset: 0 } }),
      'GET /seller/leads/41': () => ({ status: 404, body: { error: 'Lead not found' } }),
    });
    show();
    fireEvent.click(await screen.findByRole('link', { name: 'View lead 41' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lead not found');
  });
});
