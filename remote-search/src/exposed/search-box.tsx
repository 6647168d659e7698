import styled from '@emotion/styled';
import { SEARCH_INPUT_MAX_LENGTH, type SiteSettings } from '@pharmasetu/shared-contracts';
import { createRef, useState, type FormHTMLAttributes, type InputHTMLAttributes } from 'react';
import { SearchPanel } from '../search-box/search-panel';
import { useMediaQuery } from '../search-box/use-media-query';
import { useSearchAutocomplete } from '../search-box/use-search-autocomplete';

export interface SearchBoxProps {
  settings: SiteSettings;
  /** Goes to the results page on Enter; default: a full page load (the shell may pass its router's). */
  navigate?: (url: string) => void;
}

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

const Panel = styled(SearchPanel)`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 10;
  max-height: 70vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.input.radius}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
  font-size: 14px;
  form[data-detached='true'] > & {
    position: static;
    flex: 0 0 100%;
    max-height: none;
    border: 0;
    box-shadow: none;
  }
`;

/**
 * The header search box (spec §2, §4, §5): an accessible combobox on Algolia Autocomplete. At widths up
 * to 767 px the open search is detached: full screen, with a Cancel button.
 */
export default function SearchBox({ settings, navigate }: SearchBoxProps) {
  const [elements] = useState(() => ({ form: createRef<HTMLFormElement>(), input: createRef<HTMLInputElement>(), panel: createRef<HTMLDivElement>() }));
  const { autocomplete, state, failed } = useSearchAutocomplete(settings, elements, navigate);
  const mobile = useMediaQuery('(max-width: 767px)');
  const isOpen = state?.isOpen ?? false;
  const detached = mobile && isOpen;

  const formProps = autocomplete.getFormProps({ inputElement: elements.input.current }) as unknown as FormHTMLAttributes<HTMLFormElement>;
  // The panel opens on typing only (spec §4): no re-opening on focus or click.
  const { onFocus: _focus, onClick: _click, ...inputProps } = autocomplete.getInputProps({
    inputElement: elements.input.current,
    maxLength: SEARCH_INPUT_MAX_LENGTH,
  }) as unknown as InputHTMLAttributes<HTMLInputElement>;

  return (
    <Form {...formProps} ref={elements.form} data-remote={__APP_NAME__} data-version={__APP_VERSION__} data-detached={detached}>
      <input
        {...inputProps}
        ref={elements.input}
        role="combobox"
        aria-label={LABEL}
        aria-labelledby={undefined}
        aria-expanded={isOpen}
        aria-autocomplete="list"
        placeholder={LABEL}
      />
      {detached && (
        <button type="button" onClick={() => autocomplete.setIsOpen(false)}>
          Cancel
        </button>
      )}
      {isOpen && state && <Panel autocomplete={autocomplete} state={state} settings={settings} failed={failed} panelRef={elements.panel} />}
    </Form>
  );
}
