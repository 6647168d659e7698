import {
  emailOtpAllowed,
  OTP_RESEND_SECONDS,
  type CustomerInput,
  type EnquiryDelivery,
  type EnquiryPayload,
  type EnquiryPostResponse,
  type EnquiryUpdateResponse,
  type OtpGenerateInput,
  type ServiceType,
} from '@pharmasetu/shared-contracts';
import {
  initialPostRequirementForm,
  initialContactForm,
  initialSpecificRequirementForm,
  interestedMessage,
  type Step,
  type PostRequirementForm,
  type ContactForm,
  type SpecificRequirementForm,
} from './requirement-forms';
import {
  additionalPayload,
  customerPayload,
  otpPayload,
  enquiryPayload,
  type AdditionalBody,
  type CardContext,
} from './requirement-payloads';

/**
 * The requirement card's flow (spec §4), pure: (state, event, fresh idempotency key) → state + effects.
 * General: post requirement posts the enquiry → contact (customer data incomplete) or specific requirement →
 * specific requirement updates, requests an OTP → otp → a valid OTP sends the stored additional payload →
 * success. Company listing: post requirement stores the enquiry and requests an OTP → otp → a valid OTP posts
 * the stored enquiry → contact or specific requirement → specific requirement updates → success.
 */
export const SOMETHING_WENT_WRONG = 'something went wrong.';

type PostKind = 'new' | 'customer' | 'additional' | 'final';
type Pending = 'post' | 'customer' | 'additional' | 'final' | 'otp' | 'resend' | 'validate';

export type Effect =
  | { type: 'postEnquiry'; payload: EnquiryPayload; key: string }
  | {
      type: 'updateEnquiry';
      purpose: 'customer' | 'additional' | 'final';
      payload: CustomerInput | AdditionalBody;
      key: string;
    }
  | { type: 'generateOtp'; payload: OtpGenerateInput }
  | { type: 'validateOtp'; otp: string }
  | { type: 'storeCustomerMobile'; mobile: string }
  | { type: 'trackPosted'; serviceType: string };

export interface FlowState {
  step: Step;
  ctx: CardContext;
  postRequirementForm: PostRequirementForm;
  contactForm: ContactForm;
  specificRequirementForm: SpecificRequirementForm;
  otp: string;
  /** One error at a time; any change clears it. */
  error: string | null;
  /** The payload field the error is about, when it is about one: the card takes the visitor to it. */
  errorField?: string;
  /** The request in flight: further submits are ignored until it answers. */
  pending: Pending | null;
  /** The posted enquiry's public id (the api's random id: only this visitor's session may update it). */
  enquiryId?: string;
  serviceType?: ServiceType;
  /** Company listing: the enquiry from post requirement, kept until the OTP is valid. */
  storedEnquiry?: EnquiryPayload;
  /** General: the specific requirement's additional payload, sent again once the OTP is valid. */
  storedAdditional?: AdditionalBody;
  /** The mobile (national number) and country of the posted enquiry, with its e-mail when it has one. */
  postedContact?: { mobile: string; country: string; email?: string };
  otpRequest?: OtpGenerateInput;
  otpVerified: boolean;
  /**
   * How long until a new code may be asked for: the resend interval after each code sent, or the wait the api
   * named when it refused a resend or locked the code (none once the code expired). `key` changes with each
   * wait, so the countdown restarts on it.
   */
  resendWait: { seconds: number; key: number };
  /** One idempotency key per post, reused while the same payload is retried. */
  keys: Partial<Record<PostKind, { body: string; key: string }>>;
  /** What became of the verified requirement, as the api said with the last update (shown on the success step). */
  delivery?: EnquiryDelivery;
}

