// What the api shares with the other servers of the platform (site servers, remote origins, the release
// console and CLI): one log format, one request log with request ids, one metrics registry, the page-load
// token the beacons check, and the local secret file. The platform imports these by name,
// '@pharmasetu/api/server-kit', never the api's files.
export { createLog, logOptions } from './lib/log';
export { installMetrics, pageRenders, renderCacheLookups } from './lib/metrics';
export {
  installRequestLog,
  loggedUrl,
  oneLinePerRequest,
  REQUEST_ID_HEADER,
  requestIdOf,
  setLogReason,
} from './plugins/request-log';
export { checkPageLoadToken, signPageLoadToken, type ComposedVersions } from './lib/page-load-token';
export { localSecret } from './lib/local-secret';
