import { initialFlowState, transition, type FlowState } from './requirement-flow';
import { parseCard, serializeCard } from './saved-card';

const listing = { listingSlug: 'acme-pharma', campaign: false, source: 'Website' as const };

/** A company-listing card at its OTP step, a code typed and a validation in flight. */
function atOtp(): FlowState {
  let s = initialFlowState(listing);
  for (const e of [
    {
      type: 'editPostRequirement',
      patch: { service_type: 'PCD Pharma Franchise', mobile: '9876543210', message: 'I need paracetamol tablets' },
    },
    { type: 'submitPostRequirement' },
    { type: 'otpSent' },
    { type: 'editOtp', otp: '123456' },
    { type: 'submitOtp' },
  ] as const)
    s = transition(s, e, 'key-1').state;
  return s;
}

describe('saved requirement card (sessionStorage)', () => {
  it('keeps the step, the forms, the stored enquiry and the keys, never the OTP, an error or a request in flight', () => {
    const state = atOtp();
    expect(state).toMatchObject({ step: 'otp', otp: '123456', pending: 'validate' });
    const text = serializeCard(state, 'Paracetamol')!;
    expect(text).not.toContain('123456');
    const back = parseCard(text, 'acme-pharma')!;
    expect(back.product).toBe('Paracetamol');
    expect(back.state).toEqual({ ...state, otp: '', pending: null, error: null });
  });

  it('forgets a card that reached success', () => {
    expect(serializeCard({ ...atOtp(), step: 'success' })).toBeNull();
  });

  it('ignores text it did not write: another listing, another version, a bad step, broken JSON', () => {
    const text = serializeCard(atOtp())!;
    expect(parseCard(text, undefined)).toBeNull();
    expect(parseCard(text, 'other-pharma')).toBeNull();
    expect(parseCard(text.replace('"v":2', '"v":3'), 'acme-pharma')).toBeNull();
    expect(parseCard(text.replace('"step":"otp"', '"step":"success"'), 'acme-pharma')).toBeNull();
    expect(parseCard(text.replace('"step":"otp"', '"step":3'), 'acme-pharma')).toBeNull();
    expect(parseCard('{', 'acme-pharma')).toBeNull();
    expect(parseCard(null, 'acme-pharma')).toBeNull();
    expect(parseCard(JSON.stringify({ v: 1, state: { step: 1 } }), undefined)).toBeNull();
  });

  it('resumes a card saved by version 1 (numbered steps and forms) at the same step, with its forms and keys', () => {
    const state = atOtp();
    const { postRequirementForm, contactForm, specificRequirementForm, postedContact, ...rest } = {
      ...state,
      otp: '',
      pending: null,
      error: null,
    };
    const v1 = JSON.stringify({
      v: 1,
      state: {
        ...rest,
        step: 3,
        step0: postRequirementForm,
        step1: contactForm,
        step2: specificRequirementForm,
        contact: postedContact,
      },
      product: 'Paracetamol',
    });
    expect(parseCard(v1, 'acme-pharma')).toEqual({
      state: { ...state, otp: '', pending: null, error: null },
      product: 'Paracetamol',
    });
    expect(parseCard(v1.replace('"step":3', '"step":4'), 'acme-pharma')).toBeNull();
  });
});
