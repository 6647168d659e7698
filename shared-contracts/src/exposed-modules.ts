import type { EnquirySection } from './events';
import type { SearchPageData } from './search-page';
import type { LeadsDashboardProps } from './seller/props';
import type { SiteSettings } from './site-settings';

// The props of every exposed module that a host renders, in one place: a remote types its exposed
// component with these, and the shell's RemoteSlot takes `props` of exactly this type for the module it
// names. Renaming or retyping a prop here (or in a remote) fails the type check of both sides.

/** remote-search './SearchBox': the header's search box. */
export interface SearchBoxProps {
  settings: SiteSettings;
  /** Goes to the results page on Enter; default: a full page load (the shell may pass its router's). */
  navigate?: (url: string) => void;
  /**
   * Text typed into the page's plain search form before this box took its place: the box starts with it
   * and searches it as if typed now.
   */
  initialQuery?: string;
  /** The plain form's input had the focus: the box takes it, the caret after the text. */
  hadFocus?: boolean;
}

/** remote-search './SearchResults': the /search page's results. */
export interface SearchResultsProps {
  settings: SiteSettings;
  /** `q` of /search?t=&q= */
  query: string;
  /** `t`: company, molecule or category (lowercased hit category); empty for every kind. */
  category: string;
  /** The 0-based page of `?page=` (1-based in the URL); 0 when absent. */
  page?: number;
  /** `?state=`: the results narrowed to companies in this state (its name). */
  state?: string;
  /**
   * Hits per page. A results widget shows 5 unless its host asks for more (spec §9: "8 hits per query
   * (widget default 5)"; the header's panel asks for 8). Anything but a whole number from 1 to 100 is ignored.
   */
  hitsPerPage?: number;
  /**
   * The page as the host's server rendered it (the same multi-query, searchPageRequests): shown at once, in the same
   * place, while the view fetches the same page for itself (highlights, click ids), so taking its place moves nothing.
   */
  initial?: SearchPageData;
  /**
   * Opens another page of /search (a tab, a state, a page): the host's router, so the host's URL and history follow.
   * Without it the links load the page.
   */
  navigate?: (url: string) => void;
}

/** remote-enquiry './RequirementCard': the five-step requirement card, inline on a page. */
export interface RequirementCardProps {
  settings: SiteSettings;
  /** The company listing the card is addressed to (company pages): OTP first, red header. */
  listingSlug?: string;
  /** The product the visitor is interested in: the message starts as 'I am Interested in : ' + product. */
  productName?: string;
  /** The button or page section the card was opened from, for tracking. */
  section: EnquirySection;
  /** Where the card is shown ('dialog', 'inline'): its progress is kept for the tab's session under this name. */
  memoryScope?: string;
}

/** remote-enquiry './RequirementDialog': the card in a dialog, opened by `enquiry:open-requirement`. */
export interface RequirementDialogProps {
  settings: SiteSettings;
}

/** remote-enquiry './CallbackPopup': the quick call-back popup, opened by `enquiry:open-callback`. */
export interface CallbackPopupProps {
  settings: SiteSettings;
}

/** remote-enquiry './JoinFree': the /registration page's form (a seller's company, its mobile proved by OTP). */
export interface JoinFreeProps {
  settings: SiteSettings;
}

/** remote-footer './Footer'. */
export interface FooterProps {
  /** The site's settings: every link, number, address, social and app link comes from here. */
  settings: SiteSettings;
  /**
   * The signed-in seller's package id, when the host knows one. Only the WhatsApp click's tracking
   * category uses it (free members, package 5, have their own); absent means an anonymous visitor.
   */
  packageId?: number | null;
  /**
   * The release id the host composed (its site manifest's `metadata.version`, `<version>-<build hash>`),
   * shown as the footer's build label. Absent: the footer shows the version it was built as.
   */
  release?: string;
}

/** `remote_name/ExposedModule` → its props. */
export interface ExposedModules {
  'remote_search/SearchBox': SearchBoxProps;
  'remote_search/SearchResults': SearchResultsProps;
  'remote_enquiry/RequirementCard': RequirementCardProps;
  'remote_enquiry/RequirementDialog': RequirementDialogProps;
  'remote_enquiry/CallbackPopup': CallbackPopupProps;
  'remote_enquiry/JoinFree': JoinFreeProps;
  'remote_footer/Footer': FooterProps;
  'remote_leads/LeadsDashboard': LeadsDashboardProps;
}

export type ExposedModuleId = keyof ExposedModules;