export type FlowEvent =
  | { type: 'editPostRequirement'; patch: Partial<PostRequirementForm> }
  | { type: 'editContact'; patch: Partial<ContactForm> }
  | { type: 'editSpecificRequirement'; patch: Partial<SpecificRequirementForm> }
  | { type: 'editOtp'; otp: string }
  | { type: 'productChanged'; product: string }
  | { type: 'submitPostRequirement' }
  | { type: 'submitContact' }
  | { type: 'submitSpecificRequirement' }
  | { type: 'submitOtp' }
  | { type: 'resendOtp' }
  | { type: 'posted'; response: EnquiryPostResponse }
  | { type: 'postFailed'; error: string }
  | { type: 'updated'; response?: EnquiryUpdateResponse }
  | { type: 'updateFailed' }
  | { type: 'otpSent' }
  /** The api needed no code: this session proved the contact already (a second company page the same day). */
  | { type: 'otpNotNeeded' }
  /** `retryAfter`: the api refused the code for now (its message in `error`) and said when to ask again. */
  | { type: 'otpFailed'; error?: string; retryAfter?: number }
  | { type: 'otpValid' }
  /** `newCodeIn`: this code can no longer be used (locked, expired); a new one may be asked for in that many seconds. */
  | { type: 'otpInvalid'; error: string; newCodeIn?: number };

export interface Transition {
  state: FlowState;
  effects: Effect[];
}

export function initialFlowState(ctx: CardContext, productName?: string): FlowState {
  return {
    step: 'postRequirement',
    ctx,
    postRequirementForm: initialPostRequirementForm(productName),
    contactForm: initialContactForm,
    specificRequirementForm: initialSpecificRequirementForm,
    otp: '',
    error: null,
    pending: null,
    otpVerified: false,
    resendWait: { seconds: OTP_RESEND_SECONDS, key: 0 },
    keys: {},
  };
}

/** The next state, and the effects to run for it (none: a change of state only). */
/** The next state; an error's field goes with the error (none without one, so a later error never inherits it). */
const next = (state: FlowState, ...effects: Effect[]): Transition => {
  if (state.errorField === undefined || state.error !== null) return { state, effects };
  const { errorField: _gone, ...rest } = state;
  return { state: rest, effects };
};
/** The event changes nothing (a late answer, a submit in the wrong step): the same state object. */
const unchanged = (state: FlowState): Transition => ({ state, effects: [] });

/** The key for this post: the previous one while the body is the same (a retry), else the fresh one. */
function idempotencyKeyFor(
  state: FlowState,
  kind: PostKind,
  payload: unknown,
  fresh: string,
): { keys: FlowState['keys']; key: string } {
  const body = JSON.stringify(payload);
  const previous = state.keys[kind];
  const key = previous && previous.body === body ? previous.key : fresh;
  return { keys: { ...state.keys, [kind]: { body, key } }, key };
}

/**
 * SMS, or e-mail only where spec §5 allows it: a non-India mobile on a company page, with the e-mail given with
 * the post requirement (the api applies the same rule, emailOtpAllowed, and needs the page's listing_slug to do so).
 */
function otpRequest(state: FlowState): OtpGenerateInput {
  const { mobile = '', country = state.postRequirementForm.country, email } = state.postedContact ?? {};
  const listing_slug = state.ctx.listingSlug;
  const byEmail = emailOtpAllowed(country, listing_slug) && Boolean(email);
  return { mobile, country, email: byEmail ? email : undefined, email_otp: byEmail, listing_slug };
}

const postedContactOf = (p: EnquiryPayload) => ({ mobile: p.mobile, country: p.country_code, email: p.email });

