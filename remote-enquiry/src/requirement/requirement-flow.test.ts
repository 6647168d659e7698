import type { EnquiryDelivery } from '@pharmasetu/shared-contracts';
import {
  initialFlowState,
  SOMETHING_WENT_WRONG,
  transition,
  type FlowEvent,
  type FlowState,
  type Transition,
} from './requirement-flow';
import type { CardContext } from './requirement-payloads';

const general: CardContext = { campaign: false, source: 'Website' };
const listing: CardContext = { listingSlug: 'acme-pharma', campaign: false, source: 'Website' };

let keyCounter = 0;
const run = (state: FlowState, ...events: FlowEvent[]): Transition => {
  let t: Transition = { state, effects: [] };
  for (const e of events) t = transition(t.state, e, `key-${++keyCounter}`);
  return t;
};

const indiaPostRequirement = {
  service_type: 'PCD Pharma Franchise',
  mobile: '98765 43210',
  message: '  I need paracetamol tablets  ',
};
const customer = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  address: 'Mohali, Punjab, India',
  addressPicked: true,
  gst_number: '1',
  drug_license: '2',
};
const pcdSpecificRequirement = {
  medicine_type: ['Tablets'],
  pcd_area: 'Pune, Maharashtra, India',
  pcdAreaPicked: true,
  investment: '50001',
};
const ENQUIRY_41 = '0b9f3c52-41a4-4d2e-8f61-7c3a9e2d4b41';
const posted = (customerDataComplete: boolean, id = ENQUIRY_41): FlowEvent => ({
  type: 'posted',
  response: { customerDataComplete, customer_mobile: '9876543210', enquiry_id: id },
});

/** Runs the general flow to the specific requirement (a new customer, through contact). */
const generalAtSpecificRequirement = () =>
  run(
    initialFlowState(general),
    { type: 'editPostRequirement', patch: indiaPostRequirement },
    { type: 'submitPostRequirement' },
    posted(false),
    { type: 'editContact', patch: customer },
    { type: 'submitContact' },
    { type: 'updated' },
  ).state;

