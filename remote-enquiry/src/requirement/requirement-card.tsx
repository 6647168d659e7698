import styled from '@emotion/styled';
import type { EnquirySection, SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useRef } from 'react';
import { useConstData } from '../data/use-const-data';
import { stepTitle } from './requirement-forms';
import { StepContact } from './step-contact';
import { StepOtp } from './step-otp';
import { StepPostRequirement } from './step-post-requirement';
import { StepSpecific } from './step-specific';
import { StepSuccess } from './step-success';
import { useRequirementFlow } from './use-requirement-flow';

export interface RequirementCardProps {
  settings: SiteSettings;
  /** The company listing the card is addressed to (company pages): OTP first, red header. */
  listingSlug?: string;
  /** The product the visitor is interested in: the message starts as 'I am Interested in : ' + product. */
  productName?: string;
  /** The button or page section the card was opened from, for tracking. */
  section: EnquirySection;
}

const Card = styled.div`
  background: #fff;
  border-radius: 8px;
  overflow: hidden;
`;

const Header = styled.div<{ company: boolean }>`
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

/** Spec §2 multi-step requirement card: five steps, each with its title; a company listing's header is red. */
export function RequirementCard({ settings, listingSlug, productName, section }: RequirementCardProps) {
  const { state, dispatch, client } = useRequirementFlow({ settings, listingSlug, productName, section });
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
        {state.step === 0 && <StepPostRequirement {...props} />}
        {state.step === 1 && <StepContact {...props} />}
        {state.step === 2 && <StepSpecific {...props} />}
        {state.step === 3 && <StepOtp state={state} dispatch={dispatch} />}
        {state.step === 4 && <StepSuccess />}
      </Body>
    </Card>
  );
}

export default RequirementCard;
