import { emit, type SearchRowView } from '@pharmasetu/shared-contracts';
import type { MouseEvent } from 'react';
import { Highlighted } from '../search-box/highlighted';
import { plainClick } from './plain-click';

/**
 * Rows of /search: each hit opens in a new tab (spec §2); a company's "Send enquiry" opens the requirement dialog
 * addressed to it (without JavaScript, its page's enquiry card).
 */
export function ResultRows({
  rows,
  label,
  onOpen,
}: {
  rows: SearchRowView[];
  label: string;
  onOpen?: (i: number) => void;
}) {
  const enquire = (e: MouseEvent, slug: string) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    emit('enquiry:open-requirement', { section: 'search page', listingSlug: slug });
  };
  return (
    <ol aria-label={label}>
      {rows.map((row, i) => (
        <li key={row.objectID}>
          <div>
            <a href={row.href} target="_blank" rel="noopener noreferrer" onClick={() => onOpen?.(i)}>
              {/* One flex item (the link is inline-flex): the spaces between the highlight's parts stay. */}
              <span>
                <Highlighted
                  hit={{
                    name: row.name,
                    ...(row.highlighted ? { _highlightResult: { name: { value: row.highlighted } } } : {}),
                  }}
                />
              </span>
            </a>
            <small>{row.meta}</small>
            {row.categories && <small>{row.categories}</small>}
          </div>
          {row.enquiry && (
            <a
              className="send-enquiry"
              href={row.enquiry.href}
              aria-label={row.enquiry.label}
              onClick={(e) => enquire(e, row.enquiry!.slug)}
            >
              Send enquiry
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
