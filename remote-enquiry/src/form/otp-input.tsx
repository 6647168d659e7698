import { Input, Label } from './form-styles';

/** The 6-digit code field of every OTP step: digits only, the phone's one-time-code autofill. */
export function OtpInput({ value, onChange }: { value: string; onChange: (digits: string) => void }) {
  return (
    <Label>
      Enter OTP
      <Input
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </Label>
  );
}
