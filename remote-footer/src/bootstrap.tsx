// The standalone page this team develops against: the footer alone, with local site settings.
// Query parameters for trying variants: ?site=molecule|company, ?api=http://localhost:4503 (an api of
// your own), ?package=5 (a free member). Events the footer emits are logged to the console.
import { Global, ThemeProvider } from '@emotion/react';
import { localSiteSettings, on, SITE_IDS, theme, type SiteId } from '@pharmasetu/shared-contracts';
import { createRoot } from 'react-dom/client';
import Footer from './exposed/footer';

const params = new URLSearchParams(window.location.search);
const site = (SITE_IDS as readonly string[]).includes(params.get('site') ?? '')
  ? (params.get('site') as SiteId)
  : 'main';
const settings = localSiteSettings(site);
if (params.get('api')) settings.urls.api = params.get('api')!;
const packageId = params.get('package') ? Number(params.get('package')) : undefined;

for (const name of ['enquiry:open-callback', 'track:event'] as const) on(name, (detail) => console.info(name, detail));

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <Global
      styles={{
        body: { margin: 0, fontFamily: 'system-ui, sans-serif' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
      }}
    />
    <main style={{ minHeight: '60vh', padding: 24 }}>
      <h1>remote-footer (standalone)</h1>
    </main>
    <Footer settings={settings} packageId={packageId} />
  </ThemeProvider>,
);
