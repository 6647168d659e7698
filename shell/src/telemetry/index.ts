export {
  initErrorReporting,
  captureError,
  errorReportingEnabled,
  type AttributeError,
  type ErrorContext,
  type ErrorReportingSettings,
} from './error-reporting';
