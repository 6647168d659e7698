// The standalone page this team develops against: the dashboard alone, on the real api (npm start's, or
// ?api=http://localhost:4503 for one of your own).
import { Global, ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { createRoot } from 'react-dom/client';
import LeadsDashboard from './exposed/leads-dashboard';

const params = new URLSearchParams(window.location.search);
const settings = localSiteSettings('dashboard');
if (params.get('api')) settings.urls.api = params.get('api')!;

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <Global
      styles={{
        body: { margin: 0, fontFamily: 'system-ui, sans-serif' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
      }}
    />
    <main css={{ padding: 24 }}>
      <LeadsDashboard settings={settings} />
    </main>
  </ThemeProvider>,
);
