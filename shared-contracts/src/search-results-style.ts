import { PAGE_MAX_WIDTH_PX } from './constants';
import { theme } from './theme';

/** Hits on a page of /search: the server's page and the search remote's view show as many. */
export const SEARCH_PAGE_HITS = 20;

/**
 * The look of /search's results (an object of CSS for emotion's `css`, no dependency here): the server's page
 * and the search remote's view wear the same, so when the remote takes the server's list's place nothing moves.
 */
export const SEARCH_RESULTS_CSS = {
  maxWidth: PAGE_MAX_WIDTH_PX,
  margin: '0 auto',
  padding: '16px 0',
  color: theme.colors.text,
  'nav[aria-label="Result kinds"]': { display: 'flex', gap: 8, marginBottom: 4 },
  'nav[aria-label="Result kinds"] a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 8px',
  },
  "nav a[aria-current='page']": { fontWeight: 700 },
  ol: { listStyle: 'none', padding: 0 },
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0 8px',
    minHeight: 44,
    padding: '4px 0',
    borderBottom: `1px solid ${theme.colors.subtle}`,
  },
  'li a': { display: 'inline-flex', alignItems: 'center', minHeight: 40 },
  'li small': { color: theme.colors.muted },
  'nav[aria-label="Pages"]': { display: 'flex', gap: 12, alignItems: 'center', minHeight: 40 },
  'nav[aria-label="Pages"] button': { minHeight: 40, minWidth: 40, padding: '0 12px' },
  mark: { background: 'none', color: 'inherit', fontWeight: 700 },
  a: { color: theme.colors.blue },
} as const;
