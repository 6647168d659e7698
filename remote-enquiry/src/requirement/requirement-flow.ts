import { emailOtpAllowed, type CustomerInput, type EnquiryPayload, type EnquiryPostResponse, type OtpGenerateInput, type ServiceType } from '@pharmasetu/shared-contracts';
import { initialStep0, initialStep1, initialStep2, interestedMessage, type Step, type Step0Form, type Step1Form, type Step2Form } from './requirement-forms';
import { additionalPayload, customerPayload, otpPayload, step0Payload, type AdditionalBody, type CardContext } from './requirement-payloads';

/**
 * The requirement card's flow (spec §4), pure: (state, event, fresh idempotency key) → state + effects.
 * General: step 0 posts → step 1 (customer data incomplete) or 2 → step 2 updates, requests an OTP → 3 →
 * a valid OTP sends the stored additional payload → 4. Company listing: step 0 stores the enquiry and
 * requests an OTP → 3 → a valid OTP posts the stored enquiry → 1 or 2 → step 2 updates → 4.
 */
export const SOMETHING_WENT_WRONG = 'something went wrong.';

export type PostKind = 'new' | 'customer' | 'additional' | 'final';
export type Pending = 'post' | 'customer' | 'additional' | 'final' | 'otp' | 'resend' | 'validate';

export type Effect =
  | { type: 'postEnquiry'; payload: EnquiryPayload; key: string }
  | { type: 'updateEnquiry'; purpose: 'customer' | 'additional' | 'final'; payload: CustomerInput | AdditionalBody; key: string }
  | { type: 'generateOtp'; payload: OtpGenerateInput }
  | { type: 'validateOtp'; otp: string }
  | { type: 'storeCustomerMobile'; mobile: string }
  | { type: 'trackPosted'; serviceType: string };

export interface FlowState {
  step: Step;
  ctx: CardContext;
  step0: Step0Form;
  step1: Step1Form;
  step2: Step2Form;
  otp: string;
  /** One error at a time; any change clears it. */
  error: string | null;
  /** The request in flight: further submits are ignored until it answers. */
  pending: Pending | null;
  /** The posted enquiry's public id (the api's random id: only this visitor's session may update it). */
  enquiryId?: string;
  serviceType?: ServiceType;
  /** Company listing: the step-0 enquiry, kept until the OTP is valid. */
  storedEnquiry?: EnquiryPayload;
  /** General: the step-2 payload, sent again once the OTP is valid. */
  storedAdditional?: AdditionalBody;
  /** The mobile (national number) and country of the posted enquiry, with its e-mail when it has one. */
  contact?: { mobile: string; country: string; email?: string };
  otpRequest?: OtpGenerateInput;
  otpVerified: boolean;
  /** Counts successful OTP sends: the resend countdown restarts on each. */
  otpSends: number;
  /** One idempotency key per post, reused while the same payload is retried. */
  keys: Partial<Record<PostKind, { body: string; key: string }>>;
}

export type FlowEvent =
  | { type: 'edit0'; patch: Partial<Step0Form> }
  | { type: 'edit1'; patch: Partial<Step1Form> }
  | { type: 'edit2'; patch: Partial<Step2Form> }
  | { type: 'editOtp'; otp: string }
  | { type: 'productChanged'; product: string }
  | { type: 'submit0' }
  | { type: 'submit1' }
  | { type: 'submit2' }
  | { type: 'submitOtp' }
  | { type: 'resendOtp' }
  | { type: 'posted'; response: EnquiryPostResponse }
  | { type: 'postFailed'; error: string }
  | { type: 'updated' }
  | { type: 'updateFailed' }
  | { type: 'otpSent' }
  | { type: 'otpFailed' }
  | { type: 'otpValid' }
  | { type: 'otpInvalid'; error: string };

export interface Transition {
  state: FlowState;
  effects: Effect[];
}

export function initialFlowState(ctx: CardContext, productName?: string): FlowState {
  return { step: 0, ctx, step0: initialStep0(productName), step1: initialStep1, step2: initialStep2, otp: '', error: null, pending: null, otpVerified: false, otpSends: 0, keys: {} };
}

