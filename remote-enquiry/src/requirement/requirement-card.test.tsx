import { ThemeProvider } from '@emotion/react';
import { on, theme, type SiteEvents } from '@pharmasetu/shared-contracts';
import { act, screen } from '@testing-library/react';
import { renderCard, settings } from '../test-support/card-driver';
import { installFakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import { RequirementCard } from './requirement-card';

/** From contact to success: step 1, a third-party order quantity, the OTP. */
async function throughOtp(d: ReturnType<typeof renderCard>) {
  await d.fillContact();
  await d.next();
  await d.atStep('Specific Requirement');
  await d.user.type(screen.getByRole('textbox', { name: 'Order quantity' }), '20 units');
  await d.next();
  await d.atStep('OTP Verification');
  await d.user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
  await d.next();
  await d.atStep('Successful Submission');
}

describe('the requirement card, end to end against a fake api', () => {
  it.each([
    [
      { status: 'routed', sellers: 7 },
      'Your enquiry has been posted successfully.7 matching sellers have received it. We have sent you an SMS with a link to close it when you are done.',
    ],
    [
      { status: 'duplicate', since: '2026-03-12T05:12:00.000Z', sellers: 9, companies: [] },
      'You have already posted this requirement.It was sent to 9 sellers on 12 Mar, 10:42 am. They have it, so we have not sent it again.',
    ],
  ])('the success step tells what the api said became of it: %j', async (delivery, text) => {
    const d = renderCard({ section: 'home page' });
    const updated = { status: 'updated', enquiry_id: 'x', customerDataComplete: true };
    d.api.reply(
      '/enquiry/update',
      { status: 200, body: updated },
      { status: 200, body: updated },
      { status: 200, body: { ...updated, delivery } },
    );
    await d.fillPostRequirement({ service: '3rd Party Manufacturing' });
    await d.next();
    await d.atStep('Contact & Business Information');
    await throughOtp(d);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('general flow: post requirement → contact → specific requirement → OTP → success, with the right payloads and tracking', async () => {
    const tracked: SiteEvents['track:event'][] = [];
    const off = on('track:event', (d) => tracked.push(d));
    const d = renderCard({ section: 'home page' });
    await d.fillPostRequirement({ service: '3rd Party Manufacturing' });
    await d.user.selectOptions(await screen.findByRole('combobox', { name: 'Requirement Emergency' }), 'Immediately');
    await d.next();
    await d.atStep('Contact & Business Information');
    expect(d.api.posts[0]).toMatchObject({
      path: '/enquiry/new',
      body: {
        service_type: '3rd Party Manufacturing',
        mobile: '9876543210',
        message: 'I need paracetamol tablets',
        country_code: 'IN',
        isd_code: '91',
        source: 'Website',
        required_when: 'Immediately',
      },
    });
    expect(d.api.posts[0]!.body).not.toHaveProperty('listing_slug');
    expect(tracked.map((t) => [t.name, t.params?.section])).toEqual([
      ['conversion', 'home page'],
      ['requirement_posted', 'home page'],
    ]);
    await throughOtp(d);
    expect(screen.getByRole('status')).toHaveTextContent('Your enquiry has been posted successfully.');
    // The api said nothing about delivery (an older api): the spec's message alone.
    expect(screen.getByRole('status')).toHaveTextContent(/^Your enquiry has been posted successfully\.$/);
    expect(d.api.posts.map((p) => p.path)).toEqual([
      '/enquiry/new',
      '/enquiry/update',
      '/enquiry/update',
      '/enquiry/otp/generate',
      '/enquiry/otp/validate',
      '/enquiry/update',
    ]);
    expect(d.api.posts[5]!.body).toEqual(d.api.posts[2]!.body);
    expect(d.api.posts[0]!.headers['X-XSRF-TOKEN']).toBe('csrf-token');
    off();
  });

  it("an enquiry post failure shows the response's error field, else 'Some unknown error has occurred. Try again later.'", async () => {
    const d = renderCard();
    d.api.reply(
      '/enquiry/new',
      { status: 429, body: { error: 'Too many requests. Please try again later.' } },
      'network-error',
    );
    await d.fillPostRequirement();
    await d.next();
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    await d.next();
    expect(await screen.findByText('Some unknown error has occurred. Try again later.')).toBeInTheDocument();
    expect(d.title()).toHaveTextContent('Post your Requirement');
  });

  it('a double click posts once; a retry after a network failure reuses the idempotency key', async () => {
    const d = renderCard();
    d.api.reply('/enquiry/new', 'held');
    await d.fillPostRequirement();
    await d.user.dblClick(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveAttribute('aria-disabled', 'true');
    expect(d.api.posts).toHaveLength(1);
    act(() => d.api.release({ status: 502 }));
    expect(await screen.findByText('Some unknown error has occurred. Try again later.')).toBeInTheDocument();
    await d.next();
    await d.atStep('Contact & Business Information');
    expect(d.api.posts).toHaveLength(2);
    expect(d.api.posts[1]!.headers['Idempotency-Key']).toBe(d.api.posts[0]!.headers['Idempotency-Key']);
  });

  it("a product name starts the message 'I am Interested in : ' + product; a new product resets it after 1 s", async () => {
    jest.useFakeTimers();
    const d = renderCard({ productName: 'Paracetamol' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('I am Interested in : Paracetamol');
    d.view.rerender(
      <ThemeProvider theme={theme}>
        <RequirementCard settings={settings} section="navbar" productName="Cetirizine" />
      </ThemeProvider>,
    );
    act(() => jest.advanceTimersByTime(999));
    expect(message).toHaveValue('I am Interested in : Paracetamol');
    act(() => jest.advanceTimersByTime(1));
    expect(message).toHaveValue('I am Interested in : Cetirizine');
    jest.useRealTimers();
  });

  it('caches the constant data encoded in localStorage and reads it back without a call', async () => {
    const first = renderCard();
    await screen.findByRole('option', { name: 'Within a month' });
    const cached = localStorage.getItem('enquiry_const_data');
    expect(cached).not.toBeNull();
    expect(cached).not.toContain('Within a month');
    first.view.unmount();
    localStorage.setItem('enquiry_const_data', cached!);
    const api = installFakeApi();
    renderWithTheme(<RequirementCard settings={settings} section="navbar" />);
    expect(screen.getByRole('option', { name: 'Within a month' })).toBeInTheDocument();
    expect(api.gets).not.toContain('/api/const-data');
  });
});
