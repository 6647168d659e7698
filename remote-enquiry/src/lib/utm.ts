import { STORAGE_KEYS } from '@pharmasetu/shared-contracts';
import { safeStorage } from './local-cache';

/** Spec §3: the landing URL's utm_source is kept in localStorage (key utm_source). */
export function captureUtmSource(href: string, storage: Storage | undefined = safeStorage()): void {
  try {
    const source = new URL(href).searchParams.get('utm_source')?.trim();
    if (source) storage?.setItem(STORAGE_KEYS.utmSource, source.slice(0, 200));
  } catch {
    /* not a URL, or no storage */
  }
}

/** A campaign visit: an enquiry from it is not addressed to the company listing (spec §3 listing_slug). */
export function isCampaignVisit(storage: Storage | undefined = safeStorage()): boolean {
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.utmSource));
  } catch {
    return false;
  }
}

export function storeCustomerMobile(mobile: string, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.customerMobile, mobile);
  } catch {
    /* no storage */
  }
}
