import {
  createHttpClient,
  emit,
  enquiryErrorMessage,
  generateOtp,
  HttpError,
  MESSAGE_UPDATE_DEBOUNCE_MS,
  newIdempotencyKey,
  OTP_MESSAGES,
  postEnquiry,
  updateEnquiry,
  validateOtp,
  type EnquirySection,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requirementPostedEvents } from '../lib/tracking';
import { isCampaignVisit, storeCustomerMobile } from '../lib/utm';
import { interestedMessage } from './requirement-forms';
import { initialFlowState, transition, type Effect, type FlowEvent, type FlowState } from './requirement-flow';
import { loadCard, readSaved, saveCard, savedCardKey } from './saved-card';

interface FlowOptions {
  settings: SiteSettings;
  section: EnquirySection;
  listingSlug?: string;
  productName?: string;
  /** Where the card is shown ('dialog', 'inline'): its progress is kept for the session under this name. */
  memoryScope?: string;
}

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The card's state: the pure flow plus its effects (the api calls, localStorage, tracking). A ref holds
 * the current state so that two clicks in the same tick still start one request.
 */
export function useRequirementFlow({ settings, section, listingSlug, productName, memoryScope = 'card' }: FlowOptions) {
  const client = useMemo(() => createHttpClient(settings.urls.api), [settings.urls.api]);
  const memoryKey = savedCardKey(memoryScope, listingSlug);
  const fresh = () =>
    initialFlowState({ listingSlug, campaign: isCampaignVisit(), source: settings.enquirySource }, productName);
  const current = useRef<FlowState | null>(null);
  const written = useRef<string | null>(null);
  if (current.current === null) {
    written.current = readSaved(sessionStore(), memoryKey);
    current.current = restore(loadCard(sessionStore(), memoryKey, listingSlug), productName) ?? fresh();
  }
  const [state, setState] = useState<FlowState>(current.current);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const dispatch = useCallback(
    (event: FlowEvent) => {
      // A closed card's answers still land in the saved card (a validated OTP is single use), unless a
      // reopened card has written since: then that one is the buyer's card.
      if (!alive.current && readSaved(sessionStore(), memoryKey) !== written.current) return;
      const t = transition(current.current!, event, newIdempotencyKey());
      current.current = t.state;
      written.current = saveCard(sessionStore(), memoryKey, t.state, productName); // before any request leaves: a killed tab keeps its keys
      if (alive.current) setState(t.state);
      for (const effect of t.effects) void run(effect);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run() reads only the client, settings and section listed here
    [client, settings, section, memoryKey, productName],
  );

  /** 'Start a new requirement': forget the saved card; answers still in flight are ignored (nothing pending). */
  const startNew = useCallback(() => {
    written.current = saveCard(sessionStore(), memoryKey, null);
    current.current = fresh();
    setState(current.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fresh() reads the same props as the key
  }, [memoryKey, productName, settings.enquirySource]);

  async function run(effect: Effect): Promise<void> {
    switch (effect.type) {
      case 'postEnquiry':
        return postEnquiry(client, effect.payload, effect.key).then(
          (response) => dispatch({ type: 'posted', response }),
          (error: unknown) => dispatch({ type: 'postFailed', error: enquiryErrorMessage(error) }),
        );
      case 'updateEnquiry':
        return updateEnquiry(client, effect.payload, effect.key).then(
          (response) => dispatch({ type: 'updated', response }),
          () => dispatch({ type: 'updateFailed' }),
        );
      case 'generateOtp':
        return generateOtp(client, effect.payload).then(
          (sent) => dispatch({ type: sent.status === 'verified' ? 'otpNotNeeded' : 'otpSent' }),
          (error: unknown) =>
            dispatch(
              error instanceof HttpError && error.status === 429 && error.retryAfter !== undefined
                ? { type: 'otpFailed', error: error.error, retryAfter: error.retryAfter }
                : { type: 'otpFailed' },
            ),
        );
      case 'validateOtp':
        return validateOtp(client, { otp: effect.otp }).then(
          () => dispatch({ type: 'otpValid' }),
          (error: unknown) =>
            dispatch({ type: 'otpInvalid', error: otpErrorMessage(error), newCodeIn: newCodeIn(error) }),
        );
      case 'storeCustomerMobile':
        return storeCustomerMobile(effect.mobile);
      case 'trackPosted':
        for (const detail of requirementPostedEvents(settings, section, effect.serviceType))
          emit('track:event', detail);
    }
  }

  // Spec §4: a change of product resets the message, debounced by 1 s (the first product is in the initial state).
  const firstProduct = useRef(productName);
  useEffect(() => {
    if (!productName || productName === firstProduct.current) return;
    firstProduct.current = undefined;
    const timer = setTimeout(
      () => dispatch({ type: 'productChanged', product: productName }),
      MESSAGE_UPDATE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [productName, dispatch]);

  return { state, dispatch, client, startNew };
}

/** A saved card opened for another product starts its post-requirement message again from that product (spec §4). */
function restore(
  saved: { state: FlowState; product?: string } | null,
  productName: string | undefined,
): FlowState | null {
  if (!saved) return null;
  const { state, product } = saved;
  if (state.step !== 'postRequirement' || !productName || productName === product) return state;
  return { ...state, postRequirementForm: { ...state.postRequirementForm, message: interestedMessage(productName) } };
}

/**
 * When a check's answer means this code is done for: locked by wrong codes (429: a new one in Retry-After
 * seconds, when the lock ends) or expired (a new one at once). Otherwise undefined (the code may still be right).
 */
function newCodeIn(error: unknown): number | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 429) return error.retryAfter;
  return error.error === OTP_MESSAGES.expired ? 0 : undefined;
}

/** Spec §8: the error field of the response body; without a body, the client's own message. */
function otpErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.error ?? error.message;
  return 'Network Error';
}
