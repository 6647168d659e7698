import type { RemoteName } from '@pharmasetu/shared-contracts';

// What this page composed, apart from compose-remotes.ts: the federation runtime plugin (in the entry
// chunk) reads it through report-remote-failure, and must not pull the manifest code and its
// dependencies into the first script.

export interface ComposedRemote {
  version: string;
  url: string;
}

export type Composition = Partial<Record<RemoteName, ComposedRemote>>;

/** What this page composed (set once composeRemotes has answered). */
let composed: Composition = {};

/** The version and address this page composed for a remote, if it composed it. */
export const composedRemote = (name: string): ComposedRemote | undefined => composed[name as RemoteName];

/** Stack frames' script addresses, innermost first (Chromium's "at f (url:line:col)", Firefox's "f@url:line:col"). */
const scriptUrls = (stack: string) => [...stack.matchAll(/(https?:\/\/[^\s()@]+?):\d+:\d+/g)].map((m) => m[1]!);

/**
 * The remote whose code raised an error: the first stack frame (or the error event's script) served from
 * a composed remote's release folder (the folder of its mf-manifest.json). Undefined for the shell's own errors.
 */
export function remoteOfError(error: unknown, scriptUrl?: string): { remote: RemoteName; version: string } | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const urls = [...scriptUrls(stack), ...(scriptUrl ? [scriptUrl] : [])];
  const folders = (Object.entries(composed) as [RemoteName, ComposedRemote][]).map(([remote, c]) => ({
    remote,
    version: c.version,
    folder: c.url.slice(0, c.url.lastIndexOf('/') + 1),
  }));
  for (const url of urls) {
    const found = folders.find((f) => url.startsWith(f.folder));
    if (found) return { remote: found.remote, version: found.version };
  }
  return undefined;
}

/** Set by composeRemotes (and by tests). */
export function setComposition(composition: Composition): void {
  composed = composition;
}
