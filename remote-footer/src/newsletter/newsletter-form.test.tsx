import { theme } from '@pharmasetu/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import { NewsletterForm } from './newsletter-form';

const API = 'http://localhost:4001';
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function setup() {
  const user = userEvent.setup();
  renderWithTheme(<NewsletterForm apiUrl={API} />);
  const input = screen.getByLabelText('Email address');
  const type = async (email: string) => {
    await user.clear(input);
    if (email) {
      await user.click(input);
      await user.paste(email);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: /subscrib/i }));
  const message = () => screen.getByRole('status');
  return { user, input, type, submit, message };
}

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const expectRed = (text: string) =>
  expect(screen.getByText(text)).toHaveStyle({ backgroundColor: rgb(theme.colors.red) });
const expectGreen = (text: string) =>
  expect(screen.getByText(text)).toHaveStyle({ backgroundColor: rgb(theme.colors.green) });

const repeat = (n: number, c = 'a') => c.repeat(n);
// 64 + 1 + (63 + 1 + 63 + 1 + 61) = 254 characters, every part within its own limit.
const email254 = `${repeat(64)}@${repeat(63, 'b')}.${repeat(63, 'c')}.${repeat(61, 'd')}`;
const email255 = `${repeat(64)}@${repeat(63, 'b')}.${repeat(63, 'c')}.${repeat(62, 'd')}`;

describe('NewsletterForm', () => {
  it('starts idle with no message and a labelled field', () => {
    const { input, message } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-disabled', 'false');
    expect(message()).toBeEmptyDOMElement();
  });

  it("says 'Please enter your email' (red) for an empty field and sends nothing", async () => {
    const api = installFakeApi();
    const { submit, input } = setup();
    await submit();
    expect(screen.getByRole('status')).toHaveTextContent('Please enter your email');
    expectRed('Please enter your email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts).toHaveLength(0);
  });

  it("says 'Please enter a valid email' for an address that does not match the pattern", async () => {
    const api = installFakeApi();
    const { type, submit, message } = setup();
    await type('buyer@example');
    await submit();
    expect(message()).toHaveTextContent('Please enter a valid email');
    expect(api.posts).toHaveLength(0);
  });

  it.each([
    ['254 characters in all', email254, true],
    ['255 characters in all', email255, false],
    ['a 64-character local part', `${repeat(64)}@example.com`, true],
    ['a 65-character local part', `${repeat(65)}@example.com`, false],
    ['a 63-character domain label', `buyer@${repeat(63, 'b')}.com`, true],
    ['a 64-character domain label', `buyer@${repeat(64, 'b')}.com`, false],
  ])('with %s the address is %s', async (_case, email, valid) => {
    const api = installFakeApi({ status: 200, body: { message: 'Subscribed' } });
    const { type, submit, message } = setup();
    await type(email);
    await submit();
    if (valid) {
      await waitFor(() => expect(message()).toHaveTextContent('Successfully subscribed to Newsletter'));
      expect(api.posts.map((p) => p.body)).toEqual([{ email }]);
    } else {
      expect(message()).toHaveTextContent('Please enter a valid email');
      expect(api.posts).toHaveLength(0);
    }
  });

  it('goes idle → subscribing → subscribed, posting once, and ignores further submits', async () => {
    const api = installFakeApi('held');
    const { type, submit, message } = setup();
    await type(' Buyer@Example.com ');
    await submit();
    const button = screen.getByRole('button', { name: 'Subscribing…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(message()).toBeEmptyDOMElement();
    await submit(); // ignored while subscribing
    expect(api.posts).toHaveLength(1);
    expect(api.posts[0]).toMatchObject({
      url: `${API}/web/footer/subscribe`,
      body: { email: 'buyer@example.com' },
      headers: { 'X-XSRF-TOKEN': 'csrf-token', 'Content-Type': 'application/json' },
    });

    api.release({ status: 200, body: { message: 'Subscribed' } });
    await screen.findByText('Successfully subscribed to Newsletter');
    expectGreen('Successfully subscribed to Newsletter');
    expect(screen.getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-disabled', 'true');
    await submit(); // ignored once subscribed
    expect(api.posts).toHaveLength(1);
  });

  it('hides the success message when the field is edited, and still ignores submits', async () => {
    const api = installFakeApi();
    const { user, type, submit, message, input } = setup();
    await type('buyer@example.com');
    await submit();
    await screen.findByText('Successfully subscribed to Newsletter');
    await user.type(input, 'x');
    expect(message()).toBeEmptyDOMElement();
    await submit();
    expect(message()).toBeEmptyDOMElement();
    expect(api.posts).toHaveLength(1);
  });

  it("shows the server's error field in red, hides it on edit, and lets the visitor retry", async () => {
    const api = installFakeApi(
      { status: 409, body: { error: 'This email is already subscribed' } },
      { status: 200, body: {} },
    );
    const { user, type, submit, message, input } = setup();
    await type('buyer@example.com');
    await submit();
    await screen.findByText('This email is already subscribed');
    expectRed('This email is already subscribed');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-disabled', 'false');
    await user.type(input, '{Backspace}m');
    expect(message()).toBeEmptyDOMElement();
    await submit();
    await screen.findByText('Successfully subscribed to Newsletter');
    expect(api.posts).toHaveLength(2);
  });

  it.each([
    ['a failure without an error field', { status: 500, body: 'Internal Server Error' } as const],
    ['an empty error field', { status: 422, body: { error: '' } } as const],
    ['an unreachable api', 'network-error' as const],
  ])("shows 'Failed to subscribe to Newsletter' (red) for %s", async (_case, reply) => {
    installFakeApi(reply);
    const { type, submit } = setup();
    await type('buyer@example.com');
    await submit();
    await screen.findByText('Failed to subscribe to Newsletter');
    expectRed('Failed to subscribe to Newsletter');
  });

  it('submits with the Enter key', async () => {
    const api = installFakeApi();
    const { user, type, input } = setup();
    await type('buyer@example.com');
    await user.type(input, '{Enter}');
    await screen.findByText('Successfully subscribed to Newsletter');
    expect(api.posts).toHaveLength(1);
  });
});
