import type { Logger } from 'pino';
import { createLog } from '../../api/src/lib/log';

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
