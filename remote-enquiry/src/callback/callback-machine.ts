import {
  countryRule,
  DEFAULT_COUNTRY,
  firstErrorMessage,
  callbackSchema,
  type CallbackInput,
} from '@pharmasetu/shared-contracts';

/**
 * The quick call-back popup (spec §4), pure. Status none → sending ('Please wait...') → posted
 * ('Enquiry posted successfully', green) or error ('Error while posting', red); on either outcome the
 * fields clear and the popup closes shortly after. Cancel closes and resets the status.
 */
type CallbackStatus = 'none' | 'sending' | 'posted' | 'error';

export interface CallbackForm {
  name: string;
  country: string;
  mobile: string;
  email: string;
  type: string;
}

export interface CallbackState {
  open: boolean;
  /** The company listing the popup was opened on (its page), '' elsewhere. */
  listingSlug?: string;
  form: CallbackForm;
  status: CallbackStatus;
  error: string | null;
  /** The last payload posted and its idempotency key: a retry of the same payload reuses the key. */
  last?: { body: string; key: string };
}

export type CallbackEvent =
  | { type: 'open' }
  | { type: 'cancel' }
  | { type: 'close' }
  | { type: 'edit'; patch: Partial<CallbackForm> }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' };

type CallbackEffect =
  | { type: 'post'; payload: CallbackInput; key: string }
  | { type: 'track'; serviceType: string }
  | { type: 'closeLater' };

export const BUTTON_LABELS: Record<CallbackStatus, string> = {
  none: 'Request Call Back',
  sending: 'Please wait...',
  posted: 'Enquiry posted successfully',
  error: 'Error while posting',
};

const emptyCallbackForm: CallbackForm = { name: '', country: DEFAULT_COUNTRY, mobile: '', email: '', type: '' };
export const initialCallbackState: CallbackState = {
  open: false,
  form: emptyCallbackForm,
  status: 'none',
  error: null,
};

/** Spec §3 payload, checked with the shared schema in the §5 order (name, mobile, email, service). */
function callbackPayload(
  form: CallbackForm,
  listingSlug = '',
): { ok: true; payload: CallbackInput } | { ok: false; error: string } {
  const r = callbackSchema.safeParse({
    name: form.name,
    phone_number: form.mobile,
    country_code: form.country,
    isd_code: countryRule(form.country)?.country_code,
    email: form.email,
    type: form.type || undefined,
    listing_slug: listingSlug,
  });
  if (!r.success) return { ok: false, error: firstErrorMessage(r.error) };
  return { ok: true, payload: { ...r.data, listing_slug: r.data.listing_slug ?? '' } };
}

export function callbackTransition(
  state: CallbackState,
  event: CallbackEvent,
  freshKey: string,
): { state: CallbackState; effects: CallbackEffect[] } {
  // The next state and the effects to run for it.
  const next = (s: CallbackState, ...effects: CallbackEffect[]) => ({ state: s, effects });
  switch (event.type) {
    case 'open':
      return state.status === 'sending'
        ? next({ ...state, open: true })
        : next({ ...state, open: true, status: 'none', error: null });
    case 'cancel':
      return next({ ...state, open: false, status: 'none', error: null });
    case 'close':
      return next({ ...state, open: false });
    case 'edit':
      return next({ ...state, form: { ...state.form, ...event.patch }, error: null });
    case 'submit': {
      if (state.status === 'sending') return next(state); // one request at a time
      const checked = callbackPayload(state.form, state.listingSlug);
      if (!checked.ok) return next({ ...state, error: checked.error });
      const body = JSON.stringify(checked.payload);
      const key = state.last?.body === body ? state.last.key : freshKey;
      return next(
        { ...state, status: 'sending', error: null, last: { body, key } },
        { type: 'post', payload: checked.payload, key },
      );
    }
    case 'succeeded':
      if (state.status !== 'sending') return next(state);
      return next(
        { ...state, status: 'posted', form: emptyCallbackForm },
        { type: 'track', serviceType: state.form.type },
        { type: 'closeLater' },
      );
    case 'failed':
      if (state.status !== 'sending') return next(state);
      return next({ ...state, status: 'error', form: emptyCallbackForm }, { type: 'closeLater' });
  }
}