describe('requirement flow: general enquiry (no listing slug)', () => {
  it('post requirement posts the trimmed national payload with the source and an idempotency key', () => {
    const t = run(
      initialFlowState(general),
      {
        type: 'editPostRequirement',
        patch: { ...indiaPostRequirement, required_when: 'Immediately', call_time: 'Anytime' },
      },
      { type: 'submitPostRequirement' },
    );
    expect(t.state.pending).toBe('post');
    expect(t.effects).toEqual([
      {
        type: 'postEnquiry',
        key: expect.stringMatching(/^key-/),
        payload: expect.objectContaining({
          service_type: 'PCD Pharma Franchise',
          mobile: '9876543210',
          message: 'I need paracetamol tablets',
          country_code: 'IN',
          isd_code: '91',
          source: 'Website',
          required_when: 'Immediately',
          call_time: 'Anytime',
          listing_slug: undefined,
          email: undefined,
        }),
      },
    ]);
  });

  it('customer data not complete → contact; complete → specific requirement and the customer mobile is stored', () => {
    const start = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    ).state;
    const newCustomer = transition(start, posted(false), 'k');
    expect(newCustomer.state).toMatchObject({ step: 'contact', enquiryId: ENQUIRY_41, pending: null });
    expect(newCustomer.effects).toEqual([{ type: 'trackPosted', serviceType: 'PCD Pharma Franchise' }]);
    const returning = transition(start, posted(true), 'k');
    expect(returning.state.step).toBe('specificRequirement');
    expect(returning.effects).toEqual([
      { type: 'trackPosted', serviceType: 'PCD Pharma Franchise' },
      { type: 'storeCustomerMobile', mobile: '9876543210' },
    ]);
  });

  it('after contact the customer update is sent and the flow goes to specific requirement', () => {
    const atContact = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      posted(false),
      { type: 'editContact', patch: { ...customer, firm_name: 'Ravi Pharma' } },
    );
    const t = transition(atContact.state, { type: 'submitContact' }, 'k1');
    expect(t.effects).toEqual([
      {
        type: 'updateEnquiry',
        purpose: 'customer',
        key: 'k1',
        payload: expect.objectContaining({
          enquiry_id: ENQUIRY_41,
          name: 'Ravi Kumar',
          address: 'Mohali, Punjab, India',
          gst_number: 1,
          drug_license: 2,
          firm_name: 'Ravi Pharma',
        }),
      },
    ]);
    expect(transition(t.state, { type: 'updated' }, 'x').state.step).toBe('specificRequirement');
  });

  it('specific requirement sends the update, then requests an OTP with the stored payload, then moves to OTP', () => {
    const submitted = run(
      generalAtSpecificRequirement(),
      { type: 'editSpecificRequirement', patch: pcdSpecificRequirement },
      { type: 'submitSpecificRequirement' },
    );
    expect(submitted.effects).toEqual([
      {
        type: 'updateEnquiry',
        purpose: 'additional',
        key: expect.any(String),
        payload: expect.objectContaining({
          enquiry_id: ENQUIRY_41,
          medicine_type: ['Tablets'],
          pcd_area: 'Pune, Maharashtra, India',
          investment: 50001,
        }),
      },
    ]);
    expect(submitted.state.storedAdditional).toMatchObject({ enquiry_id: ENQUIRY_41 });
    const updated = transition(submitted.state, { type: 'updated' }, 'x');
    expect(updated.effects).toEqual([
      { type: 'generateOtp', payload: { mobile: '9876543210', country: 'IN', email: undefined, email_otp: false } },
    ]);
    const sent = transition(updated.state, { type: 'otpSent' }, 'x');
    expect(sent.state).toMatchObject({ step: 'otp', resendWait: { seconds: 120, key: 1 }, pending: null });
  });

  it('a valid OTP sends the stored additional payload again and the flow ends at success', () => {
    const atOtp = run(
      generalAtSpecificRequirement(),
      { type: 'editSpecificRequirement', patch: pcdSpecificRequirement },
      { type: 'submitSpecificRequirement' },
      { type: 'updated' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '123456' },
    );
    const validating = transition(atOtp.state, { type: 'submitOtp' }, 'x');
    expect(validating.effects).toEqual([{ type: 'validateOtp', otp: '123456' }]);
    const valid = transition(validating.state, { type: 'otpValid' }, 'final-key');
    expect(valid.effects).toEqual([
      { type: 'updateEnquiry', purpose: 'final', key: 'final-key', payload: atOtp.state.storedAdditional },
    ]);
    const answer = { status: 'updated', enquiry_id: 'e', customerDataComplete: true } as const;
    const delivery = { status: 'routed', sellers: 7 } as const;
    const done = transition(valid.state, { type: 'updated', response: { ...answer, delivery } }, 'x').state;
    expect(done).toMatchObject({ step: 'success', delivery });
  });

  it('a non-India customer off a company page gets the OTP by SMS, even with an e-mail from contact (spec §5)', () => {
    const uae = {
      service_type: '3rd Party Manufacturing',
      country: 'AE',
      mobile: '501234567',
      message: 'Need 20000 tablets made',
    };
    const returning = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: uae },
      { type: 'submitPostRequirement' },
      posted(true),
      { type: 'editSpecificRequirement', patch: { quantity: '20000 units' } },
      { type: 'submitSpecificRequirement' },
      { type: 'updated' },
    );
    expect(returning.effects).toEqual([
      { type: 'generateOtp', payload: { mobile: '501234567', country: 'AE', email: undefined, email_otp: false } },
    ]);
    const fresh = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: uae },
      { type: 'submitPostRequirement' },
      posted(false),
      { type: 'editContact', patch: { ...customer, address: 'Dubai, Dubai, United Arab Emirates' } },
      { type: 'submitContact' },
      { type: 'updated' },
      { type: 'editSpecificRequirement', patch: { quantity: '20000 units' } },
      { type: 'submitSpecificRequirement' },
      { type: 'updated' },
    );
    expect(fresh.effects).toEqual([
      { type: 'generateOtp', payload: { mobile: '501234567', country: 'AE', email: undefined, email_otp: false } },
    ]);
  });
});

