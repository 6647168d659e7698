export {
  errorReportingFromEnv,
  initErrorReporting,
  reportServerError,
  resetErrorReporting,
  type ErrorReportingOptions,
  type NodeSdk,
} from './error-reporting';
