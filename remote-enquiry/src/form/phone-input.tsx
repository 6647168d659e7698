import styled from '@emotion/styled';
import { parseMobile, SUPPORTED_COUNTRIES } from '@pharmasetu/shared-contracts';
import { Fieldset, Input, Select } from './form-styles';

interface Props {
  country: string;
  mobile: string;
  onChange: (value: { country: string; mobile: string }) => void;
  legend?: string;
}

// The country keeps the width of its longest name ('United Kingdom (+44)' was cut to 'United Kingdc' in a
// 420 px card); the number takes the rest, or the next line when less than 160 px is left (on a phone).
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  select {
    flex: 1 1 auto;
    width: auto;
    min-width: 0;
    max-width: 100%;
  }
  input {
    flex: 1 1 160px;
    min-width: 160px;
  }
`;

/**
 * Spec §2, §5: the mobile with its country, India by default, only the supported countries selectable.
 * A number typed or pasted with its own '+code' selects its country and keeps the national part.
 */
export function PhoneInput({ country, mobile, onChange, legend = 'Mobile number' }: Props) {
  const typed = (text: string) => {
    const parsed = text.trim().startsWith('+') ? parseMobile(text, country) : null;
    onChange(parsed ? { country: parsed.country, mobile: parsed.nationalNumber } : { country, mobile: text });
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Pair>
        <Select aria-label="Country" value={country} onChange={(e) => onChange({ country: e.target.value, mobile })}>
          {SUPPORTED_COUNTRIES.map((c) => (
            <option key={c.alpha2} value={c.alpha2}>
              {c.country_name} (+{c.country_code})
            </option>
          ))}
        </Select>
        <Input
          aria-label={legend}
          type="tel"
          name="mobile"
          inputMode="tel"
          autoComplete="tel-national"
          value={mobile}
          maxLength={20}
          onChange={(e) => typed(e.target.value)}
        />
      </Pair>
    </Fieldset>
  );
}
