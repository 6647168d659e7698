import type { MouseEvent } from 'react';

/** A plain click (no modifier, the main button): the page may take it; any other opens the link as the browser does. */
export const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
