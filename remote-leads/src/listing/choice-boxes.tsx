/** A group of check boxes (certifications, service types, categories, states served), each a 40 px tap target. */
export function ChoiceBoxes<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
  name,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  name: string;
}) {
  const toggle = (option: T) =>
    onChange(chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option]);
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} css={{ border: 0, padding: 0, margin: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: 4 }}>{legend}</legend>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 4 }}>
        {options.map((option) => (
          <label key={option} css={{ display: 'flex !important', alignItems: 'center', gap: 8, minHeight: 40 }}>
            <input
              type="checkbox"
              css={{ width: 20, minHeight: '20px !important' }}
              checked={chosen.includes(option)}
              onChange={() => toggle(option)}
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <span id={`${name}-error`} role="alert" css={{ color: '#b42318', fontSize: 14 }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
