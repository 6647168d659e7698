/**
 * What a page needs from a remote's `mf-manifest.json` to load it without fetching the manifest in the
 * browser: the address of its `remoteEntry.js`, and the files each exposed module needs at once.
 * Read by the site server (to write the addresses into the page) and by the shell (when the page came
 * without them). No remote is in the first view (each loads when the visitor reaches for it), so the
 * page preloads none of their files.
 */
export interface ResolvedRemote {
  /** Absolute address of the remote's container script (remoteEntry.js). */
  entry: string;
  /** Absolute addresses of the files an exposed module (by its name, e.g. `SearchBox`) loads at once. */
  exposes: Record<string, string[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * Reads an mf-manifest.json (Module Federation 2's format) fetched from `manifestUrl`. Files are
 * resolved against the manifest's `publicPath`, or against the manifest's own folder when it is
 * `auto`. Throws an Error saying what is wrong when the document is not such a manifest.
 */
export function resolveRemoteManifest(input: unknown, manifestUrl: string): ResolvedRemote {
  const meta = isObject(input) && isObject(input.metaData) ? input.metaData : undefined;
  const remoteEntry = meta && isObject(meta.remoteEntry) ? meta.remoteEntry : undefined;
  if (!remoteEntry || typeof remoteEntry.name !== 'string' || remoteEntry.name === '') {
    throw new Error(`${manifestUrl} is not an mf-manifest.json: metaData.remoteEntry.name is missing`);
  }
  const publicPath = typeof meta!.publicPath === 'string' && meta!.publicPath !== 'auto' ? meta!.publicPath : undefined;
  const base = new URL(publicPath ?? '.', manifestUrl).href;
  const at = (file: string) => new URL(file, base).href;
  const folder =
    typeof remoteEntry.path === 'string' && remoteEntry.path !== '' ? `${remoteEntry.path.replace(/\/?$/, '/')}` : '';

  const exposes: Record<string, string[]> = {};
  for (const expose of Array.isArray((input as { exposes?: unknown }).exposes)
    ? (input as { exposes: unknown[] }).exposes
    : []) {
    if (!isObject(expose) || typeof expose.name !== 'string') continue;
    const js = isObject(expose.assets) && isObject(expose.assets.js) ? expose.assets.js.sync : undefined;
    exposes[expose.name] = isStringList(js) ? js.map(at) : [];
  }
  return { entry: at(folder + remoteEntry.name), exposes };
}

/**
 * What a site's server writes into its page (as `window.__SITE_COMPOSITION__`): the composition it
 * decided for this visitor (their bucket cookie), which the shell uses as it is: no second pick, no
 * fetch of the site manifest or of the chosen remotes' mf-manifest.json.
 */
export interface PageComposition {
  /** The version chosen for each remote, and the address of its mf-manifest.json. */
  remotes: Record<string, { version: string; url: string }>;
  /** remoteEntry.js address by mf-manifest.json address, for the versions the server chose. */
  entries: Record<string, string>;
  /** What is wrong with the site manifest (the shell logs each, as it would after fetching it). */
  errors: string[];
}

/** The cookie that keeps a visitor's canary bucket (0–99), read by the site's server and by the shell. */
export const VISITOR_BUCKET_COOKIE = 'mf_bucket';

/** The cookie that keeps a newly drawn bucket for a year (a Set-Cookie value, or a `document.cookie` write). */
export const visitorBucketCookie = (bucket: number): string =>
  `${VISITOR_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** A bucket from a stored value: a whole number from 0 to 99, else undefined. */
export function parseBucket(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/** The bucket in a Cookie header (or `document.cookie`), if it holds a valid one. */
export const bucketFromCookies = (cookies: string | undefined): number | undefined =>
  parseBucket(new RegExp(`(?:^|;\\s*)${VISITOR_BUCKET_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1]);