export function transition(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  const cleared = { ...state, error: null };
  switch (event.type) {
    case 'editPostRequirement':
      return next({ ...cleared, postRequirementForm: { ...state.postRequirementForm, ...event.patch } });
    case 'editContact':
      return next({ ...cleared, contactForm: { ...state.contactForm, ...event.patch } });
    case 'editSpecificRequirement':
      return next({ ...cleared, specificRequirementForm: { ...state.specificRequirementForm, ...event.patch } });
    case 'editOtp':
      return next({ ...cleared, otp: event.otp });
    case 'productChanged':
      return state.step === 'postRequirement'
        ? next({
            ...cleared,
            postRequirementForm: { ...state.postRequirementForm, message: interestedMessage(event.product) },
          })
        : unchanged(state);
  }
  if (event.type.startsWith('submit') || event.type === 'resendOtp') {
    if (state.pending) return unchanged(state); // double submits are blocked
    return submitStep(state, event, freshKey);
  }
  return handleResponse(state, event, freshKey);
}

function submitStep(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  if (event.type === 'submitPostRequirement' && state.step === 'postRequirement') {
    const checked = enquiryPayload(state.postRequirementForm, state.ctx);
    if (!checked.ok) return next({ ...state, error: checked.error, errorField: checked.field });
    const serviceType = checked.payload.service_type;
    const postedContact = postedContactOf(checked.payload);
    if (state.ctx.listingSlug) {
      const request = otpRequest({ ...state, postedContact });
      return next(
        {
          ...state,
          error: null,
          serviceType,
          postedContact,
          storedEnquiry: checked.payload,
          otpRequest: request,
          pending: 'otp',
        },
        { type: 'generateOtp', payload: request },
      );
    }
    const { keys, key } = idempotencyKeyFor(state, 'new', checked.payload, freshKey);
    return next(
      { ...state, error: null, serviceType, postedContact, keys, pending: 'post' },
      { type: 'postEnquiry', payload: checked.payload, key },
    );
  }
  if (event.type === 'submitContact' && state.step === 'contact' && state.enquiryId) {
    const checked = customerPayload(state.contactForm, state.enquiryId, state.ctx);
    if (!checked.ok) return next({ ...state, error: checked.error, errorField: checked.field });
    const { keys, key } = idempotencyKeyFor(state, 'customer', checked.payload, freshKey);
    return next(
      { ...state, error: null, keys, pending: 'customer' },
      { type: 'updateEnquiry', purpose: 'customer', payload: checked.payload, key },
    );
  }
  if (
    event.type === 'submitSpecificRequirement' &&
    state.step === 'specificRequirement' &&
    state.enquiryId &&
    state.serviceType
  ) {
    const checked = additionalPayload(state.specificRequirementForm, state.enquiryId, state.serviceType);
    if (!checked.ok) return next({ ...state, error: checked.error, errorField: checked.field });
    const { keys, key } = idempotencyKeyFor(state, 'additional', checked.payload, freshKey);
    const stored = state.ctx.listingSlug ? state.storedAdditional : checked.payload;
    return next(
      { ...state, error: null, keys, storedAdditional: stored, pending: 'additional' },
      { type: 'updateEnquiry', purpose: 'additional', payload: checked.payload, key },
    );
  }
  if (event.type === 'submitOtp' && state.step === 'otp') {
    if (state.otpVerified) return afterValidOtp(state, freshKey); // a retry of the post that followed a valid OTP
    const checked = otpPayload(state.otp);
    if (!checked.ok) return next({ ...state, error: checked.error, errorField: checked.field });
    return next({ ...state, error: null, pending: 'validate' }, { type: 'validateOtp', otp: checked.payload.otp });
  }
  if (event.type === 'resendOtp' && state.step === 'otp' && state.otpRequest && !state.otpVerified) {
    return next({ ...state, pending: 'resend' }, { type: 'generateOtp', payload: state.otpRequest });
  }
  return unchanged(state);
}

/** A new countdown to the next resend: `seconds` from now. */
const waitFor = (state: FlowState, seconds: number): FlowState['resendWait'] => ({
  seconds,
  key: state.resendWait.key + 1,
});

