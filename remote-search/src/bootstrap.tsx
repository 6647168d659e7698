// The standalone page this team develops against: the search box, and the results view on /search,
// with local site settings. This origin stands in for the main site; ?engine=host:port picks another engine.
import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme, type SiteSettings } from '@pharmasetu/shared-contracts';
import { createRoot } from 'react-dom/client';
import SearchBox from './exposed/search-box';
import SearchResults from './exposed/search-results';

const params = new URLSearchParams(window.location.search);
const local = localSiteSettings('main');
const settings: SiteSettings = {
  ...local,
  urls: { ...local.urls, main: window.location.origin },
  search: { ...local.search!, host: params.get('engine') ?? local.search!.host },
};

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <header css={{ maxWidth: 640, margin: '40px auto' }}>
      <SearchBox settings={settings} />
    </header>
    {window.location.pathname === '/search' && (
      <main>
        <SearchResults settings={settings} query={params.get('q') ?? ''} category={params.get('t') ?? ''} />
      </main>
    )}
  </ThemeProvider>,
);
