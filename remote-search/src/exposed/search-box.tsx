import styled from '@emotion/styled';
import type { SearchBoxProps } from '@pharmasetu/shared-contracts';
import { createRef, useState } from 'react';
import { UnavailablePanel } from '../search-box/unavailable-panel';
import { useMediaQuery } from '../search-box/use-media-query';
import { useSearchBox } from '../search-box/use-search-box';

export type { SearchBoxProps };

const LABEL = 'Search companies, categories and molecules';

const Form = styled.form`
  position: relative;
  display: flex;
  gap: 8px;
  align-items: center;
  input {
    flex: 1;
    min-width: 0;
    height: ${({ theme }) => theme.input.height}px;
    border: ${({ theme }) => theme.input.border}px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.input.radius}px;
    padding: 0 12px;
    font-size: 15px;
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.blue};
    outline-offset: -1px;
  }
  button {
    height: ${({ theme }) => theme.input.height}px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.blue};
    font-size: 15px;
  }
  &[data-detached='true'] {
    position: fixed;
    inset: 0;
    z-index: 1000;
    flex-wrap: wrap;
    align-content: flex-start;
    padding: 12px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The header search box (spec §2, §4, §5): an accessible combobox on Algolia Autocomplete. At widths up
 * to 767 px the open search is detached: full screen, with a Cancel button. Its first load paints the
 * input only; Autocomplete, the search client and analytics load on the first focus, press or keystroke.
 * Taking the place of the page's plain form, it starts with what was typed there and its focus.
 */
export default function SearchBox({ settings, navigate, initialQuery, hadFocus }: SearchBoxProps) {
  const [elements] = useState(() => ({
    form: createRef<HTMLFormElement>(),
    input: createRef<HTMLInputElement>(),
    panel: createRef<HTMLDivElement>(),
  }));
  const { id, controller, state, failed, typed, isOpen, formProps, inputProps, close } = useSearchBox(
    settings,
    elements,
    navigate,
    { initialQuery, hadFocus },
  );
  const mobile = useMediaQuery('(max-width: 767px)');
  const detached = mobile && isOpen;

  return (
    <Form
      {...formProps}
      ref={elements.form}
      data-remote={__APP_NAME__}
      data-version={__APP_VERSION__}
      data-detached={detached}
    >
      <input
        {...inputProps}
        ref={elements.input}
        role="combobox"
        aria-label={LABEL}
        aria-labelledby={undefined}
        aria-expanded={isOpen}
        aria-controls={inputProps['aria-controls']}
        aria-autocomplete="list"
        placeholder={LABEL}
      />
      {detached && (
        <button type="button" onClick={close}>
          Cancel
        </button>
      )}
      {isOpen &&
        (controller ? (
          state && (
            <controller.Panel
              autocomplete={controller.autocomplete}
              state={state}
              settings={settings}
              failed={failed}
              panelRef={elements.panel}
            />
          )
        ) : (
          <UnavailablePanel id={`${id}-panel`} query={typed} panelRef={elements.panel} />
        ))}
    </Form>
  );
}
