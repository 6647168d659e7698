/**
 * Typed DOM events: the only way remotes and the shell talk to each other.
 * A change to a name or a detail shape is a versioned change (bump EVENTS_VERSION) tested on both sides.
 * Each app bundles its own copy of this file, so the shell and a remote released at another time may
 * disagree: `emit` stamps every event with its copy's version and `on` logs a mismatch (once per event
 * name and pair of versions) before it handles the event as usual (changes stay backward compatible).
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

/** A site event as `emit` dispatches it: stamped with the emitter's EVENTS_VERSION (absent from older emitters). */
export type SiteEvent<K extends SiteEventName> = CustomEvent<SiteEvents[K]> & { eventsVersion?: number };

export function emit<K extends SiteEventName>(name: K, detail: SiteEvents[K], target: EventTarget = window): void {
  const event: SiteEvent<K> = Object.assign(new CustomEvent(name, { detail }), { eventsVersion: EVENTS_VERSION });
  target.dispatchEvent(event);
}

/** The version mismatches already logged, as `name|emitter's version`. */
const reportedMismatches = new Set<string>();

function checkVersion(name: SiteEventName, version: number | undefined): void {
  // An unstamped event comes from an emitter built before events carried their version: nothing to compare.
  if (version === undefined || version === EVENTS_VERSION || reportedMismatches.has(`${name}|${version}`)) return;
  reportedMismatches.add(`${name}|${version}`);
  console.warn(
    `[events] "${name}" was emitted with events version ${version}; this listener has version ${EVENTS_VERSION}. Handling it anyway.`,
  );
}

/** Subscribes to one event; returns the unsubscribe, so it fits `useEffect(() => on(...), [])`. */
export function on<K extends SiteEventName>(
  name: K,
  handler: (detail: SiteEvents[K]) => void,
  target: EventTarget = window,
): () => void {
  const listener = (event: Event) => {
    checkVersion(name, (event as SiteEvent<K>).eventsVersion);
    handler((event as SiteEvent<K>).detail);
  };
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
