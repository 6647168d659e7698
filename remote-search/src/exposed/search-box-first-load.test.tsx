// The box before its search code (Autocomplete, client, analytics) has arrived, and when it cannot arrive.
import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testAnalytics } from '../search-analytics/test-analytics';
import { testClient } from '../search-box/test-client';
import { loadSearchBoxController } from '../search-box/load-search-box-controller';
import { ENTER_WAIT_MS } from '../search-box/use-search-box';
import SearchBox from './search-box';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));
let mockInsights = testAnalytics();
jest.mock('../search-analytics/site-analytics', () => ({ siteAnalytics: () => mockInsights.analytics }));

/** The search code's chunk: it arrives, fails (the remote's origin is down) or hangs when the test says. */
function chunk() {
  let arrive!: () => void;
  let fail!: () => void;
  const promise = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('Loading chunk search-box-controller failed.'));
  });
  // Settled inside act, with a macrotask for what the box chains on it (the search, a pending Enter).
  const settle = (how: () => void) => act(() => (how(), new Promise((resolve) => setTimeout(resolve, 0))));
  return { promise, arrive: () => settle(arrive), fail: () => settle(fail) };
}
let mockChunk = chunk();
jest.mock('../search-box/load-search-box-controller', () => ({
  loadSearchBoxController: jest.fn(() =>
    mockChunk.promise.then(() => jest.requireActual('../search-box/search-box-controller')),
  ),
}));

const settings = localSiteSettings('main');
const LABEL = 'Search companies, categories and molecules';

function setup(options: { advanceTimers?: (ms: number) => void; initialQuery?: string; hadFocus?: boolean } = {}) {
  window.matchMedia = (() => ({ matches: false, addEventListener() {}, removeEventListener() {} })) as never;
  const navigate = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <SearchBox
        settings={settings}
        navigate={navigate}
        initialQuery={options.initialQuery}
        hadFocus={options.hadFocus}
      />
    </ThemeProvider>,
  );
  return {
    user: userEvent.setup(options),
    input: screen.getByRole<HTMLInputElement>('combobox', { name: LABEL }),
    navigate,
  };
}

const attributes = (element: Element) => Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));

beforeEach(() => {
  fake = testClient();
  mockInsights = testAnalytics();
  mockChunk = chunk();
  jest.mocked(loadSearchBoxController).mockClear();
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.useRealTimers());

type Intent = (user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement) => unknown;
test.each<[string, Intent]>([
  ['focus (keyboard)', (user) => user.tab()],
  ['pointerdown', (_, input) => fireEvent.pointerDown(input)],
  ['touchstart', (_, input) => fireEvent.touchStart(input)],
])('the search code is fetched on the first intent (%s), not with the first paint, and once', async (_, intent) => {
  const { user, input } = setup();
  expect(loadSearchBoxController).not.toHaveBeenCalled();
  await act(async () => void (await intent(user, input)));
  expect(loadSearchBoxController).toHaveBeenCalledTimes(1);
  await user.type(input, 'metf');
  expect(loadSearchBoxController).toHaveBeenCalledTimes(1);
});

test('the first paint is the box Autocomplete renders: the same form and input before and after the code arrives', async () => {
  const { user, input } = setup();
  const before = { form: attributes(screen.getByRole('search')), input: attributes(input) };
  expect(before.input).toMatchObject({
    type: 'search',
    placeholder: LABEL,
    maxlength: '512',
    autocomplete: 'off',
    'aria-expanded': 'false',
  });
  await user.click(input);
  await mockChunk.arrive();
  expect(screen.getByRole('combobox', { name: LABEL })).toBe(input);
  expect({ form: attributes(screen.getByRole('search')), input: attributes(input) }).toEqual(before);
});

test('text typed before the code arrives becomes the query: its hits show in the same, still focused input', async () => {
  const { user, input } = setup();
  await user.type(input, 'metf');
  expect(input).toHaveValue('metf');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(fake.requests).toHaveLength(0);
  await mockChunk.arrive();
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['MetforminMolecule', 'Metformin HydrochlorideMolecule']);
  expect(fake.requests.at(-1)).toMatchObject({ query: 'metf', hitsPerPage: 8 });
  expect(screen.getByRole('combobox', { name: LABEL })).toBe(input);
  expect(input).toHaveFocus();
  expect(input).toHaveValue('metf');
  expect(input.selectionStart).toBe(4);
  await user.type(input, 'ormin h');
  expect(await screen.findByRole('option')).toHaveTextContent('Metformin HydrochlorideMolecule');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
});

test("taking the place of the page's focused plain form, the box keeps its text and focus, and searches the text", async () => {
  const { user, input } = setup({ initialQuery: 'metf', hadFocus: true });
  expect(input).toHaveValue('metf');
  expect(input).toHaveFocus();
  expect(input.selectionStart).toBe(4);
  // That focus is the first intent: the search code is on its way.
  expect(loadSearchBoxController).toHaveBeenCalledTimes(1);
  await user.keyboard('o');
  await mockChunk.arrive();
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['MetforminMolecule', 'Metformin HydrochlorideMolecule']);
  expect(fake.requests.at(-1)).toMatchObject({ query: 'metfo' });
});

test('text from an unfocused plain form is kept without taking the focus or loading anything', () => {
  const { input } = setup({ initialQuery: 'para' });
  expect(input).toHaveValue('para');
  expect(input).not.toHaveFocus();
  expect(loadSearchBoxController).not.toHaveBeenCalled();
});

test('Enter before the code arrives goes to /search for the first hit category once it arrives', async () => {
  const { user, input, navigate } = setup();
  await user.type(input, 'pharma{Enter}');
  expect(navigate).not.toHaveBeenCalled();
  await mockChunk.arrive();
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=category&q=pharma');
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('Enter while the code does not arrive goes to /search (t=company) after the search timeouts', async () => {
  jest.useFakeTimers();
  const { user, input, navigate } = setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(input, 'metro{Enter}');
  await act(async () => jest.advanceTimersByTime(ENTER_WAIT_MS - 1));
  expect(navigate).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=metro');
});

test('if the code cannot load, the box says search is unavailable and Enter still goes to /search', async () => {
  const { user, input, navigate } = setup();
  await user.type(input, 'metro');
  await mockChunk.fail();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Search is unavailable right now. Press Enter to see all results.',
  );
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=metro');
});

test('Enter pressed while the code is failing to load still goes to /search', async () => {
  const { user, input, navigate } = setup();
  await user.type(input, 'metformin{Enter}');
  await mockChunk.fail();
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=metformin');
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('after a failed load the next focus tries again, and the typed text is then searched', async () => {
  const { user, input } = setup();
  await user.type(input, 'metf');
  await mockChunk.fail();
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  mockChunk = chunk();
  await user.click(input);
  await mockChunk.arrive();
  expect(await screen.findAllByRole('option')).toHaveLength(2);
  expect(input).toHaveValue('metf');
});
