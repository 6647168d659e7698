import { Global, ThemeProvider } from '@emotion/react';
import { theme, type SiteSettings } from '@pharmasetu/shared-contracts';
import { BrowserRouter } from 'react-router-dom';
import { EnquiryHost } from './enquiry/enquiry-host';
import type { Composition } from './federation/compose-remotes';
import { CompositionContext } from './federation/composition-context';
import { Header } from './header/header';
import { FooterSlot } from './layout/footer-slot';
import { SiteRoutes } from './pages/routes';

const globalStyles = {
  body: { margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', color: theme.colors.text },
  a: { fontSize: theme.anchor.fontSize, fontWeight: theme.anchor.fontWeight },
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
};

export function App({ settings, composition }: { settings: SiteSettings; composition: Composition }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      <CompositionContext.Provider value={composition}>
        <BrowserRouter>
          <Header settings={settings} />
          <SiteRoutes settings={settings} />
          <FooterSlot settings={settings} />
          <EnquiryHost settings={settings} />
        </BrowserRouter>
      </CompositionContext.Provider>
    </ThemeProvider>
  );
}
