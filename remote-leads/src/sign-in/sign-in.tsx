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
      <h2 css={{ margin: 0 }}>Sign in to your leads</h2>
      <label>
        Registered mobile number
        <input value={mobile} onChange={(e) => (setMobile(e.target.value), setError(''))} inputMode="tel" autoComplete="tel" disabled={step === 'otp'} css={{ display: 'block', width: '100%', padding: 8 }} />
      </label>
      {step === 'otp' && (
        <label>
          OTP
          <input value={otp} onChange={(e) => (setOtp(e.target.value), setError(''))} inputMode="numeric" autoComplete="one-time-code" maxLength={6} css={{ display: 'block', width: '100%', padding: 8 }} />
        </label>
      )}
      {error && <p role="alert" css={{ color: '#b00020', margin: 0 }}>{error}</p>}
      <button type="submit" disabled={busy} css={{ padding: 10 }}>{step === 'mobile' ? 'Send OTP' : 'Sign in'}</button>
    </form>
  );
}
