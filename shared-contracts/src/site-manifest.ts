/**
 * A site manifest in the Frontend Discovery format: which remotes a site uses and which released
 * version of each is live (`deployment.default`) or a canary (`deployment.traffic`, percent).
 * Keys are federation names (JS identifiers), e.g. `remote_footer`.
 * Validated by hand, not with zod: the shell runs this on every page load and must stay small.
 */
export const KNOWN_REMOTES = ['remote_search', 'remote_enquiry', 'remote_footer', 'remote_leads'] as const;
export type RemoteName = (typeof KNOWN_REMOTES)[number];

export const FRONTEND_DISCOVERY_SCHEMA =
  'https://raw.githubusercontent.com/awslabs/frontend-discovery/main/schema/v1-pre.json';

export interface MicroFrontendEntry {
  url: string;
  fallbackUrl?: string;
  metadata: { version: string; integrity?: string };
  deployment: { traffic?: number; default?: boolean };
}

export interface SiteManifest {
  $schema?: string;
  microFrontends: Partial<Record<RemoteName, MicroFrontendEntry[]>>;
}

export interface ManifestCheck {
  /** The remotes that can be used, each with its valid version list. */
  manifest: SiteManifest;
  /** One clear line per problem; the remotes they concern are left out of `manifest`. */
  errors: string[];
}

const MANIFEST_URL = /^(https?:\/\/[^/\s]+)?\/\S+\.json$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isKnownRemote = (name: string): name is RemoteName => (KNOWN_REMOTES as readonly string[]).includes(name);

function checkEntry(raw: unknown, at: string): { entry?: MicroFrontendEntry; error?: string } {
  if (!isObject(raw)) return { error: `${at} is not an object` };
  const { url, fallbackUrl, metadata, deployment = {} } = raw;
  if (typeof url !== 'string' || !MANIFEST_URL.test(url)) {
    return { error: `${at}.url must be an http(s) or root-relative address of an mf-manifest.json` };
  }
  if (!isObject(metadata) || typeof metadata.version !== 'string' || metadata.version === '') {
    return { error: `${at}.metadata.version is required` };
  }
  if (!isObject(deployment)) return { error: `${at}.deployment is not an object` };
  const { traffic, default: isDefault } = deployment;
  if (traffic !== undefined && (typeof traffic !== 'number' || !(traffic >= 0 && traffic <= 100))) {
    return { error: `${at}.deployment.traffic must be a number from 0 to 100` };
  }
  if (isDefault !== undefined && typeof isDefault !== 'boolean')
    return { error: `${at}.deployment.default must be true or false` };
  const entry: MicroFrontendEntry = {
    url,
    metadata: {
      version: metadata.version,
      ...(typeof metadata.integrity === 'string' ? { integrity: metadata.integrity } : {}),
    },
    deployment: {
      ...(traffic !== undefined ? { traffic } : {}),
      ...(isDefault !== undefined ? { default: isDefault } : {}),
    },
  };
  if (typeof fallbackUrl === 'string') entry.fallbackUrl = fallbackUrl;
  return { entry };
}

/** Checks one remote's version list; answers the list or the first problem found. */
export function checkVersions(name: string, raw: unknown): { versions?: MicroFrontendEntry[]; error?: string } {
  if (!Array.isArray(raw) || raw.length === 0) return { error: `remote "${name}": at least one version is required` };
  const versions: MicroFrontendEntry[] = [];
  for (const [i, item] of raw.entries()) {
    const { entry, error } = checkEntry(item, `remote "${name}" version ${i}`);
    if (error || !entry) return { error };
    versions.push(entry);
  }
  if (versions.filter((e) => e.deployment.default).length !== 1) {
    return { error: `remote "${name}": exactly one version must be the default` };
  }
  if (versions.reduce((sum, e) => sum + (e.deployment.traffic ?? 0), 0) > 100) {
    return { error: `remote "${name}": traffic adds up to more than 100` };
  }
  if (new Set(versions.map((e) => e.metadata.version)).size !== versions.length) {
    return { error: `remote "${name}": a version is listed twice` };
  }
  return { versions };
}

/** Validates a site manifest remote by remote: a broken entry costs only that remote, never the page. */
export function checkSiteManifest(input: unknown): ManifestCheck {
  const errors: string[] = [];
  const manifest: SiteManifest = { microFrontends: {} };
  if (!isObject(input)) return { manifest, errors: ['site manifest is not a JSON object'] };
  if (typeof input.$schema === 'string') manifest.$schema = input.$schema;
  if (!isObject(input.microFrontends)) return { manifest, errors: ['site manifest has no "microFrontends" object'] };
  for (const [name, raw] of Object.entries(input.microFrontends)) {
    if (!isKnownRemote(name)) {
      errors.push(`site manifest names an unknown remote "${name}" (known: ${KNOWN_REMOTES.join(', ')})`);
      continue;
    }
    const { versions, error } = checkVersions(name, raw);
    if (versions) manifest.microFrontends[name] = versions;
    else errors.push(error!);
  }
  return { manifest, errors };
}

/**
 * Chooses the version a visitor sees. `bucket` (0–99) is sticky per visitor, so a canary at 10 %
 * shows the same version to the same visitor on every load. Traffic shares are taken in listed order;
 * the rest get the default.
 */
export function pickVersion(versions: readonly MicroFrontendEntry[], bucket: number): MicroFrontendEntry | undefined {
  let upTo = 0;
  for (const entry of versions) {
    const traffic = entry.deployment.traffic ?? 0;
    if (entry.deployment.default || traffic <= 0) continue;
    upTo += traffic;
    if (bucket < upTo) return entry;
  }
  return versions.find((e) => e.deployment.default);
}
