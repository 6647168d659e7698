import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { localSiteSettings, type FooterProps } from '@pharmasetu/shared-contracts';
import { CompositionContext } from './composition-context';
import { registerEntries } from './remote-entries';
import { forgetLoadedModules, RemoteSlot, type RemoteModuleId } from './remote-slot';
import { resetReportedFailures } from './report-remote-failure';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  getInstance: () => ({ registerRemotes: jest.fn() }),
}));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

const settings = localSiteSettings('main');
const FakeFooter = ({ settings: s }: FooterProps) => <p>remote footer for the {s.site} site</p>;
const composition = { remote_footer: { version: '1.2.3', url: 'http://localhost:3003/1.2.3/mf-manifest.json' } };

function renderSlot(module: Extract<RemoteModuleId, 'remote_footer/Footer' | 'remote_search/SearchBox'>) {
  return render(
    <CompositionContext.Provider value={composition}>
      <RemoteSlot module={module} props={{ settings }} fallback={<p>plain footer</p>} placeholder={<p>loading</p>} />
    </CompositionContext.Provider>,
  );
}

describe('RemoteSlot', () => {
  let errors: jest.SpyInstance;
  // The page carried the footer's remoteEntry.js address (remote-entries.ts); loading it needs no manifest.
  beforeAll(() =>
    registerEntries(composition, { [composition.remote_footer.url]: 'http://localhost:3003/1.2.3/remoteEntry.js' }),
  );
  beforeEach(() => {
    resetReportedFailures();
    forgetLoadedModules();
    mockedLoad.mockReset();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders the remote module with its props', async () => {
    mockedLoad.mockResolvedValue({ default: FakeFooter });
    renderSlot('remote_footer/Footer');
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('remote footer for the main site')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('remote_footer/Footer');
  });

  it('shows the fallback, and reports once with name and version, when the remote cannot be loaded', async () => {
    mockedLoad.mockRejectedValue(new Error('[ Federation Runtime ]: #RUNTIME-003 failed to fetch'));
    renderSlot('remote_footer/Footer');
    expect(await screen.findByText('plain footer')).toBeInTheDocument();
    const reports = errors.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('[shell] remote'));
    expect(reports).toEqual([
      '[shell] remote "remote_footer" version 1.2.3 could not be loaded; showing its fallback. [ Federation Runtime ]: #RUNTIME-003 failed to fetch',
    ]);
  });

  it('shows the fallback without loading anything for a remote the manifest does not name', () => {
    renderSlot('remote_search/SearchBox');
    expect(screen.getByText('plain footer')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  /** The footer's slot as a server-rendered page holds it: its links as placeholder, a plain footer as fallback. */
  const footerSlotOfThePage = () => (
    <CompositionContext.Provider value={composition}>
      <RemoteSlot
        module="remote_footer/Footer"
        props={{ settings }}
        fallback={<p>plain footer</p>}
        placeholder={<p>footer links</p>}
      />
    </CompositionContext.Provider>
  );

  it('renders its no-JavaScript form on the server and while hydrating, loading no remote code until hydrated', async () => {
    mockedLoad.mockResolvedValue({ default: FakeFooter });
    const slot = footerSlotOfThePage();
    const html = renderToString(slot);
    expect(html).toBe('<p>footer links</p>');
    expect(mockedLoad).not.toHaveBeenCalled();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => void hydrateRoot(container, slot, { onRecoverableError: (error) => mismatches.push(error) }));
    expect(await screen.findByText('remote footer for the main site')).toBeInTheDocument();
    expect(mismatches).toEqual([]);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    container.remove();
  });

  it("keeps the server's placeholder nodes through hydration until the remote's code is in, then swaps them", async () => {
    let arrive: (m: { default: typeof FakeFooter }) => void = () => undefined;
    mockedLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const slot = footerSlotOfThePage();
    const container = document.createElement('div');
    container.innerHTML = renderToString(slot);
    document.body.append(container);
    const served = container.querySelector('p');
    await act(async () => void hydrateRoot(container, slot));
    expect(mockedLoad).toHaveBeenCalledWith('remote_footer/Footer');
    expect(container.querySelector('p')).toBe(served);
    await act(async () => arrive({ default: FakeFooter }));
    expect(container).toHaveTextContent('remote footer for the main site');
    container.remove();
  });

  it('shows the loaded remote at once in a slot mounted after the page hydrated, with no placeholder first', async () => {
    mockedLoad.mockResolvedValue({ default: FakeFooter });
    const slot = footerSlotOfThePage();
    const container = document.createElement('div');
    container.innerHTML = renderToString(slot);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, slot));
    expect(container).toHaveTextContent('remote footer for the main site');
    // A client-side navigation to a page with the same slot: the new slot's first commit shows the remote.
    const later = render(
      <CompositionContext.Provider value={composition}>
        <RemoteSlot
          module="remote_footer/Footer"
          props={{ settings }}
          fallback={<p>plain footer</p>}
          placeholder={<p>loading</p>}
        />
      </CompositionContext.Provider>,
    );
    expect(later.container.innerHTML).toBe('<p>remote footer for the main site</p>');
    container.remove();
  });
});
