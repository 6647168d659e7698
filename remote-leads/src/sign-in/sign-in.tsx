import { requestSellerOtp, verifySellerOtp, type HttpClient, type SellerMe } from '@pharmasetu/shared-contracts';
import { useState, type FormEvent } from 'react';
import { errorText } from '../use-api';

/** Seller sign-in: the company's registered mobile, then the SMS code. */
export function SignIn({ api, onSignedIn }: { api: HttpClient; onSignedIn: (me: SellerMe) => void }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      if (step === 'mobile') {
        await requestSellerOtp(api, { mobile, country: 'IN' });
        setStep('otp');
      } else {
        onSignedIn(await verifySellerOtp(api, { otp }));
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
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
          disabled={step === 'otp'}
          css={{ width: '100%' }}
        />
      </label>
      {step === 'otp' && (
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
      )}
      {error && (
        <p role="alert" css={{ color: '#b00020', margin: 0 }}>
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {step === 'mobile' ? 'Send OTP' : 'Sign in'}
      </button>
    </form>
  );
}
