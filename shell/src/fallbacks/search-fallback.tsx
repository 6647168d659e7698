import styled from '@emotion/styled';
import { SEARCH_INPUT_MAX_LENGTH } from '@pharmasetu/shared-contracts';

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
 * the same, while the remote loads (`loading`), so nothing shifts.
 */
export function SearchFallback({ action, loading = false }: { action: string; loading?: boolean }) {
  return (
    <Form role="search" action={action} method="get" data-testid={loading ? 'search-loading' : 'search-fallback'}>
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
