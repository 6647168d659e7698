import { emit, on, theme, type SiteEvents } from '@pharmasetu/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTCOME_VISIBLE_MS } from '../callback/use-callback-popup';
import { settings } from '../test-support/card-driver';
import { installFakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import CallbackPopup from './callback-popup';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function openPopup(
  user = userEvent.setup({ delay: null }),
  detail: SiteEvents['enquiry:open-callback'] = { section: 'sticky enquiry' },
) {
  const api = installFakeApi();
  renderWithTheme(<CallbackPopup settings={settings} />);
  act(() => emit('enquiry:open-callback', detail));
  const dialog = await screen.findByRole('dialog', { name: 'Request Call Back' });
  await screen.findByRole('textbox', { name: 'Name' });
  const fill = async () => {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anita Sharma');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anita@example.com');
    await user.click(screen.getByRole('radio', { name: 'PCD Pharma Franchise' }));
  };
  const submit = () =>
    user.click(within(dialog).getByRole('button', { name: /request call back|please wait|posted|error/i }));
  return { api, user, dialog, fill, submit };
}

afterEach(() => jest.useRealTimers());

describe('exposed CallbackPopup (quick enquiry)', () => {
  it('opens on enquiry:open-callback with its fields, Cancel and Request Call Back', async () => {
    const { dialog } = await openPopup();
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
    expect(within(dialog).getByRole('group', { name: 'Service' })).toHaveTextContent(
      'PCD Pharma Franchise3rd Party Manufacturing',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request Call Back' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-section]')).toHaveAttribute('data-section', 'sticky enquiry');
  });

  it("shows the §5 messages one at a time ('Name is Required' … 'Choose Service')", async () => {
    const { user, submit, api } = await openPopup();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Name is Required');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid name');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ka');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Phone number');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '432101');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter 10 digit valid number');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '{Backspace}');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Email is Required');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anita@example');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose Service');
    expect(api.posts).toHaveLength(0);
  });

  it("success: 'Please wait...', then 'Enquiry posted successfully' in green, tracked, fields cleared, then it closes", async () => {
    jest.useFakeTimers();
    const tracked: SiteEvents['track:event'][] = [];
    const off = on('track:event', (d) => tracked.push(d));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api, fill, submit } = await openPopup(user);
    api.reply('/api/post-quick-enquiry', 'held');
    await fill();
    await submit();
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveAttribute('aria-disabled', 'true');
    await submit();
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]!.body).toEqual({
      name: 'Anita Sharma',
      email: 'anita@example.com',
      phone_number: '9876543210',
      type: 'PCD Pharma Franchise',
      listing_slug: '',
      country_code: 'IN',
      isd_code: '91',
    });
    expect(api.posts[0]!.headers['Idempotency-Key']).toBeTruthy();
    act(() => api.release({ status: 200, body: { status: 'posted', id: 9 } }));
    const button = await screen.findByRole('button', { name: 'Enquiry posted successfully' });
    expect(button).toHaveStyle({ backgroundColor: rgb(theme.colors.green) });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(tracked.map((t) => [t.name, t.params?.section])).toEqual([
      ['conversion', 'sticky enquiry'],
      ['quick_enquiry_posted', 'sticky enquiry'],
    ]);
    act(() => jest.advanceTimersByTime(OUTCOME_VISIBLE_MS));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    off();
  });

  it("failure (non-200 or network): 'Error while posting' in red, fields cleared; Cancel resets the status", async () => {
    const { api, fill, submit, user } = await openPopup();
    api.reply('/api/post-quick-enquiry', { status: 500, body: { status: 500, message: 'unknown error' } });
    await fill();
    await submit();
    const button = await screen.findByRole('button', { name: 'Error while posting' });
    expect(button).toHaveStyle({ backgroundColor: rgb(theme.colors.red) });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('enquiry:open-callback', { section: 'sticky enquiry' }));
    expect(await screen.findByRole('button', { name: 'Request Call Back' })).toBeInTheDocument();
  });

  it("opened on a company's page, the call back is addressed to it (listing_slug is the company's slug)", async () => {
    const { fill, submit, api } = await openPopup(undefined, { section: 'sticky enquiry', listingSlug: 'acme-pharma' });
    await fill();
    await submit();
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]).toMatchObject({
      path: '/api/post-quick-enquiry',
      body: { name: 'Anita Sharma', listing_slug: 'acme-pharma' },
    });
  });
});
