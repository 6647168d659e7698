import { FOOTER_PAGES, membershipSlug } from '@pharmasetu/shared-contracts';

export interface PageText {
  title: string;
  description: string;
}

/** The /pages/{slug} pages the footer links to. Their full content comes with the sites issue. */
export function sitePages(product: string): Record<string, PageText> {
  return {
    [FOOTER_PAGES.about]: { title: 'About Us', description: 'We connect pharma buyers and franchise seekers with verified PCD and third-party manufacturing companies across India.' },
    [FOOTER_PAGES.contact]: { title: 'Contact Us', description: 'Call, write or visit our Mohali office: we answer within one working day.' },
    [FOOTER_PAGES.career]: { title: 'Career', description: 'Join the team building India’s pharma sourcing marketplace.' },
    [FOOTER_PAGES.privacy]: { title: 'Privacy Policy', description: 'What we collect when you post a requirement or subscribe, and how we protect it.' },
    [FOOTER_PAGES.terms]: { title: 'Terms & Conditions', description: 'The terms for buyers and sellers using the marketplace.' },
    [FOOTER_PAGES.disclaimer]: { title: 'Disclaimer', description: 'Listings are provided by sellers; verify licences before you trade.' },
    [FOOTER_PAGES.cancellation]: { title: 'Cancellation Policy', description: 'How to cancel a paid membership and what is refunded.' },
    [FOOTER_PAGES.advertise]: { title: 'Advertise With Us', description: 'Reach pharma buyers searching for franchise and manufacturing partners.' },
    [FOOTER_PAGES.faq]: { title: 'Frequently Asked Questions', description: 'Answers about posting requirements, verification and memberships.' },
    [FOOTER_PAGES.press]: { title: 'Press', description: 'News and media resources.' },
    [membershipSlug(product)]: { title: 'Get Membership', description: 'Seller memberships that bring verified leads every day.' },
  };
}
