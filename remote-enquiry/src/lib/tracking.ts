import type { EnquirySection, SiteEvents, SiteSettings } from '@pharmasetu/shared-contracts';

type TrackEvent = SiteEvents['track:event'];

/**
 * Spec §7: an ad conversion and an analytics event after the post-requirement submit, on the site's own accounts
 * (the molecule site has its own), tagged with the section whose button opened the form.
 */
export function requirementPostedEvents(
  settings: SiteSettings,
  section: EnquirySection,
  serviceType: string,
): TrackEvent[] {
  return events(settings, 'requirement_posted', { section, service_type: serviceType, source: settings.enquirySource });
}

/** Spec §7: the same pair on a call-back success. */
export function callbackEvents(settings: SiteSettings, section: EnquirySection, serviceType: string): TrackEvent[] {
  return events(settings, 'quick_enquiry_posted', { section, service_type: serviceType });
}

function events(settings: SiteSettings, name: string, params: Record<string, string>): TrackEvent[] {
  const { adsAccount, analyticsAccount } = settings.tracking;
  const out: TrackEvent[] = [];
  if (adsAccount) out.push({ name: 'conversion', params: { send_to: adsAccount, event: name, ...params } });
  if (analyticsAccount) out.push({ name, params: { send_to: analyticsAccount, site: settings.site, ...params } });
  return out;
}
