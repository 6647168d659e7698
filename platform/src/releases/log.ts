import type { Logger } from 'pino';
import type { HistoryRecord } from './store';
import { createLog } from '@pharmasetu/api/server-kit';

let current: Logger | undefined;

/** The release store's log (release changes, automatic rollbacks, rejected manifests). */
export const releaseLog = {
  get logger(): Logger {
    return (current ??= createLog('releases'));
  },
  info: (fields: object, message: string) => releaseLog.logger.info(fields, message),
  warn: (fields: object, message: string) => releaseLog.logger.warn(fields, message),
  error: (fields: object, message: string) => releaseLog.logger.error(fields, message),
  /** Another logger (the command line writes its log to stderr, its answers to stdout). */
  use: (logger: Logger) => void (current = logger),
};

/** One line per release change made by a release manager (the driver logs its own). */
export function logChange(record: HistoryRecord): HistoryRecord {
  const { site, remote, action, from, to, who, reason } = record;
  releaseLog.info(
    { event: 'release change', site, remote, action, from, to, who, ...(record.canary ? { canary: record.canary } : {}), ...(reason ? { reason } : {}) },
    `${site}${remote ? ` ${remote}` : ''} ${action}: ${from ?? '(none)'} -> ${to ?? '(none)'}`,
  );
  return record;
}
