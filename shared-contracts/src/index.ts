// The package's public surface, named: what the api, the shell and the remotes may import. A module's other
// exports stay private to the package until a line here names them. Types are exported with `export type`.
export {
  ANCHOR_FONT_SIZE_PX,
  ANCHOR_FONT_WEIGHT,
  API_PORT,
  BACKDROP_OPACITY,
  CITY_SEARCH_MIN_LENGTH,
  CITY_SUGGESTIONS_MAX,
  DB_POOL,
  DEFAULT_COUNTRY,
  DIALOG_LAYERS,
  DIALOG_MOBILE_FORM_HEIGHT,
  DIALOG_MOBILE_WIDTH,
  EMAIL_DOMAIN_LABEL_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_OTP_MOBILE_MIN_LENGTH,
  EMAIL_PROVIDER_PRIORITY,
  ENQUIRY_SOURCES,
  FLOATING_BUTTON_PX,
  FLOATING_DOCK_HEIGHT_PX,
  FLOATING_DOCK_ROOM_PX,
  FLOATING_DOCK_ROOM_WIDTH_PX,
  FOOTER_BACKGROUND,
  FOOTER_PLACEHOLDER_MIN_HEIGHT_PX,
  FREE_PACKAGE_ID,
  INDIA_MOBILE_DIGITS,
  INPUT_BORDER_PX,
  INPUT_HEIGHT_PX,
  INPUT_RADIUS_PX,
  INTERESTED_IN_PREFIX,
  INVESTMENT,
  JOIN_FREE_FORM_MIN_HEIGHT_PX,
  LISTING_PAGE_DEFAULT,
  LISTING_SORT_KEYS,
  LOCAL_CACHE_TTL_MS,
  MESSAGE_MIN_LENGTH,
  MESSAGE_UPDATE_DEBOUNCE_MS,
  MOBILE_BREAKPOINT_PX,
  MOLECULE_SUGGEST_MIN_LENGTH,
  NAME_MIN_LENGTH,
  ORDER_VALUE,
  OTP_RESEND_SECONDS,
  PAGE_MAX_WIDTH_PX,
  CALLBACK_MOBILE_MIN_LENGTH,
  REQUIREMENT_CARD_MIN_HEIGHT_PX,
  SEARCH_ENGINE_PORT,
  SEARCH_HITS_PER_PAGE,
  SEARCH_HOST_RETRY_MS,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_MOBILE_BREAKPOINT_PX,
  SEARCH_NO_RESULT,
  SEARCH_SHORT_QUERY_HINT,
  SEARCH_STALL_THRESHOLD_MS,
  SEARCH_TIMEOUTS_MS,
  SEARCH_VIEW_BATCH_SIZE,
  SEARCH_VIEW_DEBOUNCE_MS,
  SEARCH_WIDGET_DEFAULT_HITS,
  SERVICE_TYPES,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  STORAGE_KEYS,
  TRACE_SAMPLE_RATE_PRODUCTION,
  URL_TYPES,
  YES_NO_APPLIED,
} from './constants';
export type { EnquirySource, ServiceType, UrlType } from './constants';
export { CONST_DATA } from './const-data';
export type { ConstDataList } from './const-data';
export { indianTime } from './indian-time';
export { EVENTS_VERSION, emit, on } from './events';
export type { EnquirySection, SiteEvent, SiteEventName, SiteEvents, TrackParams } from './events';
export { showModalDialog } from './modal-dialog';
export {
  FOOTER_PAGES,
  FRANCHISE_CATEGORIES,
  MANUFACTURING_CATEGORIES,
  categoryLinks,
  footerLinks,
  headerLinks,
  membershipSlug,
  routes,
  searchHitUrl,
  telHref,
} from './routes';
export type { Category, Link, SearchHitLike } from './routes';
export { placeSlug } from './places';
export type { PlaceCount, PlaceFacets, PlaceFilter, PlaceQuery } from './places';
export {
  FRONTEND_DISCOVERY_SCHEMA,
  KNOWN_REMOTES,
  checkSiteManifest,
  checkVersions,
  pickVersion,
} from './site-manifest';
export type { ManifestCheck, MicroFrontendEntry, RemoteName, SiteManifest } from './site-manifest';
export {
  VISITOR_BUCKET_COOKIE,
  bucketFromCookies,
  parseBucket,
  resolveRemoteManifest,
  visitorBucketCookie,
} from './remote-entry';
export type { PageComposition, ResolvedRemote } from './remote-entry';
export { SITE_PAGES, isSellersSite } from './site-pages';
export type { PageName } from './site-pages';
export { listingSlugAt } from './listing-at';
export { ipKey } from './ip-key';
export { SITE_IDS, siteSettingsSchema } from './site-settings';
export type { SiteId, SiteSettings } from './site-settings';
export { searchHost } from './search-host';
export type { SearchHostAccess } from './search-host';
export { TRACE_SAMPLE_RATE_DEVELOPMENT, errorReportingSettings, traceSampleRate } from './error-reporting';
export { theme } from './theme';
export type { SiteTheme } from './theme';
export {
  DEFAULT_PORTS,
  LOCAL_SEARCH,
  localSiteSettings,
  portsFrom,
  remoteFolder,
  remotePortSetting,
  siteOrigin,
  sitePort,
} from './local-sites';
export type { Ports, RemotePortSetting } from './local-sites';
export { EMAIL_PATTERN, isValidEmail } from './email';
export { NEWSLETTER_MESSAGES } from './newsletter-messages';
export { parseNewsletterEmail } from './newsletter-email';
export type { NewsletterEmailResult } from './newsletter-email';
export {
  KEEP_LEADING_ZERO,
  SUPPORTED_COUNTRIES,
  countryRule,
  isIndiaMobile,
  matchesCountryRule,
  normaliseNationalDigits,
  parseMobile,
} from './phone';
export type { CountryPhoneRule, ParsedMobile } from './phone';
export { firstErrorMessage } from './schemas/first-error';
export { findUntypable, isPlainText } from './schemas/plain-text';
export { checkMobile } from './schemas/mobile-check';
export type { MobileCheck } from './schemas/mobile-check';
export { ENQUIRY_MESSAGES, enquirySchema } from './schemas/enquiry';
export type { EnquiryInput, EnquiryPayload } from './schemas/enquiry';
export { CUSTOMER_KEYS, CUSTOMER_MESSAGES, customerSchema } from './schemas/customer';
export type { CustomerInput, CustomerPayload } from './schemas/customer';
export { ADDITIONAL_MESSAGES, additionalSchema } from './schemas/additional';
export type { AdditionalInput, AdditionalPayload } from './schemas/additional';
export { OTP_MESSAGES, emailOtpAllowed, otpGenerateSchema, otpValidateSchema } from './schemas/otp';
export type { OtpGenerateInput, OtpGeneratePayload, OtpValidateInput } from './schemas/otp';
export { CALLBACK_MESSAGES, callbackSchema } from './schemas/callback';
export type { CallbackInput, CallbackPayload } from './schemas/callback';
export { newsletterSchema } from './schemas/newsletter';
export type { NewsletterPayload } from './schemas/newsletter';
export { isEmptyVisitLog, visitLogSchema } from './schemas/visit-log';
export type { VisitLogRecord, VisitLogInput } from './schemas/visit-log';
export {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_PATH,
  HttpError,
  IDEMPOTENCY_HEADER,
  createHttpClient,
  newIdempotencyKey,
  readCookie,
} from './api/http';
export type { HttpClient, HttpClientDeps, HttpErrorKind, RequestOptions, WritingHttpClient } from './api/http';
export { VISIT_LOG_PATH, logVisit } from './api/log-visit';
export type { VisitLogResponse } from './api/log-visit';
export { SUBSCRIBE_PATH, newsletterErrorMessage, subscribeNewsletter } from './api/subscribe-newsletter';
export type { SubscribeResponse } from './api/subscribe-newsletter';
export { CALLBACK_PATH, postCallback } from './api/post-callback';
export type { CallbackResponse } from './api/post-callback';
export { MOLECULES_PATH, fetchMolecules } from './api/fetch-molecules';
export type { MoleculeRecord } from './api/fetch-molecules';
export { CONST_DATA_KEYS, CONST_DATA_PATH, emptyConstData, fetchConstData } from './api/fetch-const-data';
export type { ConstData, ConstOption } from './api/fetch-const-data';
export { CITIES_PATH, cityLabel, fetchCities } from './api/fetch-cities';
export type { CityRecord } from './api/fetch-cities';
export { ENQUIRY_NEW_PATH, ENQUIRY_UNKNOWN_ERROR, enquiryErrorMessage, postEnquiry } from './api/post-enquiry';
export type { EnquiryPostResponse } from './api/post-enquiry';
export { ENQUIRY_UPDATE_PATH, updateEnquiry } from './api/update-enquiry';
export type { EnquiryUpdateResponse } from './api/update-enquiry';
export { NOT_ROUTABLE_REASONS } from './api/enquiry-delivery';
export type { EnquiryDelivery, NotRoutableReason } from './api/enquiry-delivery';
export { OTP_GENERATE_PATH, generateOtp } from './api/generate-otp';
export type { OtpGenerateResponse } from './api/generate-otp';
export { OTP_VALIDATE_PATH, validateOtp } from './api/validate-otp';
export type { OtpValidateResponse } from './api/validate-otp';
export {
  WHATSAPP_CATEGORIES,
  WHATSAPP_CLICK_EVENT,
  whatsappCategory,
  whatsappChatUrl,
  whatsappClickEvent,
} from './whatsapp';
export type { WhatsappCategory, WhatsappClick } from './whatsapp';
export {
  REGISTRATION_CATEGORIES,
  REGISTRATION_MESSAGES,
  isValidGstin,
  registrationSchema,
} from './schemas/registration';
export type { RegistrationInput, RegistrationPayload } from './schemas/registration';
export type { CompanyOrder, CompanySummary } from './api/company-summary';
export { CATALOG_CATEGORIES_PATH, fetchCategories } from './api/fetch-categories';
export type { CategoriesResponse, CategoryListItem } from './api/fetch-categories';
export {
  CATALOG_CATEGORY_STATES_PATH,
  CATEGORY_STATES_MAX,
  categoryPath,
  fetchCategory,
  fetchCategoryStates,
} from './api/fetch-category';
export type {
  CategoryDetails,
  CategoryPageQuery,
  CategoryResponse,
  CategoryStatePage,
  CategoryStatesResponse,
} from './api/fetch-category';
export { CATALOG_COMPANIES_PATH, fetchCompanyDirectory, fetchFeaturedCompanies } from './api/fetch-featured-companies';
export type { CompanyDirectoryResponse, FeaturedCompaniesResponse } from './api/fetch-featured-companies';
export { companyPath, fetchCompany } from './api/fetch-company';
export type { CompanyDetails, CompanyProduct, CompanyResponse } from './api/fetch-company';
export { CATALOG_MOLECULES_PATH, fetchMoleculeList } from './api/fetch-molecule-list';
export type { MoleculeListQuery, MoleculeListResponse, MoleculeRef } from './api/fetch-molecule-list';
export { fetchMoleculePage, moleculePagePath } from './api/fetch-molecule-page';
export type { MoleculePageResponse } from './api/fetch-molecule-page';
export { CATALOG_PACKAGES_PATH, fetchPackages } from './api/fetch-packages';
export type { MembershipPackage, PackagesResponse } from './api/fetch-packages';
export { REGISTRATION_PATH, postRegistration, registrationErrorMessage } from './api/post-registration';
export type { RegistrationResponse } from './api/post-registration';
export {
  CATALOG_SITEMAP_PATH,
  SITEMAP_KINDS,
  SITEMAP_PAGE_MAX,
  fetchSitemapSlugs,
  sitemapSlugsQuerySchema,
} from './api/fetch-sitemap-slugs';
export type { SitemapKind, SitemapSlugsQuery, SitemapSlugsResponse } from './api/fetch-sitemap-slugs';
export {
  leadContactSchema,
  leadFollowUpSchema,
  leadNoteSchema,
  leadStatusSchema,
  sellerLeadFiltersSchema,
  sellerPreferencesSchema,
} from './seller/schemas';
export type { LeadStatusChange, SellerLeadFilters, SellerPreferences } from './seller/schemas';
export type { DashboardLocation, LeadsDashboardProps } from './seller/props';
export type {
  CallbackPopupProps,
  ExposedModuleId,
  ExposedModules,
  FooterProps,
  JoinFreeProps,
  RequirementCardProps,
  RequirementDialogProps,
  SearchBoxProps,
  SearchResultsProps,
} from './exposed-modules';
export { SELLER_OTP_PATH, requestSellerOtp } from './api/seller-request-otp';
export type { SellerOtpResponse } from './api/seller-request-otp';
export { SELLER_VERIFY_PATH, verifySellerOtp } from './api/seller-verify-otp';
export { SELLER_ME_PATH, fetchSellerMe } from './api/seller-me';
export { SELLER_SIGN_OUT_PATH, signOutSeller } from './api/seller-sign-out';
export {
  SELLER_LEADS_CSV_PATH,
  SELLER_LEADS_PATH,
  fetchSellerLeads,
  sellerLeadQuery,
  sellerLeadsCsvUrl,
} from './api/seller-leads-list';
export type { SellerLeadQuery } from './api/seller-leads-list';
export { fetchSellerLead, sellerLeadPath } from './api/seller-lead';
export { markSellerLead } from './api/seller-mark-lead';
export {
  SELLER_FOLLOW_UPS_PATH,
  SELLER_LEAD_REACH_PATH,
  SELLER_PREFERENCES_PATH,
  SELLER_QUOTA_PATH,
  fetchFollowUps,
  fetchLeadReach,
  fetchSellerPreferences,
  fetchSellerQuota,
  recordLeadContact,
  saveLeadNote,
  saveSellerPreferences,
  setLeadFollowUp,
} from './api/seller-lead-actions';
export {
  HOT_LEAD_HOURS,
  HOT_LEAD_REQUIRED_WHEN,
  HOT_LEAD_VIEWS,
  LEAD_EVENT_KINDS,
  LEAD_NOTE_MAX,
  LEAD_REACH_PROBLEMS,
  LEAD_STATUSES,
  NOT_RELEVANT_REASONS,
  SELLER_MESSAGES,
  STATUS_LABELS,
} from './seller/types';
export type {
  HotLeadView,
  LeadEvent,
  LeadEventKind,
  LeadReachProblem,
  LeadStatus,
  NotRelevantReason,
  SellerLead,
  SellerLeadDetails,
  SellerLeadList,
  SellerLeadReach,
  SellerMe,
  SellerQuota,
} from './seller/types';
export {
  INVESTMENT_LABELS,
  ORDER_VALUE_LABELS,
  REQUIREMENT_LABELS,
  YES_NO_APPLIED_LABELS,
  placeParts,
  requirementFields,
} from './seller/requirement-fields';
export type { LeadRequirement, RequirementField, RequirementFieldKey } from './seller/requirement-fields';
export {
  CERTIFICATIONS,
  LISTING_MESSAGES,
  MAX_PRODUCTS,
  MAX_SERVED_CITIES,
  MAX_SERVED_STATES,
  PRODUCT_FORMS,
  fieldErrors,
  listingPatchSchema,
  listingProductSchema,
  listingProfileFields,
  listingProfileSchema,
  offeredCategories,
} from './listing/schemas';
export type {
  ListingPatch,
  ListingProductInput,
  ListingProductPayload,
  ListingProfile,
  ListingProfileInput,
} from './listing/schemas';
export { SELLER_LISTING_HISTORY_PATH, SELLER_LISTING_PATH, SELLER_LISTING_PRODUCTS_PATH } from './listing/types';
export type {
  ListingHistoryAction,
  ListingHistoryEntry,
  ListingHistoryResponse,
  ListingProduct,
  SellerListing,
} from './listing/types';
export { isListingText, isValidDrugLicence } from './listing/listing-text';
export { COMPANY_NAME_MAX_LENGTH, containsWebAddress, isCompanyName } from './schemas/company-name';
export {
  addListingProduct,
  fetchListingHistory,
  fetchSellerListing,
  patchListingProfile,
  removeListingProduct,
  saveListingProduct,
  saveListingProfile,
} from './api/seller-listing';
export {
  API_KEYS_MAX,
  SELLER_API_KEYS_PATH,
  SELLER_API_LEADS_PATH,
  SELLER_API_MESSAGES,
  SELLER_WEBHOOK_PATH,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_URL_MAX,
  apiKeyCreateSchema,
  webhookSchema,
} from './seller-api/seller-api';
export type {
  ApiKeyCreateInput,
  ApiKeyCreated,
  ApiKeyList,
  ApiKeySummary,
  SellerWebhook,
  SellerWebhookCreated,
  SellerWebhookState,
  WebhookInput,
} from './seller-api/seller-api';
export {
  createApiKey,
  fetchApiKeys,
  fetchWebhook,
  removeWebhook,
  revokeApiKey,
  saveWebhook,
} from './api/seller-api-access';
export { TEXT_ENTRY_SETTLE_MS, onTextEntry, takesText } from './text-entry';
export { SEARCH_PAGE_HITS, SEARCH_RESULTS_CSS } from './search-results-style';
export {
  SEARCH_KINDS,
  SEARCH_MAX_PAGE,
  SEARCH_RELATED_HITS,
  SEARCH_RELATED_KINDS,
  SEARCH_REQUIREMENT_LABEL,
  SEARCH_SIDE_COMPANIES,
  readSearchPage,
  readSearchPageQuery,
  searchPageHref,
  searchPageRequests,
} from './search-page';
export type { SearchPageData, SearchPageHit, SearchPageQuery } from './search-page';
export { searchPageView } from './search-page-view';
export type { SearchLinkView, SearchPageView, SearchRowView } from './search-page-view';
export { readSearchAnswerNotes, splitQueryAfterRemoval } from './search-relaxation';
export type { SearchAnswerNotes } from './search-relaxation';