describe('requirement flow: company listing (OTP first)', () => {
  const uae = {
    service_type: 'PCD Pharma Franchise',
    country: 'AE',
    mobile: '50 123 4567',
    email: 'buyer@example.ae',
    message: 'Looking for a franchise in Dubai',
  };

  it('post requirement stores the payload, requests an e-mail OTP for a non-India mobile and moves to OTP', () => {
    const t = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: uae },
      { type: 'submitPostRequirement' },
    );
    expect(t.effects).toEqual([
      {
        type: 'generateOtp',
        payload: {
          mobile: '501234567',
          country: 'AE',
          email: 'buyer@example.ae',
          email_otp: true,
          listing_slug: 'acme-pharma',
        },
      },
    ]);
    expect(t.state.storedEnquiry).toMatchObject({
      listing_slug: 'acme-pharma',
      email: 'buyer@example.ae',
      country_code: 'AE',
      isd_code: '971',
      mobile: '501234567',
    });
    expect(transition(t.state, { type: 'otpSent' }, 'x').state.step).toBe('otp');
  });

  it('an India mobile on a company page gets an SMS OTP and sends no e-mail', () => {
    const t = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: { ...indiaPostRequirement, email: 'typed-before@example.com' } },
      { type: 'submitPostRequirement' },
    );
    expect(t.effects).toEqual([
      {
        type: 'generateOtp',
        payload: {
          mobile: '9876543210',
          country: 'IN',
          email: undefined,
          email_otp: false,
          listing_slug: 'acme-pharma',
        },
      },
    ]);
  });

  it('a valid OTP posts the stored enquiry, then contact or specific requirement as in the general flow', () => {
    const atOtp = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: uae },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '654321' },
      { type: 'submitOtp' },
    );
    const valid = transition(atOtp.state, { type: 'otpValid' }, 'post-key');
    expect(valid.effects).toEqual([{ type: 'postEnquiry', key: 'post-key', payload: atOtp.state.storedEnquiry }]);
    expect(transition(valid.state, posted(false), 'x').state.step).toBe('contact');
    expect(transition(valid.state, posted(true), 'x').state.step).toBe('specificRequirement');
  });

  it('after specific requirement on a listing the update is sent and the flow advances to success, without a second OTP', () => {
    const atSpecificRequirement = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '654321' },
      { type: 'submitOtp' },
      { type: 'otpValid' },
      posted(true),
    );
    const t = run(
      atSpecificRequirement.state,
      { type: 'editSpecificRequirement', patch: pcdSpecificRequirement },
      { type: 'submitSpecificRequirement' },
    );
    expect(t.effects[0]).toMatchObject({ type: 'updateEnquiry', purpose: 'additional' });
    const delivery: EnquiryDelivery = {
      status: 'duplicate',
      since: '2026-03-12T05:12:00.000Z',
      sellers: 1,
      companies: ['Acme'],
    };
    const response = { status: 'updated', enquiry_id: 'e', customerDataComplete: true, delivery } as const;
    const done = transition(t.state, { type: 'updated', response }, 'x');
    expect(done.effects).toEqual([]);
    expect(done.state).toMatchObject({ step: 'success', delivery });
  });

  it('on a company page, a session that proved the mobile already skips the code: the stored enquiry is posted', () => {
    const t = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    );
    expect(t.effects[0]).toMatchObject({ type: 'generateOtp' });
    const skipped = transition(t.state, { type: 'otpNotNeeded' }, 'new-key');
    expect(skipped.state).toMatchObject({ otpVerified: true, pending: 'post', step: 'postRequirement' });
    expect(skipped.effects).toEqual([{ type: 'postEnquiry', payload: t.state.storedEnquiry, key: 'new-key' }]);
    // An answer for no request in flight changes nothing.
    expect(transition(skipped.state, { type: 'otpNotNeeded' }, 'x').state).toBe(skipped.state);
  });

  it('a campaign visit is not addressed to the listing, though the flow still verifies first', () => {
    const t = run(
      initialFlowState({ ...listing, campaign: true }),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    );
    expect(t.effects[0]!.type).toBe('generateOtp');
    expect(t.state.storedEnquiry!.listing_slug).toBeUndefined();
  });

  it("a valid OTP with no stored payload says 'something went wrong.'", () => {
    const atOtp = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '111111' },
      { type: 'submitOtp' },
    );
    const lost = { ...atOtp.state, storedEnquiry: undefined };
    expect(transition(lost, { type: 'otpValid' }, 'x').state).toMatchObject({
      error: SOMETHING_WENT_WRONG,
      pending: null,
      step: 'otp',
    });
    expect(SOMETHING_WENT_WRONG).toBe('something went wrong.');
    const generalLost = run(
      generalAtSpecificRequirement(),
      { type: 'editSpecificRequirement', patch: pcdSpecificRequirement },
      { type: 'submitSpecificRequirement' },
      { type: 'updated' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '111111' },
      { type: 'submitOtp' },
    ).state;
    expect(transition({ ...generalLost, storedAdditional: undefined }, { type: 'otpValid' }, 'x').state.error).toBe(
      'something went wrong.',
    );
  });
});

