import styled from '@emotion/styled';
import { countryRule } from '@pharmasetu/shared-contracts';
import { Button, Form } from '../form/form-styles';
import { OtpInput } from '../form/otp-input';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useResendTimer } from './use-resend-timer';

const Resend = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * 'OTP Verification' / 'Email OTP Verification': the code, Submit, and resend after 120 s, or as soon as the api
 * allows a new code once this one is locked or expired (the countdown shows when).
 */
export function StepOtp({ state, dispatch }: Pick<StepProps, 'state' | 'dispatch'>) {
  const left = useResendTimer(state.resendWait.key, state.resendWait.seconds);
  const request = state.otpRequest;
  const to = request?.email_otp
    ? request.email
    : `+${countryRule(request?.country)?.country_code ?? ''} ${request?.mobile ?? ''}`;
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'submitOtp' });
      }}
    >
      <p css={{ margin: 0 }}>We have sent a 6-digit code to {to}.</p>
      <OtpInput value={state.otp} onChange={(otp) => dispatch({ type: 'editOtp', otp })} />
      <StepActions error={state.error} field={state.errorField} busy={state.pending !== null} label="Submit" />
      {left > 0 ? (
        <Resend role="timer" aria-live="off">
          Resend OTP in {clock(left)}
        </Resend>
      ) : (
        <Button
          type="button"
          tone="secondary"
          aria-disabled={state.pending !== null}
          onClick={() => dispatch({ type: 'resendOtp' })}
        >
          Resend OTP
        </Button>
      )}
    </Form>
  );
}
