import {
  createHttpClient,
  emit,
  enquiryErrorMessage,
  generateOtp,
  HttpError,
  MESSAGE_UPDATE_DEBOUNCE_MS,
  newIdempotencyKey,
  postEnquiry,
  updateEnquiry,
  validateOtp,
  type EnquirySection,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { requirementPostedEvents } from '../lib/tracking';
import { isCampaignVisit, storeCustomerMobile } from '../lib/utm';
import { initialFlowState, transition, type Effect, type FlowEvent, type FlowState } from './requirement-flow';

export interface FlowOptions {
  settings: SiteSettings;
  section: EnquirySection;
  listingSlug?: string;
  productName?: string;
}

/**
 * The card's state: the pure flow plus its effects (the api calls, localStorage, tracking). A ref holds
 * the current state so that two clicks in the same tick still start one request.
 */
export function useRequirementFlow({ settings, section, listingSlug, productName }: FlowOptions) {
  const client = useMemo(() => createHttpClient(settings.urls.api), [settings.urls.api]);
  const current = useRef<FlowState | null>(null);
  if (current.current === null) {
    current.current = initialFlowState({ listingSlug, campaign: isCampaignVisit(), source: settings.enquirySource }, productName);
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
      if (!alive.current) return;
      const t = transition(current.current!, event, newIdempotencyKey());
      current.current = t.state;
      setState(t.state);
      for (const effect of t.effects) void run(effect);
    },
    [client, settings, section],
  );

  async function run(effect: Effect): Promise<void> {
    switch (effect.type) {
      case 'postEnquiry':
        return postEnquiry(client, effect.payload, effect.key).then(
          (response) => dispatch({ type: 'posted', response }),
          (error: unknown) => dispatch({ type: 'postFailed', error: enquiryErrorMessage(error) }),
        );
      case 'updateEnquiry':
        return updateEnquiry(client, effect.payload, effect.key).then(
          () => dispatch({ type: 'updated' }),
          () => dispatch({ type: 'updateFailed' }),
        );
      case 'generateOtp':
        return generateOtp(client, effect.payload).then(
          () => dispatch({ type: 'otpSent' }),
          () => dispatch({ type: 'otpFailed' }),
        );
      case 'validateOtp':
        return validateOtp(client, { otp: effect.otp }).then(
          () => dispatch({ type: 'otpValid' }),
          (error: unknown) => dispatch({ type: 'otpInvalid', error: otpErrorMessage(error) }),
        );
      case 'storeCustomerMobile':
        return storeCustomerMobile(effect.mobile);
      case 'trackPosted':
        for (const detail of requirementPostedEvents(settings, section, effect.serviceType)) emit('track:event', detail);
    }
  }

  // Spec §4: a change of product resets the message, debounced by 1 s (the first product is in the initial state).
  const firstProduct = useRef(productName);
  useEffect(() => {
    if (!productName || productName === firstProduct.current) return;
    firstProduct.current = undefined;
    const timer = setTimeout(() => dispatch({ type: 'productChanged', product: productName }), MESSAGE_UPDATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [productName, dispatch]);

  return { state, dispatch, client };
}

/** Spec §8: the error field of the response body; without a body, the client's own message. */
function otpErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.error ?? error.message;
  return 'Network Error';
}
