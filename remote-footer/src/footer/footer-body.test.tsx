import { localSiteSettings, on, type SiteEvents, type SiteSettings } from '@pharmasetu/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-support/render-with-theme';
import Footer from './footer-body';

const MAIN = 'http://localhost:3000';

// Spec §2, in its order: every footer link and its exact path.
const QUICK_LINKS: [string, string][] = [
  ['About Us', `${MAIN}/pages/about-us`],
  ['Contact Us', `${MAIN}/pages/contact-us`],
  ['Career', `${MAIN}/pages/career`],
  ['Privacy Policy', `${MAIN}/pages/privacy-policy`],
  ['Terms & Conditions', `${MAIN}/pages/terms-conditions`],
  ['Disclaimer', `${MAIN}/pages/disclaimer`],
  ['Cancellation Policy', `${MAIN}/pages/cancellation-policy`],
  ['Pricing', `${MAIN}/pricing`],
  ['Blog', 'https://blog.pharmasetu.in'],
  ['Get Membership', `${MAIN}/pages/get-membership-pharmasetu`],
  ['Pharma Categories', `${MAIN}/pharma`],
  ['Pharma Molecules List', `${MAIN}/pharma-molecules-list`],
  ['Company Site', 'http://localhost:3200/'],
  ['Advertise With Us', `${MAIN}/pages/advertise-with-us`],
  ['FAQ', `${MAIN}/pages/frequently-asked-questions`],
  ['Press', `${MAIN}/pages/press`],
  ['Molecule Site', 'http://localhost:3100/'],
];
const FRANCHISE = [
  'pharma-franchise-for-eye-drop',
  'pharma-franchise-for-injection',
  'ophthalmic-pcd-companies',
  'monopoly-pcd-pharma-franchise',
  'gyne-pcd-companies',
  'pharma-franchise-pcd',
  'cosmetics-dermacare-franchise',
  'pediatric-drugs',
  'herbal-and-ayurvedic-product',
  'pharmaceutical-distributors',
];
const MANUFACTURING = [
  'pharma-third-party-manufacturing',
  'ayurvedic-herbal',
  'soft-geletin-manufacturer',
  'allopathic-drug-medicine',
  'cosmetics-dermacare',
  'cosmetics-and-personal-care',
  'injection-manufacturer',
  'pharma-manufacturing',
  'pharma-contract-manufacturing',
];

