import styled from '@emotion/styled';
import { parseMobile, SUPPORTED_COUNTRIES } from '@pharmasetu/shared-contracts';
import { Fieldset, Input, Select } from './form-styles';

interface Props {
  country: string;
  mobile: string;
  onChange: (value: { country: string; mobile: string }) => void;
  legend?: string;
}

// On a phone the country gets the whole row: beside the number it was cut to 'India (+9'.
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 40%) minmax(0, 1fr);
  gap: 8px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
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
