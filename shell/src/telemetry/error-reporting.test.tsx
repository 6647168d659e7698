import { render } from '@testing-library/react';
import { reportRemoteFailure, resetReportedFailures } from '../federation/report-remote-failure';
import { SlotErrorBoundary } from '../federation/slot-error-boundary';
import { initErrorReporting, rememberRemoteVersions } from '.';

// Only the SDK is mocked. The factory runs when the SDK module is first loaded: counting its runs
// tells whether the page would have fetched the SDK's chunk.
let mockSdkLoads = 0;
const mockSdk = {
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
};
jest.mock('@sentry/browser', () => {
  mockSdkLoads += 1;
  return mockSdk;
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const dsnSettings = { dsn: 'https://public@o1.ingest.sentry.io/1', environment: 'production', tracesSampleRate: 0.1 };
const uncaught = (error: Error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
const unhandled = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

let undo: () => void = () => undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  resetReportedFailures();
  rememberRemoteVersions({});
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  undo();
  consoleError.mockRestore();
});

describe('without a DSN', () => {
  it('logs uncaught errors and unhandled rejections locally, loads no SDK and sends nothing', async () => {
    undo = initErrorReporting(undefined);
    uncaught(new Error('boom'));
    unhandled(new Error('nope'));
    reportRemoteFailure('remote_search', '1.2.0', new Error('script failed'));
    await settle();

    expect(consoleError).toHaveBeenCalledWith('[shell] uncaught error: boom');
    expect(consoleError).toHaveBeenCalledWith('[shell] unhandled rejection: nope');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('remote "remote_search" version 1.2.0 could not be loaded'));
    expect(mockSdkLoads).toBe(0);
    expect(mockSdk.init).not.toHaveBeenCalled();
    expect(mockSdk.captureException).not.toHaveBeenCalled();
  });
});

describe('with a DSN', () => {
  beforeEach(async () => {
    undo = initErrorReporting(dsnSettings);
    await settle();
  });

  it('loads the SDK and initialises it with the DSN, environment and trace sample rate, without its own global handlers', () => {
    expect(mockSdkLoads).toBe(1);
    expect(mockSdk.init).toHaveBeenCalledTimes(1);
    const options = mockSdk.init.mock.calls[0][0];
    expect(options).toMatchObject({ dsn: dsnSettings.dsn, environment: 'production', tracesSampleRate: 0.1 });
    const integrations = options.integrations([{ name: 'GlobalHandlers' }, { name: 'Breadcrumbs' }]);
    expect(integrations.map((i: { name: string }) => i.name)).toEqual(['Breadcrumbs', 'BrowserTracing']);
  });

  it('sends uncaught errors and unhandled rejections', async () => {
    const error = new Error('boom');
    uncaught(error);
    unhandled('rejected');
    await settle();
    expect(mockSdk.captureException).toHaveBeenCalledWith(error, { tags: { source: 'uncaught' } });
    expect(mockSdk.captureException).toHaveBeenCalledWith('rejected', { tags: { source: 'unhandledrejection' } });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends a failed remote once, tagged with its name and version (from the composition when the caller has none)', async () => {
    rememberRemoteVersions({ remote_footer: { version: '2.0.1' } });
    const error = new Error('ScriptExternalLoadError');
    reportRemoteFailure('remote_footer', undefined, error);
    reportRemoteFailure('remote_footer', '2.0.1', new Error('again'));
    await settle();
    expect(mockSdk.captureException).toHaveBeenCalledTimes(1);
    expect(mockSdk.captureException).toHaveBeenCalledWith(error, { tags: { source: 'remote', remote: 'remote_footer', 'remote.version': '2.0.1' } });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('remote "remote_footer" version 2.0.1'));
  });

  it("reports a remote's render error caught by its slot boundary with the remote's name and version", async () => {
    const Broken = (): never => {
      throw new Error('render failed');
    };
    const { getByText } = render(
      <SlotErrorBoundary remote="remote_enquiry" version="3.4.5" fallback={<p>fallback</p>}>
        <Broken />
      </SlotErrorBoundary>,
    );
    expect(getByText('fallback')).toBeInTheDocument();
    await settle();
    expect(mockSdk.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), {
      tags: { source: 'remote', remote: 'remote_enquiry', 'remote.version': '3.4.5' },
    });
  });
});
