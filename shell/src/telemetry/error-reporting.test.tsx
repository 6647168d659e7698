import { render } from '@testing-library/react';
import { reportRemoteFailure, resetReportedFailures } from '../federation/report-remote-failure';
import { remoteOfError, setComposition } from '../federation/compose-remotes';
import { SlotErrorBoundary } from '../federation/slot-error-boundary';
import { initErrorReporting } from '.';

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
  setComposition({});
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
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('remote "remote_search" version 1.2.0 could not be loaded'),
    );
    expect(mockSdkLoads).toBe(0);
    expect(mockSdk.init).not.toHaveBeenCalled();
    expect(mockSdk.captureException).not.toHaveBeenCalled();
  });

  it("names the remote in the local log when a remote's code raised the error (its script address, without a stack)", async () => {
    undo = initErrorReporting(undefined, remoteOfError);
    setComposition({
      remote_enquiry: {
        version: '3.0.0',
        url: 'http://localhost:3002/releases/remote_enquiry/3.0.0-aa/mf-manifest.json',
      },
    });
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Script error.',
        filename: 'http://localhost:3002/releases/remote_enquiry/3.0.0-aa/static/js/7.js',
      }),
    );
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] uncaught error in remote "remote_enquiry" version 3.0.0: Script error.',
    );
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

  it("tags an uncaught error raised by a remote's code with that remote's name and version; the shell's own stay untagged", async () => {
    undo();
    undo = initErrorReporting(dsnSettings, remoteOfError);
    await settle();
    setComposition({
      remote_search: {
        version: '1.4.0',
        url: 'http://localhost:3001/releases/remote_search/1.4.0-0123456789/mf-manifest.json',
      },
      remote_footer: {
        version: '2.0.1',
        url: 'http://localhost:3003/releases/remote_footer/2.0.1-abc/mf-manifest.json',
      },
    });
    const fromRemote = new Error('hits failed');
    fromRemote.stack = [
      'Error: hits failed',
      '    at commitRoot (http://localhost:3000/static/js/react-dom.1234.js:1:2000)',
      '    at onInput (http://localhost:3001/releases/remote_search/1.4.0-0123456789/static/js/341.abcd.js:2:310)',
    ].join('\n');
    uncaught(fromRemote);
    const fromShell = new Error('shell failed');
    fromShell.stack = 'Error: shell failed\n    at go (http://localhost:3000/static/js/main.1234.js:1:10)';
    uncaught(fromShell);
    // Another release of the same remote (not the one composed) is not this page's remote.
    const other = new Error('old release');
    other.stack =
      'Error: old release\n    at x (http://localhost:3001/releases/remote_search/1.3.0-9999999999/static/js/1.js:1:1)';
    uncaught(other);
    await settle();
    expect(mockSdk.captureException).toHaveBeenCalledWith(fromRemote, {
      tags: { source: 'uncaught', remote: 'remote_search', 'remote.version': '1.4.0' },
    });
    expect(mockSdk.captureException).toHaveBeenCalledWith(fromShell, { tags: { source: 'uncaught' } });
    expect(mockSdk.captureException).toHaveBeenCalledWith(other, { tags: { source: 'uncaught' } });
  });

  it('tags errors the SDK catches itself (wrapped timers and listeners) with the remote whose code raised them', async () => {
    undo();
    undo = initErrorReporting(dsnSettings, remoteOfError);
    await settle();
    setComposition({
      remote_search: {
        version: '1.4.0',
        url: 'http://localhost:3001/releases/remote_search/1.4.0-01/mf-manifest.json',
      },
    });
    const { beforeSend } = mockSdk.init.mock.calls.at(-1)[0];
    const error = new Error('in a timer');
    error.stack =
      'Error: in a timer\n    at t (http://localhost:3001/releases/remote_search/1.4.0-01/static/js/9.js:1:1)';
    expect(beforeSend({ tags: {} }, { originalException: error }).tags).toEqual({
      source: 'uncaught',
      remote: 'remote_search',
      'remote.version': '1.4.0',
    });
    expect(beforeSend({}, { originalException: new Error('shell') }).tags).toEqual({ source: 'uncaught' });
    // What the shell's own handlers already tagged is kept as it is.
    const tagged = { tags: { source: 'remote', remote: 'remote_footer', 'remote.version': '2.0.0' } };
    expect(beforeSend(tagged, { originalException: error }).tags).toEqual(tagged.tags);
  });

  it('sends a failed remote once, tagged with its name and version (from the composition when the caller has none)', async () => {
    setComposition({
      remote_footer: {
        version: '2.0.1',
        url: 'http://localhost:3003/releases/remote_footer/2.0.1-abc/mf-manifest.json',
      },
    });
    const error = new Error('ScriptExternalLoadError');
    reportRemoteFailure('remote_footer', undefined, error);
    reportRemoteFailure('remote_footer', '2.0.1', new Error('again'));
    await settle();
    expect(mockSdk.captureException).toHaveBeenCalledTimes(1);
    expect(mockSdk.captureException).toHaveBeenCalledWith(error, {
      tags: { source: 'remote', remote: 'remote_footer', 'remote.version': '2.0.1' },
    });
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
