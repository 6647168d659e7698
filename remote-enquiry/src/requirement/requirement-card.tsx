import styled from '@emotion/styled';
import type { RequirementCardProps } from '@pharmasetu/shared-contracts';
import { useEffect, useRef } from 'react';
import { useConstData } from '../data/use-const-data';
import type { FlowState } from './requirement-flow';
import { initialPostRequirementForm, stepTitle } from './requirement-forms';
import { StepContact } from './step-contact';
import { StepOtp } from './step-otp';
import { StepPostRequirement } from './step-post-requirement';
import { StepSpecificRequirement } from './step-specific-requirement';
import { StepSuccess } from './step-success';
import { useRequirementFlow } from './use-requirement-flow';

export type { RequirementCardProps };

// No overflow clipping here: it would stop the header from sticking while the dialog's body scrolls.
const Card = styled.div`
  background: #fff;
  border-radius: 8px;
`;

/** The step title stays at the top while the form scrolls (the dialog's close icon sits on it, right). */
const Header = styled.div<{ company: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  border-radius: 8px 8px 0 0;
  background: ${({ company, theme }) => (company ? theme.colors.red : theme.colors.blue)};
  color: #fff;
  padding: 14px 48px 14px 20px;
  h2 {
    margin: 0;
    font-size: 20px;
    outline: none;
  }
`;

const Body = styled.div`
  padding: 16px 20px 20px;
`;

const StartNew = styled.button`
  display: block;
  min-height: ${({ theme }) => theme.input.height}px;
  margin: 10px 0 0;
  padding: 8px 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.blue};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.blue};
  }
`;

/** A step's first field: what the visitor fills first (its first control that takes input). */
const FIRST_FIELD = 'form input:not([type="hidden"]), form select, form textarea';

/** Something to lose: a later step, or a post requirement the buyer has started filling. */
function hasProgress(state: FlowState, productName?: string): boolean {
  if (state.step !== 'postRequirement') return true;
  const fresh = initialPostRequirementForm(productName);
  return (Object.keys(fresh) as (keyof typeof fresh)[]).some(
    (k) => k !== 'country' && state.postRequirementForm[k] !== fresh[k],
  );
}

/** Spec §2 multi-step requirement card: five steps, each with its title; a company listing's header is red. */
export function RequirementCard({ settings, listingSlug, productName, section, memoryScope }: RequirementCardProps) {
  const { state, dispatch, client, startNew } = useRequirementFlow({
    settings,
    listingSlug,
    productName,
    section,
    memoryScope,
  });
  const constData = useConstData(client);
  const heading = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A new step opens at its top (the dialog's body scrolled back, an inline card's top in view) with the focus on
  // its first field; a step without one (success) focuses its title.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const card = cardRef.current;
    if (!card) return;
    const scroller = card.closest('.dialog-body');
    if (scroller) scroller.scrollTop = 0;
    else if (card.getBoundingClientRect().top < 0) card.scrollIntoView?.({ block: 'start' });
    const field = card.querySelector<HTMLElement>(FIRST_FIELD);
    (field ?? heading.current)?.focus({ preventScroll: true });
  }, [state.step]);

  const props = { state, dispatch, constData, client };
  return (
    <Card ref={cardRef} data-step={state.step}>
      <Header company={Boolean(listingSlug)} data-testid="requirement-card-header">
        <h2 ref={heading} tabIndex={-1}>
          {stepTitle(state.step, Boolean(state.otpRequest?.email_otp))}
        </h2>
      </Header>
      <Body>
        {state.step === 'postRequirement' && <StepPostRequirement {...props} />}
        {state.step === 'contact' && <StepContact {...props} />}
        {state.step === 'specificRequirement' && <StepSpecificRequirement {...props} />}
        {state.step === 'otp' && <StepOtp state={state} dispatch={dispatch} />}
        {state.step === 'success' && (
          <StepSuccess delivery={state.delivery} byEmail={(state.postedContact?.country ?? 'IN') !== 'IN'} />
        )}
        {hasProgress(state, productName) && (
          <StartNew
            type="button"
            onClick={() => {
              startNew();
              // Already at the first step, nothing changes step: its first field takes the focus here.
              (cardRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? heading.current)?.focus();
            }}
          >
            Start a new requirement
          </StartNew>
        )}
      </Body>
    </Card>
  );
}

export default RequirementCard;
