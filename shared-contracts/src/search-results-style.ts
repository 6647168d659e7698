import { FLOATING_DOCK_ROOM_WIDTH_PX, MOBILE_BREAKPOINT_PX, PAGE_MAX_WIDTH_PX } from './constants';
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
  'details[data-facet]': { margin: '4px 0 8px' },
  'details[data-facet] summary': { display: 'flex', alignItems: 'center', minHeight: 40, cursor: 'pointer' },
  // A flex summary loses the browser's disclosure triangle: this one says it opens.
  'details[data-facet] summary::before': { content: '"▸"', width: '1em' },
  'details[data-facet][open] summary::before': { content: '"▾"' },
  'details[data-facet] ul': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 8,
    listStyle: 'none',
    margin: '4px 0 0',
    padding: 0,
  },
  'details[data-facet] a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 20,
    textDecoration: 'none',
    fontSize: 14,
  },
  ol: { listStyle: 'none', padding: 0, margin: '8px 0' },
  li: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '0 12px',
    minHeight: 44,
    padding: '4px 0',
    borderBottom: `1px solid ${theme.colors.subtle}`,
  },
  'li > div > a': { display: 'inline-flex', alignItems: 'center', minHeight: 40, overflowWrap: 'anywhere' },
  'li small': { display: 'block', color: theme.colors.muted, fontSize: 13, lineHeight: '18px' },
  'a.send-enquiry': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 12px',
    border: `1px solid ${theme.colors.blue}`,
    borderRadius: 5,
    fontSize: 14,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
  },
  'nav[aria-label="Pages"]': { display: 'flex', gap: 12, alignItems: 'center', minHeight: 40 },
  'nav[aria-label="Pages"] a, nav[aria-label="Pages"] span[aria-disabled]': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    minWidth: 40,
    padding: '0 12px',
  },
  'nav[aria-label="Pages"] span[aria-disabled]': { color: theme.colors.muted },
  h2: { fontSize: 18, margin: '24px 0 0' },
  // A relaxed or empty page: what the answer is for, the rules' notices, and the requirement card's call to action.
  'div[data-notes]': {
    margin: '8px 0',
    padding: 12,
    background: theme.colors.subtle,
    borderRadius: theme.input.radius,
    overflowWrap: 'anywhere',
  },
  'div[data-notes] p': { margin: '0 0 8px' },
  'div[data-notes] strong': { fontWeight: 700 },
  // Its own width at the row's start, as each row's "Send enquiry": on a phone it stays clear of the floating
  // WhatsApp button at the screen's right edge, which a full-width button would run under.
  'a.post-requirement': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minHeight: 44,
    maxWidth: '100%',
    padding: '8px 18px',
    borderRadius: theme.input.radius,
    background: theme.colors.orange,
    // Dark text on the brand orange, as the site's other calls to action (white is under WCAG AA there).
    color: '#17202b',
    fontWeight: 600,
    fontSize: 15,
    textAlign: 'center',
    textDecoration: 'none',
  },
  mark: { background: 'none', color: 'inherit', fontWeight: 700 },
  a: { color: theme.colors.blue },
  // Each row's "Send enquiry" stays out of the floating buttons' column, whatever the scroll: on a phone it sits
  // under the company's name at the row's start; wider, the list stops short of the buttons' column.
  [theme.media.mobile]: {
    li: { gridTemplateColumns: 'minmax(0, 1fr)', padding: '4px 0 8px' },
    'a.send-enquiry': { justifySelf: 'start', marginTop: 4 },
  },
  [`@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`]: {
    ol: { paddingRight: FLOATING_DOCK_ROOM_WIDTH_PX },
  },
} as const;
