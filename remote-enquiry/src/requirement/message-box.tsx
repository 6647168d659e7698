import styled from '@emotion/styled';
import { fetchMolecules, type HttpClient } from '@pharmasetu/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { Label, Textarea } from '../form/form-styles';
import { replaceWord, wantsSuggestions, wordQuery } from './word-query';

interface Props {
  client: HttpClient;
  value: string;
  onChange: (message: string) => void;
}

const SUGGEST_DELAY_MS = 200;

const Suggestions = styled.div`
  h3 {
    margin: 4px 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* 40 px targets (spec §9's control height). */
  button {
    min-height: ${({ theme }) => theme.input.height}px;
    min-width: ${({ theme }) => theme.input.height}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 20px;
    background: ${({ theme }) => theme.colors.subtle};
    padding: 4px 12px;
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.blue};
  }
`;

/**
 * Spec §2: the message box. The letters typed at its end are a word query; from 3 letters molecule names
 * are suggested under 'Choose Molecules'; a click replaces the typed word.
 */
export function MessageBox({ client, value, onChange }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Only what the buyer typed is a word query: a prefilled 'I am Interested in : Paracetamol' suggests nothing.
  const [typed, setTyped] = useState<string | null>(null);
  const caretToEnd = useRef(false);
  useEffect(() => {
    if (!caretToEnd.current || !box.current) return;
    caretToEnd.current = false;
    box.current.setSelectionRange(value.length, value.length);
  }, [value]);
  const query = value === typed ? wordQuery(value) : '';
  const [molecules, setMolecules] = useState<{ query: string; names: string[] }>({ query: '', names: [] });

  useEffect(() => {
    if (!wantsSuggestions(query)) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchMolecules(client, query).then(
        (list) => live && setMolecules({ query, names: list.map((m) => m.name).slice(0, 8) }),
        () => live && setMolecules({ query, names: [] }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  const names = wantsSuggestions(query) && molecules.query === query ? molecules.names : [];
  return (
    <div>
      <Label>
        Message
        <Textarea
          ref={box}
          name="message"
          value={value}
          placeholder="Enter your message (Do not post job enquiry)"
          maxLength={5000}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange(e.target.value);
          }}
        />
      </Label>
      {names.length > 0 && (
        <Suggestions role="group" aria-label="Choose Molecules">
          <h3>Choose Molecules</h3>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => {
                    const message = replaceWord(value, name);
                    // The buyer goes on typing where the word was: focus back in the box, caret at the end.
                    caretToEnd.current = true;
                    box.current?.focus();
                    onChange(message);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </Suggestions>
      )}
    </div>
  );
}