const stay = (state: FlowState): Transition => ({ state, effects: [] });
const go = (state: FlowState, ...effects: Effect[]): Transition => ({ state, effects });

/** The key for this post: the previous one while the body is the same (a retry), else the fresh one. */
function keyed(state: FlowState, kind: PostKind, payload: unknown, fresh: string): { keys: FlowState['keys']; key: string } {
  const body = JSON.stringify(payload);
  const previous = state.keys[kind];
  const key = previous && previous.body === body ? previous.key : fresh;
  return { keys: { ...state.keys, [kind]: { body, key } }, key };
}

/**
 * SMS, or e-mail only where spec §5 allows it: a non-India mobile on a company page, with the e-mail given at
 * step 0 (the api applies the same rule, emailOtpAllowed, and needs the page's listing_slug to do so).
 */
function otpRequest(state: FlowState): OtpGenerateInput {
  const { mobile = '', country = state.step0.country, email } = state.contact ?? {};
  const listing_slug = state.ctx.listingSlug;
  const byEmail = emailOtpAllowed(country, listing_slug) && Boolean(email);
  return { mobile, country, email: byEmail ? email : undefined, email_otp: byEmail, listing_slug };
}

const contactOf = (p: EnquiryPayload) => ({ mobile: p.mobile, country: p.country_code, email: p.email });

export function transition(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  const cleared = { ...state, error: null };
  switch (event.type) {
    case 'edit0':
      return stay({ ...cleared, step0: { ...state.step0, ...event.patch } });
    case 'edit1':
      return stay({ ...cleared, step1: { ...state.step1, ...event.patch } });
    case 'edit2':
      return stay({ ...cleared, step2: { ...state.step2, ...event.patch } });
    case 'editOtp':
      return stay({ ...cleared, otp: event.otp });
    case 'productChanged':
      return state.step === 0 ? stay({ ...cleared, step0: { ...state.step0, message: interestedMessage(event.product) } }) : stay(state);
  }
  if (event.type.startsWith('submit') || event.type === 'resendOtp') {
    if (state.pending) return stay(state); // double submits are blocked
    return submit(state, event, freshKey);
  }
  return answer(state, event, freshKey);
}

function submit(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  if (event.type === 'submit0' && state.step === 0) {
    const checked = step0Payload(state.step0, state.ctx);
    if (!checked.ok) return stay({ ...state, error: checked.error });
    const serviceType = checked.payload.service_type;
    const contact = contactOf(checked.payload);
    if (state.ctx.listingSlug) {
      const request = otpRequest({ ...state, contact });
      return go({ ...state, error: null, serviceType, contact, storedEnquiry: checked.payload, otpRequest: request, pending: 'otp' }, { type: 'generateOtp', payload: request });
    }
    const { keys, key } = keyed(state, 'new', checked.payload, freshKey);
    return go({ ...state, error: null, serviceType, contact, keys, pending: 'post' }, { type: 'postEnquiry', payload: checked.payload, key });
  }
  if (event.type === 'submit1' && state.step === 1 && state.enquiryId) {
    const checked = customerPayload(state.step1, state.enquiryId, state.ctx);
    if (!checked.ok) return stay({ ...state, error: checked.error });
    const { keys, key } = keyed(state, 'customer', checked.payload, freshKey);
    return go({ ...state, error: null, keys, pending: 'customer' }, { type: 'updateEnquiry', purpose: 'customer', payload: checked.payload, key });
  }
  if (event.type === 'submit2' && state.step === 2 && state.enquiryId && state.serviceType) {
    const checked = additionalPayload(state.step2, state.enquiryId, state.serviceType);
    if (!checked.ok) return stay({ ...state, error: checked.error });
    const { keys, key } = keyed(state, 'additional', checked.payload, freshKey);
    const stored = state.ctx.listingSlug ? state.storedAdditional : checked.payload;
    return go({ ...state, error: null, keys, storedAdditional: stored, pending: 'additional' }, { type: 'updateEnquiry', purpose: 'additional', payload: checked.payload, key });
  }
  if (event.type === 'submitOtp' && state.step === 3) {
    if (state.otpVerified) return afterValidOtp(state, freshKey); // a retry of the post that followed a valid OTP
    const checked = otpPayload(state.otp);
    if (!checked.ok) return stay({ ...state, error: checked.error });
    return go({ ...state, error: null, pending: 'validate' }, { type: 'validateOtp', otp: checked.payload.otp });
  }
  if (event.type === 'resendOtp' && state.step === 3 && state.otpRequest && !state.otpVerified) {
    return go({ ...state, pending: 'resend' }, { type: 'generateOtp', payload: state.otpRequest });
  }
  return stay(state);
}

