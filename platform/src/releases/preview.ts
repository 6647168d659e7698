import { randomBytes } from 'node:crypto';
import { portsFrom, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';
import { localSecret } from '@pharmasetu/api/server-kit';
import { siteSettingsFromEnv } from '../site-server/site-settings-env';
import { releaseProblem } from './check-release';
import {
  PREVIEW_DEFAULT_MINUTES,
  PREVIEW_MAX_MINUTES,
  RELEASE_VERSION,
  signPreviewToken,
  type PreviewGrant,
} from './preview-token';
import { defaultWho, recordPreviewGrant, releasedVersions, releasesDir } from './store';

/** The file (in the release store, mode 600) holding the local release secret when none is configured. */
const LOCAL_RELEASE_SECRET_FILE = 'release-beacon-secret';

/**
 * The secret the site servers sign page-load and preview tokens with: RELEASE_BEACON_SECRET (the same value
 * on the api, the site servers, the release page and wherever `npm run releases` runs). Outside production
 * without it, one kept in the release store, so `npm start` and the command, run apart, share it; production
 * must configure it (answers undefined).
 */
export function releaseSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.RELEASE_BEACON_SECRET) return env.RELEASE_BEACON_SECRET;
  if (env.NODE_ENV === 'production') return undefined;
  return localSecret(releasesDir(), LOCAL_RELEASE_SECRET_FILE);
}

/** A preview's length in minutes from the command's or the form's text (default an hour, at most a day). */
export function parseMinutes(text: string | null | undefined): number {
  if (text === undefined || text === null || text === '') return PREVIEW_DEFAULT_MINUTES;
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > PREVIEW_MAX_MINUTES)
    throw new Error(`refused: a preview lasts a whole number of minutes from 1 to ${PREVIEW_MAX_MINUTES} (got "${text.slice(0, 20)}")`);
  return Number(text);
}

interface PreviewLink extends PreviewGrant {
  link: string;
}

/**
 * A signed link that makes one browser compose `version` of `remote` on `site` for `minutes`: refused for a
 * version that is not released, or whose files do not load. Changes no visitor, manifest or count; the grant
 * is recorded (its id, who made it) so it can be listed and revoked before it expires.
 */
export async function previewLink(
  site: SiteId,
  remote: RemoteName,
  version: string,
  minutes = PREVIEW_DEFAULT_MINUTES,
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
  who = defaultWho(),
): Promise<PreviewLink> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > PREVIEW_MAX_MINUTES)
    throw new Error(`refused: a preview lasts from 1 to ${PREVIEW_MAX_MINUTES} minutes`);
  const released = await releasedVersions(remote);
  if (!RELEASE_VERSION.test(version) || !released.includes(version))
    throw new Error(
      `refused: ${remote} has no released version "${version.slice(0, 80)}" (released: ${released.slice(-5).reverse().join(', ') || '(none)'})`,
    );
  const problem = await releaseProblem(remote, version);
  if (problem) throw new Error(`refused: ${problem}`);
  const secret = releaseSecret(env);
  if (!secret)
    throw new Error('refused: RELEASE_BEACON_SECRET is not set (the same value as the site servers\'); previews are signed with it');
  const expiresAt = Math.floor((now + minutes * 60_000) / 1000) * 1000; // what the token can say
  const grant: PreviewGrant = { id: randomBytes(9).toString('base64url'), site, remote, version, expiresAt };
  await recordPreviewGrant({ ...grant, expiresAt: new Date(expiresAt).toISOString(), at: new Date(now).toISOString(), who });
  const origin = siteSettingsFromEnv(site, portsFrom(env), env).urls[site].replace(/\/+$/, '');
  return { ...grant, link: `${origin}/?preview=${signPreviewToken(secret, grant)}` };
}
