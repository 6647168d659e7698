import { useId } from 'react';
import { Fieldset, Options } from './form-styles';

interface Choice {
  label: string;
  value: string;
}

interface Props {
  legend: string;
  /** The controls' name: the payload field they fill (an error about it finds them by it). */
  name?: string;
  choices: readonly Choice[];
  columns?: number;
  /** Radio buttons (one value) … */
  value?: string;
  onChange?: (value: string) => void;
  /** … or checkboxes (several values). */
  values?: readonly string[];
  onToggle?: (values: string[]) => void;
}

/** A labelled group of radio buttons or checkboxes (native controls: keyboard and screen readers for free). */
export function ChoiceGroup({ legend, name: fieldName, choices, columns, value, onChange, values, onToggle }: Props) {
  const id = useId();
  const name = fieldName ?? id;
  const multiple = values !== undefined;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options columns={columns}>
        {choices.map((c) => (
          <label key={c.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={c.value}
              checked={multiple ? values.includes(c.value) : value === c.value}
              onChange={(e) =>
                multiple
                  ? onToggle?.(e.target.checked ? [...values, c.value] : values.filter((v) => v !== c.value))
                  : onChange?.(c.value)
              }
            />
            {c.label}
          </label>
        ))}
      </Options>
    </Fieldset>
  );
}

export const titles = (list: readonly { title: string }[]): Choice[] =>
  list.map((o) => ({ label: o.title, value: o.title }));