/** After a valid OTP: post the stored enquiry (listing) or send the stored additional payload (general). */
function afterValidOtp(state: FlowState, freshKey: string): Transition {
  const verified = { ...state, otpVerified: true, error: null };
  if (state.ctx.listingSlug) {
    if (!state.storedEnquiry) return stay({ ...verified, pending: null, error: SOMETHING_WENT_WRONG });
    const { keys, key } = keyed(state, 'new', state.storedEnquiry, freshKey);
    return go({ ...verified, keys, pending: 'post' }, { type: 'postEnquiry', payload: state.storedEnquiry, key });
  }
  if (!state.storedAdditional) return stay({ ...verified, pending: null, error: SOMETHING_WENT_WRONG });
  const { keys, key } = keyed(state, 'final', state.storedAdditional, freshKey);
  return go({ ...verified, keys, pending: 'final' }, { type: 'updateEnquiry', purpose: 'final', payload: state.storedAdditional, key });
}

function answer(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  const done = { ...state, pending: null };
  switch (event.type) {
    case 'posted': {
      if (state.pending !== 'post') return stay(state);
      const { customerDataComplete, customer_mobile: mobile, enquiry_id: enquiryId } = event.response;
      const effects: Effect[] = [{ type: 'trackPosted', serviceType: state.serviceType ?? '' }];
      if (customerDataComplete) effects.push({ type: 'storeCustomerMobile', mobile });
      // The e-mail given at step 0 (for the e-mail OTP) is not asked for again at step 1.
      const step1 = state.step1.email ? state.step1 : { ...state.step1, email: state.contact?.email ?? '' };
      return go({ ...done, enquiryId, step1, storedEnquiry: undefined, step: customerDataComplete ? 2 : 1 }, ...effects);
    }
    case 'postFailed':
      return state.pending === 'post' ? stay({ ...done, error: event.error }) : stay(state);
    case 'updated':
      if (state.pending === 'customer') return stay({ ...done, step: 2 });
      if (state.pending === 'final') return stay({ ...done, storedAdditional: undefined, step: 4 });
      if (state.pending !== 'additional') return stay(state);
      if (state.ctx.listingSlug) return stay({ ...done, step: 4 });
      {
        const request = otpRequest(state);
        return go({ ...state, otpRequest: request, pending: 'otp' }, { type: 'generateOtp', payload: request });
      }
    case 'updateFailed': // spec §8: posting stops, no message
      return ['customer', 'additional', 'final'].includes(state.pending ?? '') ? stay(done) : stay(state);
    case 'otpSent':
      if (state.pending === 'otp') return stay({ ...done, step: 3, otp: '', otpVerified: false, otpSends: state.otpSends + 1 });
      return state.pending === 'resend' ? stay({ ...done, otpSends: state.otpSends + 1 }) : stay(state);
    case 'otpFailed': // spec §8: posting stops silently
      return state.pending === 'otp' || state.pending === 'resend' ? stay(done) : stay(state);
    case 'otpValid':
      return state.pending === 'validate' ? afterValidOtp(state, freshKey) : stay(state);
    case 'otpInvalid':
      return state.pending === 'validate' ? stay({ ...done, error: event.error }) : stay(state);
    default:
      return stay(state);
  }
}
