import type { SiteSettings } from './site-settings';

export interface Link {
  label: string;
  href: string;
  /** Opens in a new tab (external sites, the dashboard). */
  external?: boolean;
}

export interface Category {
  slug: string;
  label: string;
}

/** Spec §2: top franchise category pages under /pharma/. */
export const FRANCHISE_CATEGORIES: readonly Category[] = [
  { slug: 'pharma-franchise-for-eye-drop', label: 'Eye Drop Franchise' },
  { slug: 'pharma-franchise-for-injection', label: 'Injection Franchise' },
  { slug: 'ophthalmic-pcd-companies', label: 'Ophthalmic PCD Companies' },
  { slug: 'monopoly-pcd-pharma-franchise', label: 'Monopoly PCD Pharma Franchise' },
  { slug: 'gyne-pcd-companies', label: 'Gynae PCD Companies' },
  { slug: 'pharma-franchise-pcd', label: 'PCD Pharma Franchise' },
  { slug: 'cosmetics-dermacare-franchise', label: 'Cosmetics & Dermacare Franchise' },
  { slug: 'pediatric-drugs', label: 'Pediatric Drugs' },
  { slug: 'herbal-and-ayurvedic-product', label: 'Herbal & Ayurvedic Products' },
  { slug: 'pharmaceutical-distributors', label: 'Pharmaceutical Distributors' },
];

/** Spec §2: top manufacturing category pages under /pharma/. */
export const MANUFACTURING_CATEGORIES: readonly Category[] = [
  { slug: 'pharma-third-party-manufacturing', label: 'Third Party Manufacturing' },
  { slug: 'ayurvedic-herbal', label: 'Ayurvedic & Herbal Manufacturing' },
  { slug: 'soft-geletin-manufacturer', label: 'Soft Gelatin Manufacturers' },
  { slug: 'allopathic-drug-medicine', label: 'Allopathic Drug Manufacturing' },
  { slug: 'cosmetics-dermacare', label: 'Cosmetics & Dermacare Manufacturing' },
  { slug: 'cosmetics-and-personal-care', label: 'Cosmetics & Personal Care' },
  { slug: 'injection-manufacturer', label: 'Injection Manufacturers' },
  { slug: 'pharma-manufacturing', label: 'Pharma Manufacturing' },
  { slug: 'pharma-contract-manufacturing', label: 'Contract Manufacturing' },
];

/** The /pages/{slug} pages the footer links to (membership is per product, see membershipSlug). */
export const FOOTER_PAGES = {
  about: 'about-us',
  contact: 'contact-us',
  career: 'career',
  privacy: 'privacy-policy',
  terms: 'terms-conditions',
  disclaimer: 'disclaimer',
  cancellation: 'cancellation-policy',
  advertise: 'advertise-with-us',
  faq: 'frequently-asked-questions',
  press: 'press',
} as const;

const trimSlash = (base: string) => base.replace(/\/+$/, '');

/** A dialable tel: URL: '+91 98765 43210' → 'tel:+919876543210'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const membershipSlug = (product: string) => `get-membership-${product}`;

export const routes = {
  home: (base: string) => `${trimSlash(base)}/`,
  page: (base: string, slug: string) => `${trimSlash(base)}/pages/${slug}`,
  pricing: (base: string) => `${trimSlash(base)}/pricing`,
  registration: (base: string) => `${trimSlash(base)}/registration`,
  categories: (base: string) => `${trimSlash(base)}/pharma`,
  category: (base: string, slug: string) => `${trimSlash(base)}/pharma/${slug}`,
  /** A category's companies in one state: its landing page ("PCD Pharma Franchise in Punjab"). */
  categoryState: (base: string, slug: string, stateSlug: string) => `${trimSlash(base)}/pharma/${slug}/${stateSlug}`,
  moleculesList: (base: string) => `${trimSlash(base)}/pharma-molecules-list`,
  searchPage: (base: string) => `${trimSlash(base)}/search`,
  /** Spec §2: {base}/search?t={category}&q={query}. */
  search: (base: string, category: string, query: string) =>
    `${routes.searchPage(base)}?t=${encodeURIComponent(category)}&q=${encodeURIComponent(query)}`,
  company: (companySite: string, slug: string) => `${trimSlash(companySite)}/${slug}`,
  molecule: (moleculeSite: string, slug: string) => `${trimSlash(moleculeSite)}/${slug}`,
};

export interface SearchHitLike {
  category: string;
  slug: string;
}

/** Spec §2: company hits → company site /{slug}; molecule hits → molecule site /{slug}; others → {base}/pharma/{slug}. */
export function searchHitUrl(hit: SearchHitLike, urls: SiteSettings['urls']): string {
  const category = hit.category.toLowerCase();
  if (category === 'company') return routes.company(urls.company, hit.slug);
  if (category === 'molecule') return routes.molecule(urls.molecule, hit.slug);
  return routes.category(urls.main, hit.slug);
}

/** Spec §2 header top bar, in order. */
export function headerLinks(settings: SiteSettings): { pricing: Link; lms: Link; joinFree: Link; signIn: Link } {
  const base = settings.urls.main;
  return {
    pricing: { label: 'Pricing', href: routes.pricing(base) },
    lms: { label: 'Lead Management System', href: settings.urls.lms, external: true },
    joinFree: { label: 'Join Free', href: routes.registration(base) },
    signIn: { label: 'Sign In', href: settings.urls.dashboard, external: true },
  };
}

/** Spec §2 footer links, in the spec's order, with readable labels. */
export function footerLinks(settings: SiteSettings): Link[] {
  const base = settings.urls.main;
  const page = (slug: string) => routes.page(base, slug);
  return [
    { label: 'About Us', href: page(FOOTER_PAGES.about) },
    { label: 'Contact Us', href: page(FOOTER_PAGES.contact) },
    { label: 'Career', href: page(FOOTER_PAGES.career) },
    { label: 'Privacy Policy', href: page(FOOTER_PAGES.privacy) },
    { label: 'Terms & Conditions', href: page(FOOTER_PAGES.terms) },
    { label: 'Disclaimer', href: page(FOOTER_PAGES.disclaimer) },
    { label: 'Cancellation Policy', href: page(FOOTER_PAGES.cancellation) },
    { label: 'Pricing', href: routes.pricing(base) },
    { label: 'Blog', href: settings.urls.blog, external: true },
    { label: 'Get Membership', href: page(membershipSlug(settings.product)) },
    { label: 'Pharma Categories', href: routes.categories(base) },
    { label: 'Pharma Molecules List', href: routes.moleculesList(base) },
    { label: 'Company Site', href: routes.home(settings.urls.company) },
    { label: 'Advertise With Us', href: page(FOOTER_PAGES.advertise) },
    { label: 'FAQ', href: page(FOOTER_PAGES.faq) },
    { label: 'Press', href: page(FOOTER_PAGES.press) },
    { label: 'Molecule Site', href: routes.home(settings.urls.molecule) },
  ];
}

export const categoryLinks = (base: string, categories: readonly Category[]): Link[] =>
  categories.map((c) => ({ label: c.label, href: routes.category(base, c.slug) }));
