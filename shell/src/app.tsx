import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { FLOATING_DOCK_ROOM_PX, theme, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, type ReactNode } from 'react';
import type { Composition } from './federation/compose-remotes';
import { CompositionContext } from './federation/composition-context';
import { SiteContext, type Site } from './site-context';
import { forwardTracking } from './tracking/forward-tracking';

const globalStyles = {
  // A control scrolled to (focus, a link to an anchor) stops above the floating buttons, not under them.
  html: { scrollPaddingBottom: FLOATING_DOCK_ROOM_PX },
  body: { margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', color: theme.colors.text },
  a: { fontSize: theme.anchor.fontSize, fontWeight: theme.anchor.fontWeight },
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
  // Links standing alone (in lists, in navigation) are tap targets, not words in a sentence: 24 px at least
  // (WCAG 2.2's minimum, Lighthouse's target-size), spec §9's 40 px control height on a phone.
  'li > a, nav a': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
  select: { minHeight: 24 },
  [theme.media.mobile]: {
    'li > a, nav a': { minHeight: theme.input.height, minWidth: theme.input.height },
    select: { minHeight: theme.input.height },
  },
};

/**
 * What every page renders within, on the server and in the browser: the emotion cache (with the page's CSP
 * nonce: emotion-cache.ts), the theme, the site and the composition of its remotes around `children`
 * (react-router's RouterProvider or StaticRouterProvider). Remotes render inside it and share the cache.
 */
export function App({
  site,
  composition,
  cache,
  children,
}: {
  site: Site;
  composition: Composition;
  cache: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <Styled site={site} composition={composition}>
        {children}
      </Styled>
    </CacheProvider>
  );
}

function Styled({ site, composition, children }: { site: Site; composition: Composition; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      <SiteContext.Provider value={site}>
        <CompositionContext.Provider value={composition}>{children}</CompositionContext.Provider>
      </SiteContext.Provider>
      <Tracking settings={site.settings} />
    </ThemeProvider>
  );
}

/** Forwards `track:event`s to the site's analytics accounts (browser only: effects do not run on the server). */
function Tracking({ settings }: { settings: SiteSettings }) {
  useEffect(() => forwardTracking(settings), [settings]);
  return null;
}
