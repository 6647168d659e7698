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
  margin: 14px 0 0;
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
  const firstRender = useRef(true);

  // A new step: move the keyboard focus to its title, so the next Tab lands on its first field.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const props = { state, dispatch, constData, client };
  return (
    <Card data-step={state.step}>
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
              heading.current?.focus();
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
