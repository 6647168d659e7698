import type { SiteSettings } from '@pharmasetu/shared-contracts';

export type ErrorReportingSettings = NonNullable<SiteSettings['errorReporting']>;
type Sdk = Pick<typeof import('@sentry/browser'), 'captureException'>;

/** Where an error came from, sent as tags (remote name and version for a remote's failure). */
export interface ErrorContext {
  source: 'uncaught' | 'unhandledrejection' | 'remote';
  remote?: string;
  remoteVersion?: string;
}

/** Which remote (name and version) raised an error, from its stack or its script's address; undefined for the shell's own. */
export type AttributeError = (error: unknown, scriptUrl?: string) => { remote: string; version: string } | undefined;

/** The SDK once it is loaded and initialised; undefined when no DSN is configured (nothing is ever sent). */
let sdk: Promise<Sdk | undefined> | undefined;

/**
 * Loads Sentry's browser SDK lazily, in its own chunk: without a DSN the import never runs, so the
 * page loads no SDK bytes. Its own global handlers are left out: the shell's (below) report those errors,
 * including the ones raised before the SDK finished loading.
 */
function loadSdk(config: ErrorReportingSettings, attribute: AttributeError): Promise<Sdk | undefined> {
  // Destructured, so that webpack keeps only what is used (no replay or feedback code in the chunk).
  return import(/* webpackChunkName: "error-reporting" */ '@sentry/browser').then(
    ({ init, captureException, browserTracingIntegration }): Sdk => {
      init({
        dsn: config.dsn,
        environment: config.environment,
        tracesSampleRate: config.tracesSampleRate,
        release: `shell@${__APP_VERSION__}`,
        integrations: (defaults) => [
          ...defaults.filter((i) => i.name !== 'GlobalHandlers'),
          browserTracingIntegration(),
        ],
        // Errors the SDK catches itself (thrown in timers and event listeners it wraps) get the same tags
        // as the ones the handlers below send: the remote (name and version) whose code raised them.
        beforeSend(event, hint) {
          const tags = { ...event.tags };
          tags.source ??= 'uncaught';
          const from = tags.remote === undefined ? attribute(hint.originalException) : undefined;
          if (from) Object.assign(tags, { remote: from.remote, 'remote.version': from.version });
          event.tags = tags;
          return event;
        },
      });
      return { captureException };
    },
    (error: unknown) => {
      console.warn(
        `[shell] error reporting could not be loaded (${error instanceof Error ? error.message : String(error)}); errors are logged here only.`,
      );
      return undefined;
    },
  );
}

/** Sends an error with its context when error reporting is configured; does nothing otherwise (callers log locally). */
export function captureError(error: unknown, context: ErrorContext): void {
  if (!sdk) return;
  const tags: Record<string, string> = { source: context.source };
  if (context.remote) tags.remote = context.remote;
  if (context.remoteVersion) tags['remote.version'] = context.remoteVersion;
  void sdk.then((Sentry) => Sentry?.captureException(error, { tags }));
}

/** Whether errors are being sent (a DSN is configured). */
export const errorReportingEnabled = (): boolean => sdk !== undefined;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Starts error reporting: uncaught errors and unhandled rejections are sent when the site settings carry
 * a DSN, and logged to the console (nothing sent, no SDK loaded) when they do not. An error raised by a
 * remote's code carries that remote's name and version. Returns the undo (tests).
 */
export function initErrorReporting(
  config: ErrorReportingSettings | undefined,
  attribute: AttributeError = () => undefined,
  target: Window = window,
): () => void {
  sdk = config?.dsn ? loadSdk(config, attribute) : undefined;
  const handle = (source: 'uncaught' | 'unhandledrejection', error: unknown, scriptUrl?: string) => {
    const from = attribute(error, scriptUrl);
    if (sdk)
      return captureError(error, { source, ...(from ? { remote: from.remote, remoteVersion: from.version } : {}) });
    const where = from ? ` in remote "${from.remote}" version ${from.version}` : '';
    console.error(
      `[shell] ${source === 'uncaught' ? 'uncaught error' : 'unhandled rejection'}${where}: ${messageOf(error)}`,
    );
  };
  const onError = (event: ErrorEvent) => handle('uncaught', event.error ?? event.message, event.filename || undefined);
  const onRejection = (event: PromiseRejectionEvent) => handle('unhandledrejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    sdk = undefined;
  };
}
