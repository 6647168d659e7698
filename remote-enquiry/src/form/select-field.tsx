import { Label, Select } from './form-styles';

interface Props {
  label: string;
  value: string;
  options: readonly { title: string }[];
  onChange: (value: string) => void;
}

/** A labelled choice from a constant-data list, with an empty first option. */
export function SelectField({ label, value, options, onChange }: Props) {
  return (
    <Label>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o.title} value={o.title}>
            {o.title}
          </option>
        ))}
      </Select>
    </Label>
  );
}
