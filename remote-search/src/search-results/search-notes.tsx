import { emit, type SearchPageView } from '@pharmasetu/shared-contracts';
import type { MouseEvent } from 'react';
import { plainClick } from './plain-click';

/**
 * Above a relaxed page's hits, or under an empty page's message: what the hits are for (the words the engine kept),
 * each applied rule's notice, and "Post your requirement", which opens the requirement card pre-filled with the query
 * (without JavaScript, or opened in a new tab, the contact page). Text nodes only: the engine's words are never HTML.
 * The same markup as the host's server page (shell/src/pages/main/parts/search-notes.tsx): nothing moves.
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
