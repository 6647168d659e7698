import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { remoteOfError, type Composition } from '../federation/composed';
// window.__SITE_SETTINGS__ is declared there (a type-only import, for programs that reach this file alone).
import type {} from '../site-settings';

// The release beacon: once per page load, which version of each remote this page composed and whether
// it failed (could not load or render, or its code raised an error). The release driver compares the
// canary's failures per 1,000 page loads with the live version's and ends a failing canary. Sent with
// navigator.sendBeacon after the page has loaded (never in the way of the first load), again when a
// failure comes later, and when the page is hidden; the api counts each page load once.

declare global {
  interface Window {
    /** A page-load token the site's server may sign into the page (platform/src/releases/page-load-token.ts). */
    __PAGE_LOAD_TOKEN__?: string;
    /** Set by the site's server on a release manager's preview (platform/src/site-server/site-preview.ts): counted for no version. */
    __RELEASE_PREVIEW__?: { remote: string; version: string };
  }
}

export interface ReleaseBeaconOptions {
  settings?: Pick<SiteSettings, 'site' | 'urls'>;
  /** Share of page loads that send beacons (1 = all); both versions are sampled alike. */
  sample?: number;
  /** After the load event, before the first beacon. */
  delayMs?: number;
  target?: Window;
  random?: () => number;
}

interface Beacon {
  url: string;
  page: string;
  site: string;
  composition: Composition;
  failed: Set<string>;
  lastSent?: string;
}

let beacon: Beacon | undefined;
const failedEarly = new Set<string>();

const randomId = (target: Window) =>
  Array.from(target.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function flush(target: Window): void {
  if (!beacon) return;
  const remotes = Object.entries(beacon.composition).map(([remote, c]) => ({
    remote,
    version: c!.version,
    failed: beacon!.failed.has(remote),
  }));
  const body = JSON.stringify({ page: beacon.page, site: beacon.site, remotes });
  if (remotes.length === 0 || body === beacon.lastSent) return;
  beacon.lastSent = body;
  try {
    target.navigator.sendBeacon(beacon.url, body);
  } catch {
    // a beacon is best effort: never the page's problem
  }
}

/** Notes that a remote failed on this page (once is enough); the beacon says so soon after. */
export function noteRemoteFailure(remote: string, target: Window = window): void {
  if (!beacon) return void failedEarly.add(remote);
  if (!(remote in beacon.composition) || beacon.failed.has(remote)) return;
  beacon.failed.add(remote);
  target.setTimeout(() => flush(target), 0);
}

/**
 * Starts the beacon for this page's composition. Does nothing without sendBeacon, settings or remotes, nor on
 * a preview (one release manager's browser must not move a canary's counts).
 */
export function startReleaseBeacon(composition: Composition, options: ReleaseBeaconOptions = {}): void {
  const { target = window, sample = 1, delayMs = 2_000, random = Math.random } = options;
  const settings = options.settings ?? target.__SITE_SETTINGS__;
  if (
    beacon ||
    !settings ||
    target.__RELEASE_PREVIEW__ ||
    typeof target.navigator.sendBeacon !== 'function' ||
    Object.keys(composition).length === 0
  )
    return;
  if (random() >= sample) return;
  const token = target.__PAGE_LOAD_TOKEN__;
  beacon = {
    url: `${settings.urls.api.replace(/\/+$/, '')}/api/release-beacon`,
    page: typeof token === 'string' && /^[A-Za-z0-9_.-]{16,80}$/.test(token) ? token : randomId(target),
    site: settings.site,
    composition,
    failed: new Set([...failedEarly].filter((r) => r in composition)),
  };
  // Errors raised by a remote's code count as that version's failures.
  const fromError = (error: unknown, scriptUrl?: string) => {
    const from = remoteOfError(error, scriptUrl);
    if (from) noteRemoteFailure(from.remote, target);
  };
  target.addEventListener('error', (event) => fromError(event.error ?? event.message, event.filename || undefined));
  target.addEventListener('unhandledrejection', (event) => fromError(event.reason));
  target.addEventListener('pagehide', () => flush(target));
  target.document.addEventListener(
    'visibilitychange',
    () => target.document.visibilityState === 'hidden' && flush(target),
  );
  const later = () => target.setTimeout(() => flush(target), delayMs);
  if (target.document.readyState === 'complete') later();
  else target.addEventListener('load', later, { once: true });
}

/** Tests only. */
export function resetReleaseBeacon(): void {
  beacon = undefined;
  failedEarly.clear();
}