describe('requirement flow: requests in flight, retries and failures (spec §4, §8)', () => {
  it('blocks double submits while a request is in progress', () => {
    const first = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    );
    const second = transition(first.state, { type: 'submitPostRequirement' }, 'other');
    expect(second.effects).toEqual([]);
    expect(second.state).toBe(first.state);
  });

  it('a retry of the same payload reuses its idempotency key; a changed payload gets a new one', () => {
    const first = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    );
    const failed = transition(first.state, { type: 'postFailed', error: 'Network Error' }, 'x');
    const retry = transition(failed.state, { type: 'submitPostRequirement' }, 'fresh-1');
    expect(retry.effects[0]).toMatchObject({ key: (first.effects[0] as { key: string }).key });
    const changed = run(transition(retry.state, { type: 'postFailed', error: 'x' }, 'x').state, {
      type: 'editPostRequirement',
      patch: { message: 'I need cetirizine syrup' },
    });
    expect(transition(changed.state, { type: 'submitPostRequirement' }, 'fresh-2').effects[0]).toMatchObject({
      key: 'fresh-2',
    });
  });

  it("an enquiry post failure shows the message it is given (the server's error field, else the unknown-error text)", () => {
    const first = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
    );
    const failed = transition(
      first.state,
      { type: 'postFailed', error: 'Some unknown error has occurred. Try again later.' },
      'x',
    );
    expect(failed.state).toMatchObject({
      step: 'postRequirement',
      pending: null,
      error: 'Some unknown error has occurred. Try again later.',
    });
  });

  it('an update failure stops posting with no message; the step stays', () => {
    const submitted = run(
      generalAtSpecificRequirement(),
      { type: 'editSpecificRequirement', patch: pcdSpecificRequirement },
      { type: 'submitSpecificRequirement' },
    );
    const failed = transition(submitted.state, { type: 'updateFailed' }, 'x');
    expect(failed.state).toMatchObject({ step: 'specificRequirement', pending: null, error: null });
    expect(failed.effects).toEqual([]);
  });

  it('an OTP generation failure stops silently at the step it came from', () => {
    const t = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpFailed' },
    );
    expect(t.state).toMatchObject({ step: 'postRequirement', pending: null, error: null });
  });

  it("an OTP validation failure shows the response's error field; editing clears it", () => {
    const atOtp = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '000000' },
      { type: 'submitOtp' },
    );
    const wrong = transition(atOtp.state, { type: 'otpInvalid', error: 'Invalid OTP' }, 'x');
    expect(wrong.state).toMatchObject({ step: 'otp', error: 'Invalid OTP', pending: null });
    expect(transition(wrong.state, { type: 'editOtp', otp: '00000' }, 'x').state.error).toBeNull();
  });

  it('a post failing after a valid OTP is retried by Submit without validating the used OTP again', () => {
    const valid = run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      { type: 'editOtp', otp: '123456' },
      { type: 'submitOtp' },
      { type: 'otpValid' },
    );
    const key = (valid.effects[0] as { key: string }).key;
    const failed = transition(valid.state, { type: 'postFailed', error: 'Network Error' }, 'x');
    const retry = transition(failed.state, { type: 'submitOtp' }, 'other');
    expect(retry.effects).toEqual([{ type: 'postEnquiry', key, payload: valid.state.storedEnquiry }]);
  });

  /** A company-listing card at its OTP step, the code sent (then `more`). */
  const listingAtOtp = (...more: FlowEvent[]) =>
    run(
      initialFlowState(listing),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      { type: 'otpSent' },
      ...more,
    );

  it('resend asks for a new OTP with the same request and restarts the countdown; its failure is silent', () => {
    const atOtp = listingAtOtp();
    const resend = transition(atOtp.state, { type: 'resendOtp' }, 'x');
    expect(resend.effects).toEqual([{ type: 'generateOtp', payload: atOtp.state.otpRequest }]);
    expect(transition(resend.state, { type: 'otpSent' }, 'x').state).toMatchObject({
      step: 'otp',
      resendWait: { seconds: 120, key: 2 },
    });
    expect(transition(resend.state, { type: 'otpFailed' }, 'x').state).toMatchObject({
      step: 'otp',
      resendWait: { seconds: 120, key: 1 },
      error: null,
      pending: null,
    });
  });

  it('a resend the api refuses for now says why and counts down to when it may be asked again', () => {
    const atOtp = listingAtOtp();
    const resend = transition(atOtp.state, { type: 'resendOtp' }, 'x');
    const error = 'Too many OTP requests. Please try again after 10 minutes.';
    expect(transition(resend.state, { type: 'otpFailed', error, retryAfter: 412 }, 'x').state).toMatchObject({
      step: 'otp',
      error,
      pending: null,
      resendWait: { seconds: 412, key: 2 },
    });
  });

  it('a locked or expired code moves the resend countdown to when a new code is allowed', () => {
    const atOtp = listingAtOtp({ type: 'editOtp', otp: '000000' });
    const checking = transition(atOtp.state, { type: 'submitOtp' }, 'x');
    const invalid = transition(checking.state, { type: 'otpInvalid', error: 'Invalid OTP' }, 'x').state;
    expect(invalid.resendWait).toBe(atOtp.state.resendWait);
    const locked = 'Too many incorrect attempts. Please request a new OTP later.';
    expect(transition(checking.state, { type: 'otpInvalid', error: locked, newCodeIn: 301 }, 'x').state).toMatchObject({
      error: locked,
      resendWait: { seconds: 301, key: 2 },
    });
    const expired = 'OTP has expired. Please request a new OTP.';
    expect(transition(checking.state, { type: 'otpInvalid', error: expired, newCodeIn: 0 }, 'x').state).toMatchObject({
      error: expired,
      resendWait: { seconds: 0, key: 2 },
    });
  });

  it('answers that do not match the request in flight are ignored', () => {
    const idle = initialFlowState(general);
    for (const e of [posted(true), { type: 'updated' }, { type: 'otpSent' }, { type: 'otpValid' }] as FlowEvent[])
      expect(transition(idle, e, 'x').state).toBe(idle);
  });

  it('a product change resets the message to "I am Interested in : " plus the product, on post requirement', () => {
    const t = run(
      initialFlowState(general, 'Paracetamol'),
      { type: 'editPostRequirement', patch: { message: 'something else' } },
      { type: 'productChanged', product: 'Cetirizine' },
    );
    expect(initialFlowState(general, 'Paracetamol').postRequirementForm.message).toBe(
      'I am Interested in : Paracetamol',
    );
    expect(t.state.postRequirementForm.message).toBe('I am Interested in : Cetirizine');
  });
});

