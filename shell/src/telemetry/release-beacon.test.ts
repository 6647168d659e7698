import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { setComposition } from '../federation/composed';
import { noteRemoteFailure, resetReleaseBeacon, startReleaseBeacon } from './release-beacon';

// Only the browser's sendBeacon is replaced (jsdom has none): what the shell would send is read back.
const settings = localSiteSettings('main');
const composition = {
  remote_footer: { version: '1.1.0', url: 'http://localhost:3003/1.1.0/mf-manifest.json' },
  remote_search: { version: '1.0.0', url: 'http://localhost:3001/1.0.0/mf-manifest.json' },
};
let sent: {
  url: string;
  body: { page: string; site: string; remotes: { remote: string; version: string; failed: boolean }[] };
}[];

beforeEach(() => {
  jest.useFakeTimers();
  resetReleaseBeacon();
  setComposition(composition);
  sent = [];
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
  });
});
afterEach(() => {
  jest.useRealTimers();
  delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('release beacon', () => {
  it('reports the page load after it has loaded, then a later failure of the same page load, nothing twice', () => {
    startReleaseBeacon(composition, { settings, delayMs: 2000 });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(2000);
    expect(sent).toEqual([
      {
        url: `${settings.urls.api}/api/release-beacon`,
        body: {
          page: expect.stringMatching(/^[0-9a-f]{32}$/),
          site: 'main',
          remotes: [
            { remote: 'remote_footer', version: '1.1.0', failed: false },
            { remote: 'remote_search', version: '1.0.0', failed: false },
          ],
        },
      },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    noteRemoteFailure('remote_footer');
    noteRemoteFailure('remote_footer');
    jest.advanceTimersByTime(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.page).toBe(sent[0]!.body.page);
    expect(sent[1]!.body.remotes[0]).toEqual({ remote: 'remote_footer', version: '1.1.0', failed: true });
  });

  it("sends nothing from a release manager's preview, even when a remote fails there", () => {
    window.__RELEASE_PREVIEW__ = { remote: 'remote_footer', version: '1.1.0' };
    try {
      startReleaseBeacon(composition, { settings, delayMs: 2000 });
      noteRemoteFailure('remote_footer');
      jest.advanceTimersByTime(5000);
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toEqual([]);
    } finally {
      delete window.__RELEASE_PREVIEW__;
    }
  });

  it("counts an error raised by a remote's code as that version's failure, and not the shell's own errors", () => {
    startReleaseBeacon(composition, { settings, delayMs: 2000 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'shell bug', filename: 'http://localhost:3000/main.js' }));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'boom', filename: 'http://localhost:3003/1.1.0/footer.js' }),
    );
    jest.advanceTimersByTime(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.remotes).toEqual([
      { remote: 'remote_footer', version: '1.1.0', failed: true },
      { remote: 'remote_search', version: '1.0.0', failed: false },
    ]);
  });

  it('keeps a failure noted before it started, and sends when the page is hidden', () => {
    noteRemoteFailure('remote_search');
    startReleaseBeacon(composition, { settings, delayMs: 60_000 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]!.body.remotes[1]).toEqual({ remote: 'remote_search', version: '1.0.0', failed: true });
  });

  it('sends nothing for a page sampled out, without remotes, or without settings', () => {
    startReleaseBeacon(composition, { settings, random: () => 0.5, sample: 0.5 });
    startReleaseBeacon({}, { settings });
    startReleaseBeacon(composition, {});
    noteRemoteFailure('remote_footer');
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });
});
