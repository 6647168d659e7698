import {
  HttpError,
  OTP_RESEND_SECONDS,
  requestSellerOtp,
  verifySellerOtp,
  type HttpClient,
  type SellerMe,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from '../use-api';

/** Seconds left until `until` (ms since the epoch), ticking each second while there are any. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `until`
  }, [until]);
  return seconds;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * Seller sign-in: the company's registered mobile, then the SMS code. After "Send OTP" the number can be changed
 * (a mistyped one holds nothing back: the api times each number apart), and the code sent again once the resend
 * interval is over.
 */
export function SignIn({ api, onSignedIn }: { api: HttpClient; onSignedIn: (me: SellerMe) => void }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  /** When the code may be sent again to the number it went to (ms since the epoch), per number. */
  const [resendAt, setResendAt] = useState<Record<string, number>>({});
  const waitFor = useSecondsLeft(resendAt[mobile.trim()] ?? 0);

  const send = async () => {
    const number = mobile.trim();
    try {
      await requestSellerOtp(api, { mobile: number, country: 'IN' });
      setResendAt((r) => ({ ...r, [number]: Date.now() + OTP_RESEND_SECONDS * 1000 }));
      setStep('otp');
      setInfo(`If ${number} is a registered seller number, an SMS code is on its way.`);
    } catch (e) {
      if (e instanceof HttpError && e.status === 429 && e.retryAfter)
        setResendAt((r) => ({ ...r, [number]: Date.now() + e.retryAfter! * 1000 }));
      throw e;
    }
  };

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (step === 'mobile') await send();
      else onSignedIn(await verifySellerOtp(api, { otp }));
    });
  };

  const changeNumber = () => {
    setStep('mobile');
    setOtp('');
    setError('');
    setInfo('');
  };

  return (
    <form onSubmit={submit} aria-label="Seller sign in" css={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <h1>Sign in to your leads</h1>
      <label>
        Registered mobile number
        <input
          value={mobile}
          onChange={(e) => (setMobile(e.target.value), setError(''))}
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          readOnly={step === 'otp'}
          css={{ width: '100%', '&[readonly]': { background: '#f3f5f7' } }}
        />
      </label>
      {step === 'otp' && (
        <>
          <button type="button" onClick={changeNumber} css={{ justifySelf: 'start' }}>
            Change number
          </button>
          {info && <p css={{ margin: 0 }}>{info}</p>}
          <label>
            OTP
            <input
              value={otp}
              onChange={(e) => (setOtp(e.target.value), setError(''))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              css={{ width: '100%' }}
            />
          </label>
        </>
      )}
      {error && (
        <p role="alert" css={{ color: '#b00020', margin: 0 }}>
          {error}
        </p>
      )}
      <button type="submit" disabled={busy || (step === 'mobile' && waitFor > 0)}>
        {step === 'mobile' ? (waitFor > 0 ? `Send OTP again in ${clock(waitFor)}` : 'Send OTP') : 'Sign in'}
      </button>
      {step === 'otp' &&
        (waitFor > 0 ? (
          <p css={{ margin: 0 }}>Resend OTP in {clock(waitFor)}</p>
        ) : (
          <button type="button" onClick={() => void run(send)} disabled={busy} css={{ justifySelf: 'start' }}>
            Resend OTP
          </button>
        ))}
    </form>
  );
}
