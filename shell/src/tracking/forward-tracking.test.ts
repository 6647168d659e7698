import { emit, localSiteSettings } from '@pharmasetu/shared-contracts';
import { forwardTracking } from './forward-tracking';

describe('forwardTracking', () => {
  afterEach(() => delete window.dataLayer);

  it("queues remotes' events for the site's analytics account, keeping an account the event names", () => {
    const off = forwardTracking(localSiteSettings('molecule'));
    emit('track:event', { name: 'whatsapp_click', params: { category: 'WhatsApp Molecule' } });
    emit('track:event', { name: 'conversion', params: { send_to: 'AW-OTHER', event: 'requirement_posted' } });
    off();
    emit('track:event', { name: 'after_unsubscribe' });
    expect(window.dataLayer).toEqual([
      { event: 'whatsapp_click', site: 'molecule', category: 'WhatsApp Molecule', send_to: 'G-MOLECULE-LOCAL' },
      { event: 'conversion', event_label: 'requirement_posted', site: 'molecule', send_to: 'AW-OTHER' },
    ]);
  });
});
