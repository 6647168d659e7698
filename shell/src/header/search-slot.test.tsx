import { ThemeProvider } from '@emotion/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { localSiteSettings, theme, type SearchBoxProps } from '@pharmasetu/shared-contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Composition } from '../federation/composed';
import { CompositionContext } from '../federation/composition-context';
import { registerEntries } from '../federation/remote-entries';
import { forgetLoadedModules } from '../federation/remote-slot';
import { resetReportedFailures } from '../federation/report-remote-failure';
import { SearchSlot } from './search-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  getInstance: () => ({ registerRemotes: jest.fn() }),
}));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

const settings = localSiteSettings('main');
const composed: Composition = {
  remote_search: { version: '1.2.3', url: 'http://localhost:3001/1.2.3/mf-manifest.json' },
};
const PLAIN = 'Search companies, categories and molecules';

/** The remote's box, telling what it was handed. */
const FakeBox = ({ initialQuery, hadFocus }: SearchBoxProps) => (
  <p>
    remote box with “{initialQuery}”{hadFocus ? ', focused' : ''}
  </p>
);

/** A load the test settles when it wants. */
function pendingLoad() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<{ default: typeof FakeBox }>((resolve, reject) => {
    arrive = () => resolve({ default: FakeBox });
    fail = reject;
  });
  mockedLoad.mockReturnValue(promise as ReturnType<typeof loadRemote>);
  return {
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

function renderSlot(composition: Composition = composed) {
  return render(
    <ThemeProvider theme={theme}>
      <CompositionContext.Provider value={composition}>
        <SearchSlot settings={settings} action="http://localhost:3000/search" navigate={jest.fn()} />
      </CompositionContext.Provider>
    </ThemeProvider>,
  );
}

describe('SearchSlot', () => {
  let errors: jest.SpyInstance;
  beforeAll(() =>
    registerEntries(composed, { [composed.remote_search!.url]: 'http://localhost:3001/1.2.3/remoteEntry.js' }),
  );
  beforeEach(() => {
    resetReportedFailures();
    forgetLoadedModules();
    mockedLoad.mockReset();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('shows the plain GET form and loads no remote code until the visitor reaches for it', async () => {
    const load = pendingLoad();
    renderSlot();
    const form = screen.getByTestId('search-loading');
    expect(form).toHaveAttribute('action', 'http://localhost:3000/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(mockedLoad).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('searchbox', { name: PLAIN }));
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledWith('remote_search/SearchBox'));
    await load.arrive();
    expect(screen.getByText('remote box with “”')).toBeInTheDocument();
    expect(screen.queryByTestId('search-loading')).not.toBeInTheDocument();
  });

  it('hands what was typed while the remote loaded, and the focus, to the remote box', async () => {
    const load = pendingLoad();
    renderSlot();
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: PLAIN }));
    await user.keyboard('para');
    expect(screen.getByRole('searchbox', { name: PLAIN })).toHaveValue('para');
    await load.arrive();
    expect(screen.getByText('remote box with “para”, focused')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain form, with what was typed, and reports once when the remote cannot load', async () => {
    const load = pendingLoad();
    renderSlot();
    const input = screen.getByRole('searchbox', { name: PLAIN });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'metro' } });
    await load.fail(new Error('[ Federation Runtime ]: #RUNTIME-008 script failed'));
    expect(screen.getByTestId('search-fallback')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: PLAIN })).toBe(input);
    expect(input).toHaveValue('metro');
    const reports = errors.mock.calls.map((c) => String(c[0])).filter((m) => m.startsWith('[shell] remote'));
    expect(reports).toEqual([
      '[shell] remote "remote_search" version 1.2.3 could not be loaded; showing its fallback. [ Federation Runtime ]: #RUNTIME-008 script failed',
    ]);
  });

  it('shows the plain form at once, loading nothing, when the page composed no search remote', () => {
    renderSlot({});
    expect(screen.getByTestId('search-fallback')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});