/** After a valid OTP: post the stored enquiry (listing) or send the stored additional payload (general). */
function afterValidOtp(state: FlowState, freshKey: string): Transition {
  const verified = { ...state, otpVerified: true, error: null };
  if (state.ctx.listingSlug) {
    if (!state.storedEnquiry) return next({ ...verified, pending: null, error: SOMETHING_WENT_WRONG });
    const { keys, key } = idempotencyKeyFor(state, 'new', state.storedEnquiry, freshKey);
    return next({ ...verified, keys, pending: 'post' }, { type: 'postEnquiry', payload: state.storedEnquiry, key });
  }
  if (!state.storedAdditional) return next({ ...verified, pending: null, error: SOMETHING_WENT_WRONG });
  const { keys, key } = idempotencyKeyFor(state, 'final', state.storedAdditional, freshKey);
  return next(
    { ...verified, keys, pending: 'final' },
    { type: 'updateEnquiry', purpose: 'final', payload: state.storedAdditional, key },
  );
}

/** An api answer: taken only when it answers the request in flight. */
function handleResponse(state: FlowState, event: FlowEvent, freshKey: string): Transition {
  const done = { ...state, pending: null };
  switch (event.type) {
    case 'posted': {
      if (state.pending !== 'post') return unchanged(state);
      const { customerDataComplete, customer_mobile: mobile, enquiry_id: enquiryId } = event.response;
      const effects: Effect[] = [{ type: 'trackPosted', serviceType: state.serviceType ?? '' }];
      if (customerDataComplete) effects.push({ type: 'storeCustomerMobile', mobile });
      // The e-mail given with the post requirement (for the e-mail OTP) is not asked for again in contact.
      const contactForm = state.contactForm.email
        ? state.contactForm
        : { ...state.contactForm, email: state.postedContact?.email ?? '' };
      return next(
        {
          ...done,
          enquiryId,
          contactForm,
          storedEnquiry: undefined,
          step: customerDataComplete ? 'specificRequirement' : 'contact',
        },
        ...effects,
      );
    }
    case 'postFailed':
      return state.pending === 'post' ? next({ ...done, error: event.error }) : unchanged(state);
    case 'updated': {
      const delivery = event.response?.delivery;
      if (state.pending === 'customer') return next({ ...done, step: 'specificRequirement' });
      if (state.pending === 'final') return next({ ...done, storedAdditional: undefined, delivery, step: 'success' });
      if (state.pending !== 'additional') return unchanged(state);
      if (state.ctx.listingSlug) return next({ ...done, delivery, step: 'success' });
      {
        const request = otpRequest(state);
        return next({ ...state, otpRequest: request, pending: 'otp' }, { type: 'generateOtp', payload: request });
      }
    }
    case 'updateFailed': // spec §8: posting stops, no message
      return ['customer', 'additional', 'final'].includes(state.pending ?? '') ? next(done) : unchanged(state);
    case 'otpSent': {
      const resendWait = waitFor(state, OTP_RESEND_SECONDS);
      if (state.pending === 'otp') return next({ ...done, step: 'otp', otp: '', otpVerified: false, resendWait });
      return state.pending === 'resend' ? next({ ...done, resendWait }) : unchanged(state);
    }
    case 'otpNotNeeded':
      return state.pending === 'otp' ? afterValidOtp(state, freshKey) : unchanged(state);
    case 'otpFailed': // spec §8: posting stops silently; a resend refused for now says when it may be asked again
      if (state.pending === 'resend' && event.retryAfter !== undefined)
        return next({ ...done, error: event.error ?? null, resendWait: waitFor(state, event.retryAfter) });
      return state.pending === 'otp' || state.pending === 'resend' ? next(done) : unchanged(state);
    case 'otpValid':
      return state.pending === 'validate' ? afterValidOtp(state, freshKey) : unchanged(state);
    case 'otpInvalid':
      if (state.pending !== 'validate') return unchanged(state);
      return event.newCodeIn === undefined
        ? next({ ...done, error: event.error })
        : next({ ...done, error: event.error, resendWait: waitFor(state, event.newCodeIn) });
    default:
      return unchanged(state);
  }
}
