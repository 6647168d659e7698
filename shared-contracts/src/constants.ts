/** Spec §9 business constants and limits, each named once. */

// Email (§5, §9)
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

// Search (§5, §9)
export const SEARCH_MIN_QUERY_LENGTH = 4;
/** Spec §5: the hint for a query shorter than SEARCH_MIN_QUERY_LENGTH (the search box and the /search page). */
export const SEARCH_SHORT_QUERY_HINT = 'Type minimum 4 characters';
/** Spec §5: a search with no hits. */
export const SEARCH_NO_RESULT = 'No Result found';
export const SEARCH_HITS_PER_PAGE = 8;
export const SEARCH_WIDGET_DEFAULT_HITS = 5;
export const SEARCH_INPUT_MAX_LENGTH = 512;
export const SEARCH_STALL_THRESHOLD_MS = 300;
export const SEARCH_VIEW_DEBOUNCE_MS = 400;
export const SEARCH_VIEW_BATCH_SIZE = 20;
export const SEARCH_TIMEOUTS_MS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
export const SEARCH_HOST_RETRY_MS = 120_000;

// Suggestions (§9): molecules from more than 2 characters (3 typed letters in the message box); cities from 2.
export const MOLECULE_SUGGEST_MIN_LENGTH = 3;
export const CITY_SEARCH_MIN_LENGTH = 2;
export const CITY_SUGGESTIONS_MAX = 10;

// Enquiry (§5, §9)
export const NAME_MIN_LENGTH = 3;
export const MESSAGE_MIN_LENGTH = 10;
export const INDIA_MOBILE_DIGITS = 10;
export const CALLBACK_MOBILE_MIN_LENGTH = 8; // "at most 7 characters after trimming" is invalid
export const EMAIL_OTP_MOBILE_MIN_LENGTH = 6; // email-OTP field shows once the mobile is longer than 5
export const YES_NO_APPLIED = { no: 0, yes: 1, applied: 2 } as const;
export const INVESTMENT = { below50000: 49_999, above50000: 50_001 } as const;
export const ORDER_VALUE = { below100000: 99_999, above100000: 100_001 } as const;
export const OTP_RESEND_SECONDS = 120;
export const MESSAGE_UPDATE_DEBOUNCE_MS = 1_000;
export const DEFAULT_COUNTRY = 'IN';
export const INTERESTED_IN_PREFIX = 'I am Interested in : ';

export const SERVICE_TYPES = ['PCD Pharma Franchise', '3rd Party Manufacturing'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const ENQUIRY_SOURCES = ['Website', 'Website-Molecule'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const URL_TYPES = ['website', 'catalog'] as const;
export type UrlType = (typeof URL_TYPES)[number];

// Local storage (§3, §9)
export const STORAGE_KEYS = { customerMobile: 'customer_mobile', utmSource: 'utm_source' } as const;
export const LOCAL_CACHE_TTL_MS = 14_400_000;

// Listings and packages (§5, §6, §9)
export const LISTING_PAGE_DEFAULT = 200;
export const LISTING_SORT_KEYS = ['name', 'title', 'rank'] as const;
export const FREE_PACKAGE_ID = 5;

// Layout (§2, §9)
export const MOBILE_BREAKPOINT_PX = 768;
export const SEARCH_MOBILE_BREAKPOINT_PX = 767;
export const PAGE_MAX_WIDTH_PX = 1440;
// The site footer's background, and the height a block of it keeps while the footer's code loads. The
// shell's slot and remote-footer both show such a block, one after the other: alike, nothing shifts.
export const FOOTER_BACKGROUND = '#17202b';
export const FOOTER_PLACEHOLDER_MIN_HEIGHT_PX = 420;
// The floating WhatsApp and call-back buttons (the shell's and remote-footer's, alike): two 48 px buttons
// 10 px apart, in a box of their final height from the first byte of the page (parsed in two parts, a box
// that grew would move the first button), FLOATING_DOCK_MARGIN_PX from the corner (12 px on a phone). The
// page keeps FLOATING_DOCK_ROOM_PX free below its last line and scrolls a focused control above them.
export const FLOATING_BUTTON_PX = 48;
export const FLOATING_DOCK_HEIGHT_PX = 2 * FLOATING_BUTTON_PX + 10;
export const FLOATING_DOCK_ROOM_PX = FLOATING_DOCK_HEIGHT_PX + 24;
// The dock's width from the viewport's right edge: its margin and the wider button ("Request Call Back", 15 px
// semibold, at most ~175 px in the system fonts) with some slack. A list whose rows carry their own action (/search's
// "Send enquiry") keeps that action out of this column, since at some scroll position every row passes the dock.
export const FLOATING_DOCK_ROOM_WIDTH_PX = 210;
// The requirement card's least height: what its step 0 takes at any width from 320 px, so the box the page
// keeps for it before its code runs (the shell's links) is the card's own and nothing below moves.
export const REQUIREMENT_CARD_MIN_HEIGHT_PX = 640;
export const INPUT_HEIGHT_PX = 40;
export const INPUT_BORDER_PX = 1;
export const INPUT_RADIUS_PX = 5;
export const ANCHOR_FONT_SIZE_PX = 14;
export const ANCHOR_FONT_WEIGHT = 400;
export const BACKDROP_OPACITY = 0.95;
export const DIALOG_LAYERS = { backdrop: 20, modal: 30 } as const;
export const DIALOG_MOBILE_WIDTH = '85vw';
export const DIALOG_MOBILE_FORM_HEIGHT = '80vh';

// Server side (§9)
export const API_PORT = 4001;
export const SEARCH_ENGINE_PORT = 4002;
export const TRACE_SAMPLE_RATE_PRODUCTION = 0.1;
export const DB_POOL = {
  primaryMax: 100,
  primaryMin: 50,
  replicaMax: 25,
  replicaCount: 2,
  connectTimeoutMs: 10_000,
} as const;
export const EMAIL_PROVIDER_PRIORITY = { mailtrap: 1, sendgrid: 2, mailgun: 3 } as const;

// A page's slug (company, category, molecule): lowercase words joined by single hyphens.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest slug anything is looked up by (longer ones name nothing). */
export const SLUG_MAX_LENGTH = 200;

/**
 * The Join Free form's height before any choice at the narrowest width (the mobile on its own line): the page keeps
 * this room for it, so the form coming in moves nothing below it.
 */
export const JOIN_FREE_FORM_MIN_HEIGHT_PX = 720;
