import type { Logger } from 'pino';
import { fileFeed, parseSiteManifest, type ManifestFeed } from '../releases/store';

/**
 * A site's manifest as its pages compose it: read from its file (or the release state's copy, kept current
 * from PostgreSQL) on every call (a release change shows on the next page load), except that a manifest
 * which does not parse or validate is not served while a valid one is known: the last valid manifest this
 * server read is (or, after a restart, the history's last snapshot).
 * With none known, the file goes to the page as it is, whose composition shows each remote's fallback and
 * says in the console what is wrong (never a blank page). The rejection is logged once per damaged content,
 * with the file and the error.
 */
export function manifestSource(
  from: string | ManifestFeed,
  log: Pick<Logger, 'error'>,
): () => Promise<string | undefined> {
  const feed = typeof from === 'string' ? fileFeed(from) : from;
  const manifestFile = feed.where;
  let lastGood: string | undefined;
  let rejected: string | undefined;
  let unreachable = false;
  return async () => {
    // The release state not answering (PostgreSQL down before its first read): the pages compose the last
    // valid manifest this server knows, or each remote's fallback, and say why once until it answers again.
    const text = await feed.text().then(
      (t) => ((unreachable = false), t),
      (error: Error) => {
        if (!unreachable)
          log.error(
            { event: 'manifest unreachable', file: manifestFile, err: error },
            `${manifestFile} could not be read: ${error.message}`,
          );
        unreachable = true;
        return lastGood;
      },
    );
    if (text === undefined) return undefined;
    if (text === lastGood) return text; // checked already: a page load costs a read, not a parse
    const { problem } = parseSiteManifest(text);
    if (problem === undefined) {
      lastGood = text;
      rejected = undefined;
      return text;
    }
    lastGood ??= await feed.lastValid().catch(() => undefined);
    if (rejected !== text) {
      rejected = text;
      log.error(
        {
          event: 'manifest rejected',
          file: manifestFile,
          problem,
          serving: lastGood ? 'the last valid manifest' : 'the file as it is (no valid one known)',
        },
        `${manifestFile} is not a valid site manifest: ${problem}`,
      );
    }
    return lastGood ?? text;
  };
}
