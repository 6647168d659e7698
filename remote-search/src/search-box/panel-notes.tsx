import styled from '@emotion/styled';
import type { SearchAnswerNotes } from '@pharmasetu/shared-contracts';

const Notes = styled.div`
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
  }
`;

/**
 * Above the panel's hits when the engine loosened the query: the words the hits match ("Showing results for pharma
 * company") and each applied rule's notice. Text nodes only: the engine's words are never HTML.
 */
export function PanelNotes({ notes }: { notes: SearchAnswerNotes | undefined }) {
  const relaxed = notes?.relaxed;
  const notices = notes?.notices ?? [];
  if (!relaxed?.kept && notices.length === 0) return null;
  return (
    <Notes data-testid="search-panel-notes">
      {relaxed?.kept && (
        <p>
          Showing results for <strong>{relaxed.kept}</strong>
        </p>
      )}
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </Notes>
  );
}
