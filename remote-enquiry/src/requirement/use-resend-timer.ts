import { OTP_RESEND_SECONDS } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

/**
 * Spec §4: counts down from 120 s (or the wait the api named), then the resend is enabled; it restarts whenever
 * `restartKey` changes (each OTP sent, each wait named). Returns the seconds left (0: resend allowed).
 */
export function useResendTimer(restartKey: number, seconds: number = OTP_RESEND_SECONDS): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [restartKey, seconds]);
  return left;
}
