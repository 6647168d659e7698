import {
  ANCHOR_FONT_SIZE_PX,
  ANCHOR_FONT_WEIGHT,
  INPUT_BORDER_PX,
  INPUT_HEIGHT_PX,
  INPUT_RADIUS_PX,
  MOBILE_BREAKPOINT_PX,
  PAGE_MAX_WIDTH_PX,
  SEARCH_MOBILE_BREAKPOINT_PX,
} from './constants';

/** The one theme every app uses (emotion's ThemeProvider in the shell; remotes read it with useTheme). */
export const theme = {
  colors: {
    green: '#1a9c5b',
    orange: '#f57c00',
    blue: '#1565c0',
    red: '#d32f2f',
    text: '#1f2933',
    muted: '#5f6b7a',
    border: '#c9d1da',
    surface: '#ffffff',
    subtle: '#f4f6f8',
  },
  layout: { pageMaxWidth: PAGE_MAX_WIDTH_PX },
  input: { height: INPUT_HEIGHT_PX, border: INPUT_BORDER_PX, radius: INPUT_RADIUS_PX },
  anchor: { fontSize: ANCHOR_FONT_SIZE_PX, fontWeight: ANCHOR_FONT_WEIGHT },
  media: {
    mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`,
    searchMobile: `@media (max-width: ${SEARCH_MOBILE_BREAKPOINT_PX}px)`,
  },
} as const;

export type SiteTheme = typeof theme;
