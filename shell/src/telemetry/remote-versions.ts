/** The version of each remote this page composed (from the site manifest), for failure reports. */
const versions = new Map<string, string>();

export function rememberRemoteVersions(composition: Partial<Record<string, { version: string }>>): void {
  versions.clear();
  for (const [remote, composed] of Object.entries(composition)) if (composed) versions.set(remote, composed.version);
}

export const remoteVersion = (remote: string): string | undefined => versions.get(remote);
