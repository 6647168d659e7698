import type { FlowState } from './requirement-flow';
import type { Step } from './requirement-forms';

/**
 * The card's progress kept for the tab's session (sessionStorage), so that closing the dialog, a reload or
 * a killed tab brings the buyer back where they were, with the same enquiry and idempotency keys (no second
 * requirement). Never the OTP. Gone after success or when the buyer starts a new requirement.
 */
const SAVED_CARD_VERSION = 2;
const PREFIX = 'enquiry_requirement_card';

/** One saved card per place it is shown (the dialog, an inline card) and per company listing. */
export const savedCardKey = (scope: string, listingSlug?: string) => `${PREFIX}:${scope}:${listingSlug ?? ''}`;

interface Saved {
  v: number;
  state: FlowState;
  /** The product the card was opened for: another product resets a post-requirement message (spec §4). */
  product?: string;
}

/** What is kept: the state without the OTP, the error or a request in flight (it is asked again). */
export function serializeCard(state: FlowState, product?: string): string | null {
  if (state.step === 'success') return null;
  const kept: FlowState = { ...state, otp: '', error: null, pending: null };
  return JSON.stringify({ v: SAVED_CARD_VERSION, state: kept, product } satisfies Saved);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every step but success can be resumed. */
const RESUMABLE: readonly Step[] = ['postRequirement', 'contact', 'specificRequirement', 'otp'];

/**
 * Version 1 numbered the steps (0 to 3) and their forms (step0, step1, step2) and called the posted contact
 * `contact`. Read as version 2, so that a card saved before a deploy is resumed with its enquiry and keys
 * instead of posting a second requirement.
 */
function fromVersion1(state: Record<string, unknown>): Record<string, unknown> {
  const { step, step0, step1, step2, contact, ...rest } = state;
  const renamed = {
    ...rest,
    step: typeof step === 'number' ? RESUMABLE[step] : undefined,
    postRequirementForm: step0,
    contactForm: step1,
    specificRequirementForm: step2,
  };
  return contact === undefined ? renamed : { ...renamed, postedContact: contact };
}

/** The saved state when it is one this code wrote (version, a resumable step, the forms and context present). */
export function parseCard(
  text: string | null,
  listingSlug: string | undefined,
): { state: FlowState; product?: string } | null {
  if (!text) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(saved) || (saved.v !== SAVED_CARD_VERSION && saved.v !== 1) || !isObject(saved.state)) return null;
  const state = saved.v === 1 ? fromVersion1(saved.state) : saved.state;
  if (!RESUMABLE.includes(state.step as Step)) return null;
  if (
    !isObject(state.ctx) ||
    !isObject(state.postRequirementForm) ||
    !isObject(state.contactForm) ||
    !isObject(state.specificRequirementForm) ||
    !isObject(state.keys)
  )
    return null;
  if ((state.ctx.listingSlug ?? undefined) !== listingSlug) return null;
  const product = typeof saved.product === 'string' ? saved.product : undefined;
  return { state: { ...(state as unknown as FlowState), otp: '', error: null, pending: null }, product };
}

export function loadCard(
  storage: Storage | undefined,
  key: string,
  listingSlug: string | undefined,
): { state: FlowState; product?: string } | null {
  try {
    return parseCard(storage?.getItem(key) ?? null, listingSlug);
  } catch {
    return null;
  }
}

/** Writes (or, after success or for a new requirement, removes) the saved card; returns what was written. */
export function saveCard(
  storage: Storage | undefined,
  key: string,
  state: FlowState | null,
  product?: string,
): string | null {
  const text = state ? serializeCard(state, product) : null;
  try {
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // storage full or switched off: the card still works, it only forgets on close
  }
  return text;
}

/** The saved text as it is now (to tell whether another card has taken over since). */
export function readSaved(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
