import styled from '@emotion/styled';
import type { CityRecord } from '@pharmasetu/shared-contracts';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { filterCities } from './city-filter';
import { Input, Label } from './form-styles';

interface Props {
  label: string;
  cities: readonly CityRecord[];
  value: string;
  /** `picked`: the value is a suggestion the visitor chose (spec §5: the address must be one). */
  onChange: (value: string, picked: boolean) => void;
  placeholder?: string;
  /** The input's name: the payload field it fills (an error about it finds it by it). */
  name?: string;
}

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 5;
  left: 0;
  right: 0;
  margin: 2px 0 0;
  padding: 4px 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.input.radius}px;
  box-shadow: 0 6px 18px rgba(15, 30, 60, 0.15);
  max-height: 260px;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.input.height}px;
    padding: 4px 10px;
    font-size: 14px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
`;

/** An ARIA combobox over the cached cities: arrows move, Enter picks, Escape closes; a click picks too. */
export function CityAutocomplete({ label, name, cities, value, onChange, placeholder }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => filterCities(cities, value), [cities, value]);
  const shown = open && suggestions.length > 0;

  const pick = (label: string) => {
    onChange(label, true);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (suggestions.length ? (i + step + suggestions.length) % suggestions.length : -1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(suggestions[active]!);
    } else if (e.key === 'Escape' && shown) {
      // Escape closes the innermost popup only: the suggestions, not the dialog around them (a modal
      // dialog's close request comes from an Escape keydown nobody cancelled).
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Wrap>
      <Label>
        {label}
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-activedescendant={shown && active >= 0 ? `${id}-${active}` : undefined}
          autoComplete="off"
          name={name}
          value={value}
          placeholder={placeholder}
          maxLength={320}
          onChange={(e) => {
            onChange(e.target.value, false);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </Label>
      <List id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} hidden={!shown}>
        {shown &&
          suggestions.map((s, i) => (
            // The keyboard picks through the input (arrows, Enter: aria-activedescendant), as the ARIA combobox pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
            <li
              key={s}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              {s}
            </li>
          ))}
      </List>
    </Wrap>
  );
}
