import {
  initialNewsletterState,
  newsletterReducer,
  startsRequest,
  type NewsletterEvent,
  type NewsletterState,
} from './newsletter-machine';

const run = (...events: NewsletterEvent[]) => events.reduce(newsletterReducer, initialNewsletterState);

describe('newsletterReducer', () => {
  it('rejects an empty or blank address with the spec message and stays idle', () => {
    for (const email of ['', '   ']) {
      const state = run({ type: 'edit', email }, { type: 'submit' });
      expect(state.status).toBe('idle');
      expect(state.message).toEqual({ tone: 'error', text: 'Please enter your email' });
    }
  });

  it('rejects an address that does not match the pattern', () => {
    const state = run({ type: 'edit', email: 'buyer@' }, { type: 'submit' });
    expect(state).toMatchObject({ status: 'idle', message: { tone: 'error', text: 'Please enter a valid email' } });
  });

  it('moves idle → subscribing with the normalised address, then → subscribed with the green message', () => {
    const subscribing = run({ type: 'edit', email: ' Buyer@Example.COM ' }, { type: 'submit' });
    expect(subscribing).toMatchObject({ status: 'subscribing', submitted: 'buyer@example.com', message: null });
    expect(startsRequest(run({ type: 'edit', email: 'buyer@example.com' }), subscribing)).toBe(true);
    expect(newsletterReducer(subscribing, { type: 'succeeded' })).toMatchObject({
      status: 'subscribed',
      message: { tone: 'success', text: 'Successfully subscribed to Newsletter' },
    });
  });

  it('ignores further submits once subscribing or subscribed', () => {
    const subscribing = run({ type: 'edit', email: 'a@b.co' }, { type: 'submit' });
    expect(newsletterReducer(subscribing, { type: 'submit' })).toBe(subscribing);
    expect(startsRequest(subscribing, newsletterReducer(subscribing, { type: 'submit' }))).toBe(false);
    const subscribed = newsletterReducer(subscribing, { type: 'succeeded' });
    const edited = newsletterReducer(subscribed, { type: 'edit', email: 'other@b.co' });
    expect(newsletterReducer(edited, { type: 'submit' })).toBe(edited);
    expect(edited.status).toBe('subscribed');
  });

  it('shows the server error, else the generic failure, and allows a retry', () => {
    const subscribing = run({ type: 'edit', email: 'a@b.co' }, { type: 'submit' });
    const failed = newsletterReducer(subscribing, { type: 'failed', error: 'Email already subscribed' });
    expect(failed).toMatchObject({ status: 'idle', message: { tone: 'error', text: 'Email already subscribed' } });
    expect(newsletterReducer(subscribing, { type: 'failed', error: '' }).message).toEqual({
      tone: 'error',
      text: 'Failed to subscribe to Newsletter',
    });
    expect(newsletterReducer(failed, { type: 'submit' }).status).toBe('subscribing');
  });

  it('hides the message when the field is edited, in every state', () => {
    const invalid = run({ type: 'edit', email: 'x' }, { type: 'submit' });
    expect(newsletterReducer(invalid, { type: 'edit', email: 'x@' }).message).toBeNull();
    const subscribed: NewsletterState = run(
      { type: 'edit', email: 'a@b.co' },
      { type: 'submit' },
      { type: 'succeeded' },
    );
    expect(newsletterReducer(subscribed, { type: 'edit', email: 'a@b.c' }).message).toBeNull();
  });

  it('ignores a late outcome when no request is in progress', () => {
    const idle = run({ type: 'edit', email: 'a@b.co' });
    expect(newsletterReducer(idle, { type: 'succeeded' })).toBe(idle);
    expect(newsletterReducer(idle, { type: 'failed', error: 'x' })).toBe(idle);
  });
});
