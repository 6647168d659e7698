import { localSiteSettings, on, type SiteEvents, type SiteSettings } from '@pharmasetu/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-support/render-with-theme';
import { FloatingActions } from './floating-actions';

// jsdom cannot navigate: keep the link's default action from running after the handlers.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));

function record<K extends keyof SiteEvents>(name: K) {
  const seen: SiteEvents[K][] = [];
  const off = on(name, (detail) => seen.push(detail));
  return { seen, off };
}

const withWhatsapp = (settings: SiteSettings, whatsapp: string): SiteSettings => ({
  ...settings,
  contact: { ...settings.contact, whatsapp },
});

describe('FloatingActions', () => {
  it("the sellers' dashboard has none: no buyers' call back or WhatsApp covering the leads", () => {
    const { container } = renderWithTheme(<FloatingActions settings={localSiteSettings('dashboard')} />);
    expect(screen.queryByRole('button', { name: 'Request Call Back' })).toBeNull();
    expect(container.querySelector('[data-testid="floating-actions"]')).toBeNull();
    renderWithTheme(<FloatingActions settings={localSiteSettings('company')} />);
    expect(screen.getByRole('button', { name: 'Request Call Back' })).toBeInTheDocument();
  });

  it("'Request Call Back' emits enquiry:open-callback with the section 'sticky enquiry', once per click", async () => {
    const { seen, off } = record('enquiry:open-callback');
    renderWithTheme(<FloatingActions settings={localSiteSettings('main')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Call Back' }));
    expect(seen).toEqual([{ section: 'sticky enquiry' }]);
    off();
  });

  it("on a company's page the call back is addressed to it: the event carries the company's listing slug", async () => {
    const { seen, off } = record('enquiry:open-callback');
    window.history.replaceState(null, '', '/acme-pharma');
    renderWithTheme(<FloatingActions settings={localSiteSettings('company')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request Call Back' }));
    window.history.replaceState(null, '', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Request Call Back' }));
    expect(seen).toEqual([{ section: 'sticky enquiry', listingSlug: 'acme-pharma' }, { section: 'sticky enquiry' }]);
    expect(seen[1]).not.toHaveProperty('listingSlug');
    off();
  });

  it("the WhatsApp button opens a chat with the site's WhatsApp number in a new tab", () => {
    renderWithTheme(<FloatingActions settings={withWhatsapp(localSiteSettings('company'), '+91 70000 12345')} />);
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp +91 70000 12345' });
    expect(link).toHaveAttribute('href', 'https://wa.me/917000012345');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['the main site', localSiteSettings('main'), undefined, 'WhatsApp'],
    ['a paying member on the main site', localSiteSettings('main'), 7, 'WhatsApp'],
    ['a free member (package 5)', localSiteSettings('main'), 5, 'WhatsApp Free Member'],
    ['the molecule site', localSiteSettings('molecule'), undefined, 'WhatsApp Molecule'],
  ])('a WhatsApp click on %s emits track:event with the category %s', async (_case, settings, packageId, category) => {
    const { seen, off } = record('track:event');
    renderWithTheme(<FloatingActions settings={settings} packageId={packageId} />);
    await userEvent.click(screen.getByRole('link', { name: /chat on whatsapp/i }));
    expect(seen).toEqual([{ name: 'whatsapp_click', params: { category, section: 'sticky enquiry' } }]);
    off();
  });
});
