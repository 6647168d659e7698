/**
 * Typed DOM events: the only way remotes and the shell talk to each other.
 * A change to a name or a detail shape is a versioned change (bump EVENTS_VERSION) tested on both sides.
 */
// 2: `enquiry:open-callback` carries the company listing of the page it was opened on (optional, so a
// version-1 emitter still works: its call back is then not addressed to a company).
export const EVENTS_VERSION = 2;

/** Where a click came from, for tracking (spec §7 "Click sources are tagged by section"). */
export type EnquirySection = 'navbar' | 'home page' | 'category page' | 'search page' | 'sticky enquiry';

export type TrackParams = Record<string, string | number | boolean | undefined>;

export interface SiteEvents {
  'enquiry:open-requirement': { section: EnquirySection; productName?: string; listingSlug?: string };
  'enquiry:open-callback': { section: EnquirySection; listingSlug?: string };
  'track:event': { name: string; params?: TrackParams };
}

export type SiteEventName = keyof SiteEvents;

export function emit<K extends SiteEventName>(name: K, detail: SiteEvents[K], target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; returns the unsubscribe, so it fits `useEffect(() => on(...), [])`. */
export function on<K extends SiteEventName>(
  name: K,
  handler: (detail: SiteEvents[K]) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<SiteEvents[K]>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
