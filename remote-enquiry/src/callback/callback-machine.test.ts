import {
  BUTTON_LABELS,
  callbackTransition,
  initialCallbackState,
  type CallbackEvent,
  type CallbackState,
} from './callback-machine';

const valid = {
  name: 'Anita Sharma',
  mobile: '98765 43210',
  email: 'anita@example.com',
  type: '3rd Party Manufacturing',
};
const run = (state: CallbackState, ...events: CallbackEvent[]) => {
  let t = { state, effects: [] as ReturnType<typeof callbackTransition>['effects'] };
  events.forEach((e, i) => (t = callbackTransition(t.state, e, `key-${i}`)));
  return t;
};
const opened = run(initialCallbackState, { type: 'open' }).state;

describe('quick call-back popup machine', () => {
  it('labels the button per status, exactly as the spec', () => {
    expect(BUTTON_LABELS).toEqual({
      none: 'Request Call Back',
      sending: 'Please wait...',
      posted: 'Enquiry posted successfully',
      error: 'Error while posting',
    });
  });

  it('posts the spec §3 payload (national number, country, isd) with an idempotency key', () => {
    const t = run(opened, { type: 'edit', patch: valid }, { type: 'submit' });
    expect(t.state.status).toBe('sending');
    expect(t.effects).toEqual([
      {
        type: 'post',
        key: 'key-1',
        payload: {
          name: 'Anita Sharma',
          email: 'anita@example.com',
          phone_number: '9876543210',
          type: '3rd Party Manufacturing',
          listing_slug: '',
          country_code: 'IN',
          isd_code: '91',
        },
      },
    ]);
  });

  it('blocks a second submit while sending', () => {
    const sending = run(opened, { type: 'edit', patch: valid }, { type: 'submit' }).state;
    expect(callbackTransition(sending, { type: 'submit' }, 'x')).toEqual({ state: sending, effects: [] });
  });

  it('success: posted, fields cleared, tracked, closes later; failure: error, cleared, closes later', () => {
    const sending = run(opened, { type: 'edit', patch: valid }, { type: 'submit' }).state;
    const ok = callbackTransition(sending, { type: 'succeeded' }, 'x');
    expect(ok.state).toMatchObject({ status: 'posted', form: { name: '', mobile: '', email: '', type: '' } });
    expect(ok.effects).toEqual([{ type: 'track', serviceType: '3rd Party Manufacturing' }, { type: 'closeLater' }]);
    expect(callbackTransition(ok.state, { type: 'close' }, 'x').state.open).toBe(false);
    const ko = callbackTransition(sending, { type: 'failed' }, 'x');
    expect(ko.state).toMatchObject({ status: 'error', form: { name: '' } });
    expect(ko.effects).toEqual([{ type: 'closeLater' }]);
  });

  it('Cancel closes and resets the status to none', () => {
    const failed = run(opened, { type: 'edit', patch: valid }, { type: 'submit' }, { type: 'failed' }).state;
    expect(callbackTransition(failed, { type: 'cancel' }, 'x').state).toMatchObject({ open: false, status: 'none' });
  });

  it('a retry of the same details reuses the idempotency key', () => {
    const failed = run(opened, { type: 'edit', patch: valid }, { type: 'submit' }, { type: 'failed' }).state;
    const edited = callbackTransition(failed, { type: 'edit', patch: valid }, 'unused').state;
    expect(callbackTransition(edited, { type: 'submit' }, 'fresh').effects[0]).toMatchObject({
      type: 'post',
      key: 'key-1',
    });
    const other = callbackTransition(failed, { type: 'edit', patch: { ...valid, name: 'Anita S' } }, 'unused').state;
    expect(callbackTransition(other, { type: 'submit' }, 'fresh').effects[0]).toMatchObject({
      type: 'post',
      key: 'fresh',
    });
  });

  it.each([
    [{ name: '' }, 'Name is Required'],
    [{ name: 'Al' }, 'Invalid name'],
    [{ mobile: '' }, 'Mobile is Required'],
    [{ mobile: '9876543' }, 'Invalid Phone number'],
    [{ mobile: 'call me now' }, 'Please enter a valid mobile number'],
    [{ mobile: '98765432101' }, 'Please enter 10 digit valid number'],
    [{ email: '' }, 'Email is Required'],
    [{ email: 'anita@example' }, 'Invalid Email'],
    [{ type: '' }, 'Choose Service'],
  ])('%j → %s, sending nothing; a change clears it', (patch, message) => {
    const t = run(opened, { type: 'edit', patch: { ...valid, ...patch } }, { type: 'submit' });
    expect(t.state.error).toBe(message);
    expect(t.effects).toEqual([]);
    expect(callbackTransition(t.state, { type: 'edit', patch: { name: 'x' } }, 'x').state.error).toBeNull();
  });
});
