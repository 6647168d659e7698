// Imported first by server.ts: error reporting and request tracing start (when SENTRY_DSN is set) before
// the http server and Fastify are loaded.
import { initErrorReporting } from './error-reporting';

initErrorReporting();