describe('requirement flow: spec §5 messages, one at a time, in order, cleared by any change', () => {
  const postRequirementError = (patch: object, ctx: CardContext = general) =>
    run(initialFlowState(ctx), { type: 'editPostRequirement', patch }, { type: 'submitPostRequirement' }).state.error;

  it.each([
    [{ ...indiaPostRequirement, service_type: '' }, 'Please select the service you are looking for'],
    [{ ...indiaPostRequirement, mobile: '' }, 'Please enter a valid mobile number'],
    [{ ...indiaPostRequirement, mobile: 'abc' }, 'Please enter a valid mobile number'],
    [{ ...indiaPostRequirement, mobile: '5876543210' }, 'Please enter 10 digit valid mobile number'],
    [{ ...indiaPostRequirement, mobile: '987654321' }, 'Please enter 10 digit valid mobile number'],
    [{ ...indiaPostRequirement, message: '   ' }, 'Please enter your message'],
    [{ ...indiaPostRequirement, message: 'too short' }, 'Message should be atleast 10 characters long'],
  ])('post requirement %j → %s', (patch, message) => {
    expect(postRequirementError(patch)).toBe(message);
  });

  it('post requirement checks in the §5 order, and asks a company page non-India mobile for a valid email before the length', () => {
    expect(postRequirementError({ mobile: '', message: '' })).toBe('Please select the service you are looking for');
    expect(postRequirementError({ service_type: 'PCD Pharma Franchise', mobile: 'call me', message: '' })).toBe(
      'Please enter a valid mobile number',
    );
    expect(postRequirementError({ service_type: 'PCD Pharma Franchise', mobile: '5876543210', message: '' })).toBe(
      'Please enter 10 digit valid mobile number',
    );
    const uae = { service_type: 'PCD Pharma Franchise', country: 'AE', mobile: '501234567', message: 'short' };
    expect(postRequirementError(uae, listing)).toBe('Please enter a valid email');
    expect(postRequirementError({ ...uae, email: 'buyer@example.ae' }, listing)).toBe(
      'Message should be atleast 10 characters long',
    );
    expect(postRequirementError(uae, general)).toBe('Message should be atleast 10 characters long');
  });

  it('an error stays until any field changes, and a failing submit sends nothing', () => {
    const t = run(initialFlowState(general), { type: 'submitPostRequirement' });
    expect(t.effects).toEqual([]);
    expect(t.state.error).toBe('Please select the service you are looking for');
    expect(
      transition(t.state, { type: 'editPostRequirement', patch: { call_time: 'Anytime' } }, 'x').state.error,
    ).toBeNull();
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name'],
    [{ email: 'ravi@' }, 'Please enter a valid email'],
    [{ address: 'Mohali, Punjab, India', addressPicked: false }, 'Please choose correct address'],
    [{ address: '', addressPicked: false }, 'Please enter your address'],
    [{ gst_number: '' }, 'Please select gst'],
    [{ drug_license: '' }, 'Please select drug license'],
  ])('contact %j → %s', (patch, message) => {
    const atContact = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: indiaPostRequirement },
      { type: 'submitPostRequirement' },
      posted(false),
    );
    const t = run(
      atContact.state,
      { type: 'editContact', patch: { ...customer, ...patch } },
      { type: 'submitContact' },
    );
    expect(t.state.error).toBe(message);
    expect(t.effects).toEqual([]);
  });

  it.each([
    [{}, 'Please enter a value to submit'],
    [{ medicine_type: ['Tablets'] }, 'Please enter area of operation'],
    [
      { medicine_type: ['Tablets'], pcd_area: 'Pune, Maharashtra, India', pcdAreaPicked: false },
      'Please choose correct area',
    ],
  ])('specific requirement (PCD) %j → %s', (patch, message) => {
    expect(
      run(
        generalAtSpecificRequirement(),
        { type: 'editSpecificRequirement', patch },
        { type: 'submitSpecificRequirement' },
      ).state.error,
    ).toBe(message);
  });

  it("specific requirement for 3rd Party Manufacturing needs no area, and the OTP is required ('Please Enter OTP')", () => {
    const atSpecificRequirement = run(
      initialFlowState(general),
      { type: 'editPostRequirement', patch: { ...indiaPostRequirement, service_type: '3rd Party Manufacturing' } },
      { type: 'submitPostRequirement' },
      posted(true),
    ).state;
    const t = run(
      atSpecificRequirement,
      { type: 'editSpecificRequirement', patch: { quantity: '20 units', order_value: '100001', pcd_area: 'ignored' } },
      { type: 'submitSpecificRequirement' },
    );
    expect(t.effects[0]).toMatchObject({
      payload: { enquiry_id: ENQUIRY_41, quantity: '20 units', order_value: 100001 },
    });
    expect(t.effects[0]).not.toMatchObject({ payload: { pcd_area: expect.anything() } });
    const atOtp = run(t.state, { type: 'updated' }, { type: 'otpSent' }, { type: 'submitOtp' }).state;
    expect(atOtp.error).toBe('Please Enter OTP');
  });
});
