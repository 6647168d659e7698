export { initErrorReporting, captureError, errorReportingEnabled, type ErrorContext, type ErrorReportingSettings } from './error-reporting';
export { rememberRemoteVersions, remoteVersion } from './remote-versions';
