// The standalone page this team develops against: buttons that open the dialogs, and an inline card.
// `?api=http://localhost:4702` points it at another api; `?inline=deltawell-organics` shows a company card inline.
import { ThemeProvider } from '@emotion/react';
import { emit, localSiteSettings, on, theme } from '@pharmasetu/shared-contracts';
import { createRoot } from 'react-dom/client';
import CallbackPopup from './exposed/callback-popup';
import RequirementCard from './exposed/requirement-card';
import RequirementDialog from './exposed/requirement-dialog';

const params = new URLSearchParams(window.location.search);
const base = localSiteSettings('main');
const settings = { ...base, urls: { ...base.urls, api: params.get('api') || base.urls.api } };
const inline = params.get('inline');
on('track:event', (detail) => console.info('track:event', JSON.stringify(detail)));

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <main css={{ padding: 24, display: 'grid', gap: 12, maxWidth: 720 }}>
      <h1 css={{ fontSize: 22 }}>remote-enquiry (standalone)</h1>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" onClick={() => emit('enquiry:open-requirement', { section: 'navbar' })}>
          Post your requirement
        </button>
        <button
          type="button"
          onClick={() =>
            emit('enquiry:open-requirement', { section: 'category page', productName: 'Paracetamol 500 mg' })
          }
        >
          Enquire about Paracetamol
        </button>
        <button
          type="button"
          onClick={() =>
            emit('enquiry:open-requirement', { section: 'search page', listingSlug: 'deltawell-organics' })
          }
        >
          Enquire to a company
        </button>
        <button type="button" onClick={() => emit('enquiry:open-callback', { section: 'sticky enquiry' })}>
          Request Call Back
        </button>
      </div>
      {inline && (
        <RequirementCard
          settings={settings}
          section="home page"
          listingSlug={inline === 'general' ? undefined : inline}
        />
      )}
    </main>
    <RequirementDialog settings={settings} />
    <CallbackPopup settings={settings} />
  </ThemeProvider>,
);