const linksIn = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('FooterBody', () => {
  it('keeps the root test id and shows the build label', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(screen.getByTestId('site-footer').tagName).toBe('FOOTER');
    expect(screen.getByTestId('footer-build')).toHaveTextContent('build 0.0.0-test');
  });

  it('labels the build with the release id the host composed, not the package version', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} release="1.0.0-eea0d5859f" />);
    expect(screen.getByTestId('footer-build')).toHaveTextContent(/^build 1\.0\.0-eea0d5859f$/);
  });

  it('shows every footer link of spec §2 with its exact path, external ones in a new tab', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(linksIn('Quick Links')).toEqual(QUICK_LINKS);
    const nav = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
    expect(nav.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('target');
  });

  it('shows the 10 top franchise and 9 top manufacturing category pages under /pharma/ with readable labels', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    for (const [name, slugs] of [
      ['Top Franchise Categories', FRANCHISE],
      ['Top Manufacturing Categories', MANUFACTURING],
    ] as const) {
      const links = linksIn(name);
      expect(links.map(([, href]) => href)).toEqual(slugs.map((slug) => `${MAIN}/pharma/${slug}`));
      for (const [label] of links) expect(label).toMatch(/^[A-Z][A-Za-z &]+$/);
    }
    expect(screen.getByRole('link', { name: 'Eye Drop Franchise' })).toHaveAttribute(
      'href',
      `${MAIN}/pharma/pharma-franchise-for-eye-drop`,
    );
  });

  it('shows the phone numbers, the WhatsApp number, the e-mail and the Mohali office address', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(contact.getByRole('link', { name: '+91 172 466 0011' })).toHaveAttribute('href', 'tel:+911724660011');
    expect(contact.getByRole('link', { name: 'support@pharmasetu.in' })).toHaveAttribute(
      'href',
      'mailto:support@pharmasetu.in',
    );
    expect(contact.getByText('SCO 42, Sector 70, Mohali, Punjab 160071').tagName).toBe('ADDRESS');
  });

  it('shows the social links and the seller app store links, each in a new tab', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(linksIn('Follow us')).toEqual([
      ['Facebook', 'https://www.facebook.com/pharmasetu'],
      ['LinkedIn', 'https://www.linkedin.com/company/pharmasetu'],
      ['YouTube', 'https://www.youtube.com/@pharmasetu'],
      ['X', 'https://x.com/pharmasetu'],
    ]);
    expect(linksIn('Seller app')).toEqual([
      ['Get it on Google Play', 'https://play.google.com/store/apps/details?id=in.pharmasetu.seller'],
      ['Download on the App Store', 'https://apps.apple.com/in/app/pharmasetu-seller/id6450000000'],
    ]);
    for (const nav of ['Follow us', 'Seller app']) {
      for (const link of within(screen.getByRole('navigation', { name: nav })).getAllByRole('link')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  it("takes every link, number and address from the site's settings", () => {
    const base = localSiteSettings('molecule');
    const settings: SiteSettings = {
      ...base,
      product: 'molecules',
      urls: { ...base.urls, main: 'https://www.example.in', blog: 'https://blog.example.in' },
      contact: {
        phones: ['+91 90000 00001'],
        whatsapp: '+91 90000 00002',
        address: 'Phase 8B, Mohali, Punjab',
        email: 'help@example.in',
      },
      social: [{ label: 'Instagram', href: 'https://instagram.com/example' }],
      apps: [],
    };
    renderWithTheme(<Footer settings={settings} />);
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      'https://www.example.in/pages/about-us',
    );
    expect(quick.getByRole('link', { name: 'Get Membership' })).toHaveAttribute(
      'href',
      'https://www.example.in/pages/get-membership-molecules',
    );
    expect(quick.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'https://blog.example.in');
    expect(screen.getByRole('link', { name: 'Eye Drop Franchise' })).toHaveAttribute(
      'href',
      'https://www.example.in/pharma/pharma-franchise-for-eye-drop',
    );
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'tel:+919000000001',
      'https://wa.me/919000000002',
      'mailto:help@example.in',
    ]);
    expect(contact.getByText('Phase 8B, Mohali, Punjab')).toBeInTheDocument();
    expect(linksIn('Follow us')).toEqual([['Instagram', 'https://instagram.com/example']]);
    expect(screen.queryByRole('navigation', { name: 'Seller app' })).not.toBeInTheDocument();
  });

  it("tracks a click on the contact block's WhatsApp number with the site's category", async () => {
    const seen: SiteEvents['track:event'][] = [];
    const off = on('track:event', (detail) => seen.push(detail));
    const stop = (event: Event) => event.preventDefault(); // jsdom cannot navigate
    document.addEventListener('click', stop);
    renderWithTheme(<Footer settings={localSiteSettings('molecule')} packageId={5} />);
    const link = within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', {
      name: 'WhatsApp +91 98765 43210',
    });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    expect(seen).toEqual([{ name: 'whatsapp_click', params: { category: 'WhatsApp Molecule', section: undefined } }]);
    off();
    document.removeEventListener('click', stop);
  });

  it('contains the newsletter form, and not the floating buttons (the exposed Footer shows those at once)', () => {
    renderWithTheme(<Footer settings={localSiteSettings('main')} />);
    expect(screen.getByRole('region', { name: 'Newsletter' })).toContainElement(screen.getByLabelText('Email address'));
    expect(screen.queryByRole('button', { name: 'Request Call Back' })).not.toBeInTheDocument();
  });
});
