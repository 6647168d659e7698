import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCard } from '../test-support/card-driver';

afterEach(() => jest.useRealTimers());

/** A company-listing card: post requirement asks for the OTP first. */
async function atOtp(
  postRequirement: Parameters<ReturnType<typeof renderCard>['fillPostRequirement']>[0] = {},
  options: Parameters<typeof renderCard>[1] = {},
) {
  const driver = renderCard({ listingSlug: 'acme-pharma' }, options);
  await driver.fillPostRequirement(postRequirement);
  await driver.next();
  await screen.findByRole('textbox', { name: 'Enter OTP' });
  return driver;
}

describe('the OTP step: OTP Verification', () => {
  it("India: 'OTP Verification' by SMS, on a red company header, before anything is posted", async () => {
    const { api, title } = await atOtp();
    expect(title()).toHaveTextContent(/^OTP Verification$/);
    expect(screen.getByTestId('requirement-card-header')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/otp/generate']);
    expect(screen.getByText(/sent a 6-digit code to \+91 9876543210/)).toBeInTheDocument();
  });

  it("non-India on a company page: 'Email OTP Verification', the code sent by e-mail", async () => {
    const { api, title } = await atOtp({
      country: 'AE',
      mobile: '501234567',
      email: 'buyer@example.ae',
      message: 'Franchise enquiry from Dubai',
    });
    expect(title()).toHaveTextContent('Email OTP Verification');
    expect(api.posts[0]!.body).toEqual({
      mobile: '501234567',
      country: 'AE',
      email: 'buyer@example.ae',
      email_otp: true,
      listing_slug: 'acme-pharma',
    });
  });

  it("requires the OTP ('Please Enter OTP'), shows the response's error field, and a change clears it", async () => {
    const { user, next, alert, api } = await atOtp();
    await next();
    expect(alert()).toHaveTextContent('Please Enter OTP');
    api.reply('/enquiry/otp/validate', { status: 400, body: { error: 'Invalid OTP' } });
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '000000');
    await next();
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '{Backspace}');
    expect(alert()).toBeEmptyDOMElement();
  });

  it('a valid OTP posts the stored enquiry with its listing slug, then goes on to contact', async () => {
    const { user, next, api, atStep } = await atOtp();
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await next();
    await atStep('Contact & Business Information');
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/otp/generate', '/enquiry/otp/validate', '/enquiry/new']);
    expect(api.posts[1]!.body).toEqual({ otp: '123456' });
    expect(api.posts[2]!.body).toMatchObject({ listing_slug: 'acme-pharma', mobile: '9876543210', source: 'Website' });
    expect(api.posts[2]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers resend only after a 120 s countdown, which restarts after a resend', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = await atOtp({}, { user });
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 2:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 0:01');
    act(() => jest.advanceTimersByTime(1_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 2:00');
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/otp/generate', '/enquiry/otp/generate']);
  });

  it('after the wrong code that locks it, Resend appears as soon as the api allows a new code, not 2 minutes on', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api, next } = await atOtp({}, { user });
    const input = screen.getByRole('textbox', { name: 'Enter OTP' });
    const locked = 'Too many incorrect attempts. Please request a new OTP later.';
    api.reply(
      '/enquiry/otp/validate',
      ...Array.from({ length: 4 }, () => ({ status: 400, body: { error: 'Invalid OTP' } })),
      { status: 429, body: { error: locked }, headers: { 'Retry-After': '45' } },
    );
    act(() => jest.advanceTimersByTime(30_000));
    for (let i = 0; i < 5; i++) {
      await user.clear(input);
      await user.type(input, `00000${i}`);
      await next();
    }
    expect(await screen.findByText(locked)).toBeInTheDocument();
    // The lock ends in 45 s: that is when the card offers a new code (the 120 s countdown had 90 s left).
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 0:45');
    act(() => jest.advanceTimersByTime(45_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Resend OTP in 2:00');
    expect(api.posts.filter((p) => p.path === '/enquiry/otp/generate')).toHaveLength(2);
  });

  it('an expired code offers Resend at once', async () => {
    const { api, next, user } = await atOtp();
    const expired = 'OTP has expired. Please request a new OTP.';
    api.reply('/enquiry/otp/validate', { status: 400, body: { error: expired } });
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await next();
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('a resend the api refuses for now shows its message and when to ask again, instead of hiding silently', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { api } = await atOtp({}, { user });
    act(() => jest.advanceTimersByTime(120_000));
    const refused = 'Too many OTP requests. Please try again after 10 minutes.';
    api.reply('/enquiry/otp/generate', { status: 429, body: { error: refused }, headers: { 'Retry-After': '75' } });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Resend OTP in 1:15');
    act(() => jest.advanceTimersByTime(75_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('an OTP generation failure stops silently on post requirement', async () => {
    const driver = renderCard({ listingSlug: 'acme-pharma' });
    driver.api.reply('/enquiry/otp/generate', {
      status: 503,
      body: { error: 'Could not send the OTP. Please try again.' },
    });
    await driver.fillPostRequirement();
    await driver.next();
    await screen.findByRole('button', { name: 'Next' });
    expect(driver.title()).toHaveTextContent('Post your Requirement');
    expect(driver.alert()).toBeEmptyDOMElement();
  });
});
