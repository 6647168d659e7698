import { emit, type SearchPageView } from '@pharmasetu/shared-contracts';
import type { MouseEvent } from 'react';

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The server's /search, relaxed or empty: what the hits are for, the rules' notices, and "Post your requirement" —
 * a link to the contact page, which works without JavaScript; once the page is hydrated (before the search remote
 * takes over), a plain click opens the requirement card pre-filled with the query instead. The same markup as the
 * search remote's (remote-search/src/search-results/search-notes.tsx): nothing moves when it takes this place.
 */
export function SearchNotes({ view }: { view: SearchPageView }) {
  const { relaxed, notices, requirement } = view;
  if (!relaxed && !notices && !requirement) return null;
  const post = (e: MouseEvent) => {
    if (!requirement || !plainClick(e)) return;
    e.preventDefault();
    emit('enquiry:open-requirement', { section: 'search page', productName: requirement.productName });
  };
  return (
    <div data-notes="">
      {relaxed && (
        <p>
          {relaxed.lead} <strong>{relaxed.words}</strong>
        </p>
      )}
      {notices?.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
      {requirement && (
        <>
          <p>{requirement.text}</p>
          <a className="post-requirement" href={requirement.href} onClick={post}>
            {requirement.label}
          </a>
        </>
      )}
    </div>
  );
}
