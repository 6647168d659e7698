import styled from '@emotion/styled';
import { SEARCH_INPUT_MAX_LENGTH } from '@pharmasetu/shared-contracts';
import type { Ref } from 'react';

const Form = styled.form`
  display: flex;
  input {
    flex: 1;
    min-width: 0;
    height: ${({ theme }) => theme.input.height}px;
    border: ${({ theme }) => theme.input.border}px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.input.radius}px 0 0 ${({ theme }) => theme.input.radius}px;
    padding: 0 12px;
    font-size: 15px;
  }
  button {
    height: ${({ theme }) => theme.input.height}px;
    border: 0;
    padding: 0 16px;
    border-radius: 0 ${({ theme }) => theme.input.radius}px ${({ theme }) => theme.input.radius}px 0;
    background: ${({ theme }) => theme.colors.blue};
    color: #fff;
    cursor: pointer;
  }
`;

/**
 * Search without the search remote: a plain GET form to the results page. Its placeholder is shorter than
 * the remote's, whose box has no button beside it: the whole of it shows at 375 px. Also stands in, looking
 * the same, until the remote takes over (`loading`), so nothing shifts; `onIntent` hears the visitor
 * reaching for it (pointer over it, press, touch, focus, key), which is when the remote is wanted.
 */
export function SearchFallback({
  action,
  loading = false,
  formRef,
  onIntent,
}: {
  action: string;
  loading?: boolean;
  formRef?: Ref<HTMLFormElement>;
  onIntent?: () => void;
}) {
  return (
    <Form
      ref={formRef}
      role="search"
      action={action}
      method="get"
      data-testid={loading ? 'search-loading' : 'search-fallback'}
      onPointerOver={onIntent}
      onPointerDown={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onKeyDown={onIntent}
    >
      <input type="hidden" name="t" value="company" />
      <input
        type="search"
        name="q"
        aria-label="Search companies, categories and molecules"
        placeholder="Search companies, molecules"
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        required
        minLength={4}
      />
      <button type="submit">Search</button>
    </Form>
  );
}
