import { localSiteSettings } from './local-sites';
import {
  FRANCHISE_CATEGORIES,
  MANUFACTURING_CATEGORIES,
  footerLinks,
  headerLinks,
  routes,
  searchHitUrl,
  telHref,
} from './routes';

const settings = localSiteSettings('main');
const base = 'http://localhost:3000';

describe('routes', () => {
  it('sends search hits where spec §2 says', () => {
    expect(searchHitUrl({ category: 'Company', slug: 'acme-pharma' }, settings.urls)).toBe(
      'http://localhost:3200/acme-pharma',
    );
    expect(searchHitUrl({ category: 'molecule', slug: 'metformin' }, settings.urls)).toBe(
      'http://localhost:3100/metformin',
    );
    expect(searchHitUrl({ category: 'pcd', slug: 'pediatric-drugs' }, settings.urls)).toBe(
      `${base}/pharma/pediatric-drugs`,
    );
  });

  it('builds the search page address with the category and the query encoded', () => {
    expect(routes.search(`${base}/`, 'company', 'anti biotic & co')).toBe(
      `${base}/search?t=company&q=anti%20biotic%20%26%20co`,
    );
  });

  it('lists every footer link of spec §2 with its exact path, in order', () => {
    expect(footerLinks(settings).map((l) => l.href)).toEqual([
      `${base}/pages/about-us`,
      `${base}/pages/contact-us`,
      `${base}/pages/career`,
      `${base}/pages/privacy-policy`,
      `${base}/pages/terms-conditions`,
      `${base}/pages/disclaimer`,
      `${base}/pages/cancellation-policy`,
      `${base}/pricing`,
      'https://blog.pharmasetu.in',
      `${base}/pages/get-membership-pharmasetu`,
      `${base}/pharma`,
      `${base}/pharma-molecules-list`,
      'http://localhost:3200/',
      `${base}/pages/advertise-with-us`,
      `${base}/pages/frequently-asked-questions`,
      `${base}/pages/press`,
      'http://localhost:3100/',
    ]);
    expect(
      footerLinks(settings)
        .filter((l) => l.external)
        .map((l) => l.label),
    ).toEqual(['Blog']);
  });

  it('has the 10 franchise and 9 manufacturing category pages of spec §2', () => {
    expect(FRANCHISE_CATEGORIES.map((c) => c.slug)).toEqual([
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
    ]);
    expect(MANUFACTURING_CATEGORIES.map((c) => c.slug)).toEqual([
      'pharma-third-party-manufacturing',
      'ayurvedic-herbal',
      'soft-geletin-manufacturer',
      'allopathic-drug-medicine',
      'cosmetics-dermacare',
      'cosmetics-and-personal-care',
      'injection-manufacturer',
      'pharma-manufacturing',
      'pharma-contract-manufacturing',
    ]);
  });

  it('gives the header links of spec §2, the LMS and Sign In in new tabs', () => {
    const links = headerLinks(settings);
    expect(links.pricing.href).toBe(`${base}/pricing`);
    expect(links.joinFree.href).toBe(`${base}/registration`);
    expect([links.lms.external, links.signIn.external, links.pricing.external]).toEqual([true, true, undefined]);
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus of a displayed number', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('+91 172 466 0011')).toBe('tel:+911724660011');
  });
});
