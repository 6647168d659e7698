import { readFile } from 'node:fs/promises';
import { checkSiteManifest } from '@pharmasetu/shared-contracts';
import type { Logger } from 'pino';

/** What is wrong with a site manifest's text, or undefined when it parses and validates. */
function problemOf(text: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return `it does not parse (${(error as Error).message})`;
  }
  const { errors } = checkSiteManifest(raw);
  return errors.length ? errors.join('; ') : undefined;
}

/** The last manifest snapshot of a site's history (`<site>.history.jsonl` beside the manifest) that validates. */
async function lastValidInHistory(manifestFile: string): Promise<string | undefined> {
  const text = await readFile(manifestFile.replace(/\.json$/, '.history.jsonl'), 'utf8').catch(() => '');
  const lines = text.split('\n').filter(Boolean).reverse();
  for (const line of lines) {
    try {
      const snapshot = (JSON.parse(line) as { manifest?: unknown }).manifest;
      if (snapshot && !checkSiteManifest(snapshot).errors.length) return JSON.stringify(snapshot);
    } catch {
      // a line a crash cut short: the one before it may hold a snapshot
    }
  }
  return undefined;
}

/**
 * A site's manifest as its pages compose it: read from its file on every call (a release change shows on
 * the next page load), except that a file which does not parse or validate is not served while a valid one
 * is known: the last valid manifest this server read is (or, after a restart, the history's last snapshot).
 * With none known, the file goes to the page as it is, whose composition shows each remote's fallback and
 * says in the console what is wrong (never a blank page). The rejection is logged once per damaged content,
 * with the file and the error.
 */
export function manifestSource(manifestFile: string, log: Pick<Logger, 'error'>): () => Promise<string | undefined> {
  let lastGood: string | undefined;
  let rejected: string | undefined;
  return async () => {
    const text = await readFile(manifestFile, 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    if (text === lastGood) return text; // checked already: a page load costs a read, not a parse
    const problem = problemOf(text);
    if (problem === undefined) {
      lastGood = text;
      rejected = undefined;
      return text;
    }
    lastGood ??= await lastValidInHistory(manifestFile);
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
