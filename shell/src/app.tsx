import { Global, ThemeProvider } from '@emotion/react';
import { theme, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useMemo } from 'react';
import { BrowserRouter } from './router/browser-router';
import { EnquiryHost } from './enquiry/enquiry-host';
import type { Composition } from './federation/compose-remotes';
import { CompositionContext } from './federation/composition-context';
import { Header } from './header/header';
import { FooterSlot } from './layout/footer-slot';
import { SiteRoutes } from './pages/routes';
import { makeSite, SiteContext } from './site-context';
import { forwardTracking } from './tracking/forward-tracking';

const globalStyles = {
  body: { margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', color: theme.colors.text },
  a: { fontSize: theme.anchor.fontSize, fontWeight: theme.anchor.fontWeight },
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
};

export function App({ settings, composition }: { settings: SiteSettings; composition: Composition }) {
  const site = useMemo(() => makeSite(settings), [settings]);
  useEffect(() => forwardTracking(settings), [settings]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      <SiteContext.Provider value={site}>
        <CompositionContext.Provider value={composition}>
          <BrowserRouter>
            <Header settings={settings} />
            <SiteRoutes site={settings.site} />
            <FooterSlot settings={settings} />
            <EnquiryHost settings={settings} />
          </BrowserRouter>
        </CompositionContext.Provider>
      </SiteContext.Provider>
    </ThemeProvider>
  );
}
