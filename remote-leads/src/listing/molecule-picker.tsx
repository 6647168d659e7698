import { fetchMolecules, type HttpClient } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

/**
 * Molecules picked from the molecule list: typing three letters or more lists the matching names (the api's
 * suggestion call); a tap adds one. Only names the list answered can be chosen.
 */
export function MoleculePicker({
  api,
  chosen,
  onChange,
  error,
}: {
  api: HttpClient;
  chosen: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchMolecules(api, text).then(
        (list) => live && setFound(list.map((m) => m.name).slice(0, 10)),
        () => live && setFound([]),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, text]);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend css={{ fontWeight: 600, marginBottom: 4 }}>Molecules</legend>
      <ul
        aria-label="Chosen molecules"
        css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {chosen.map((name) => (
          <li key={name} css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            {name}
            <button
              type="button"
              aria-label={`Remove ${name}`}
              onClick={() => onChange(chosen.filter((c) => c !== name))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label>
        Find a molecule
        <input
          type="search"
          value={text}
          aria-describedby={error ? 'molecules-error' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {found.length > 0 && (
        <ul
          aria-label="Matching molecules"
          css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {found
            .filter((name) => !chosen.includes(name))
            .map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => {
                    onChange([...chosen, name]);
                    setText('');
                  }}
                >
                  Add {name}
                </button>
              </li>
            ))}
        </ul>
      )}
      {error && (
        <span id="molecules-error" role="alert" css={{ color: '#b42318', fontSize: 14 }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
