import { captureError } from '../telemetry';
import { noteRemoteFailure } from '../telemetry/release-beacon';
import { composedRemote } from './composed';

const reported = new Set<string>();

/**
 * Logs a remote that could not be loaded (or rendered), once per remote (not once per render or retry),
 * with the remote's name and version so support can tell which release failed; and sends it, tagged
 * with both, when error reporting is configured.
 */
export function reportRemoteFailure(remote: string, version: string | undefined, error: unknown): void {
  noteRemoteFailure(remote);
  if (reported.has(remote)) return;
  reported.add(remote);
  version ??= composedRemote(remote)?.version;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    `[shell] remote "${remote}"${version ? ` version ${version}` : ''} could not be loaded; showing its fallback. ${reason}`,
  );
  captureError(error, { source: 'remote', remote, remoteVersion: version });
}

/** Tests only: forget what was reported. */
export function resetReportedFailures(): void {
  reported.clear();
}
