import { FREE_PACKAGE_ID } from './constants';
import type { EnquirySection, SiteEvents } from './events';
import type { SiteId } from './site-settings';

/**
 * Spec §7: a WhatsApp click is tracked, with an event category that differs on the molecule site and
 * for free members (package id 5). The molecule site's category wins: that site has its own accounts.
 */
export const WHATSAPP_CATEGORIES = {
  site: 'WhatsApp',
  molecule: 'WhatsApp Molecule',
  freeMember: 'WhatsApp Free Member',
} as const;

export const WHATSAPP_CLICK_EVENT = 'whatsapp_click';

export type WhatsappCategory = (typeof WHATSAPP_CATEGORIES)[keyof typeof WHATSAPP_CATEGORIES];

/** `packageId`: the signed-in seller's package, when the page knows one. */
export function whatsappCategory(site: SiteId, packageId?: number | null): WhatsappCategory {
  if (site === 'molecule') return WHATSAPP_CATEGORIES.molecule;
  if (packageId === FREE_PACKAGE_ID) return WHATSAPP_CATEGORIES.freeMember;
  return WHATSAPP_CATEGORIES.site;
}

export interface WhatsappClick {
  site: SiteId;
  packageId?: number | null;
  /** The click source, when the button is one of the tagged ones (the floating button: 'sticky enquiry'). */
  section?: EnquirySection;
}

/** The `track:event` detail for a WhatsApp click. */
export function whatsappClickEvent({ site, packageId, section }: WhatsappClick): SiteEvents['track:event'] {
  return { name: WHATSAPP_CLICK_EVENT, params: { category: whatsappCategory(site, packageId), section } };
}

/** A chat with an international number ('+91 98765 43210' → https://wa.me/919876543210). */
export function whatsappChatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '').replace(/^0+/, '')}`;
}
