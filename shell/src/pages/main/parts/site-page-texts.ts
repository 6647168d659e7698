import { FOOTER_PAGES } from '@pharmasetu/shared-contracts';

interface PageText {
  title: string;
  description: string;
  paragraphs: string[];
}

/** The footer's pages (spec §2). Only the main site's chunk for /pages/* carries this text. */
export const PAGE_TEXTS: Record<string, PageText> = {
  [FOOTER_PAGES.about]: {
    title: 'About Us',
    description:
      'PharmaSetu connects pharma buyers and franchise seekers with verified PCD and third-party manufacturing companies across India.',
    paragraphs: [
      'PharmaSetu is a B2B marketplace for the Indian pharmaceutical trade. Distributors, medical representatives starting their own business and brand owners use it to find PCD pharma franchise partners and third-party manufacturers.',
      'Every requirement posted here is verified by a one-time password before it reaches sellers, so companies spend their time on real enquiries and buyers are not flooded with calls from unverified listings.',
      'We are based in Mohali, Punjab, at the centre of one of India’s largest pharma manufacturing clusters, and work with companies from Baddi, Ahmedabad, Hyderabad, Mumbai and beyond.',
    ],
  },
  [FOOTER_PAGES.contact]: {
    title: 'Contact Us',
    description: 'Call, WhatsApp, write or visit our Mohali office. We answer within one working day.',
    paragraphs: [
      'Our team answers Monday to Saturday, 9:30 am to 6:30 pm IST. For a quick call back, use the Request Call Back button at the bottom of any page.',
    ],
  },
  [FOOTER_PAGES.career]: {
    title: 'Career',
    description: 'Join the team building India’s pharma sourcing marketplace.',
    paragraphs: [
      'We hire sales, customer success and engineering people who like solving real problems for small and mid-sized pharma companies.',
      'Send your CV and a short note on what you would like to work on to careers@pharmasetu.in. We reply to every application.',
    ],
  },
  [FOOTER_PAGES.privacy]: {
    title: 'Privacy Policy',
    description:
      'What we collect when you post a requirement, request a call back or subscribe, and how we protect it.',
    paragraphs: [
      'When you post a requirement we store your name, mobile number, e-mail, city and the details of your requirement, and share them only with the sellers that match it. Your mobile number is verified by OTP and never sold to third parties.',
      'Newsletter subscribers can unsubscribe from any e-mail. We keep enquiry records for as long as the law requires and delete them on request where it allows.',
      'We use cookies only to keep forms secure and to measure which pages help visitors; you can block them in your browser.',
    ],
  },
  [FOOTER_PAGES.terms]: {
    title: 'Terms & Conditions',
    description: 'The terms for buyers and sellers using the marketplace.',
    paragraphs: [
      'Listings are published by sellers, who are responsible for holding valid drug manufacturing and sale licences. Buyers should verify licences, GST registration and product approvals before placing orders.',
      'PharmaSetu is not a party to any transaction between buyers and sellers. Misuse of the enquiry system, including posting job enquiries or false requirements, may lead to blocking.',
    ],
  },
  [FOOTER_PAGES.disclaimer]: {
    title: 'Disclaimer',
    description: 'Listings are provided by sellers; verify licences before you trade.',
    paragraphs: [
      'Information on company and molecule pages is provided by sellers and public sources. It is not medical advice. Prescription medicines must be sold and used only as the law allows.',
    ],
  },
  [FOOTER_PAGES.cancellation]: {
    title: 'Cancellation Policy',
    description: 'How to cancel a paid membership and what is refunded.',
    paragraphs: [
      'A paid membership can be cancelled within 7 days of payment for a full refund if no leads have been delivered. After that, the remaining period stays active until it ends and is not refunded.',
      'To cancel, write to billing@pharmasetu.in from your registered e-mail address with your company name.',
    ],
  },
  [FOOTER_PAGES.advertise]: {
    title: 'Advertise With Us',
    description: 'Reach pharma buyers searching for franchise and manufacturing partners.',
    paragraphs: [
      'Category banners, featured listings and molecule page placements put your company in front of buyers at the moment they search. Call us or write to ads@pharmasetu.in for current rates.',
    ],
  },
  [FOOTER_PAGES.faq]: {
    title: 'Frequently Asked Questions',
    description: 'Answers about posting requirements, OTP verification and memberships.',
    paragraphs: [
      'How do I post a requirement? Use “Post your requirement” at the top of any page, choose PCD franchise or third-party manufacturing, and verify your mobile number with the OTP we send.',
      'Why do you ask for an OTP? It keeps fake enquiries out, so sellers answer real buyers faster.',
      'Is listing my company free? Yes: the free package lists your company and its products. Paid packages add verified leads every day.',
    ],
  },
  [FOOTER_PAGES.press]: {
    title: 'Press',
    description: 'News about PharmaSetu and media resources: interviews, market data and our logo.',
    paragraphs: ['For interviews, data on the Indian PCD franchise market or our logo, write to press@pharmasetu.in.'],
  },
  membership: {
    title: 'Get Membership',
    description: 'Seller memberships that bring verified leads every day.',
    paragraphs: [
      'Choose the package that fits how many enquiries you can handle. Every package includes a verified listing; paid ones add daily leads matched to your categories and cities.',
    ],
  },
};
