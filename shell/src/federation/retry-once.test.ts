import { RETRY_DELAY_MS, retryOnce } from './retry-once';

type Hooks = Required<Pick<ReturnType<typeof retryOnce>, 'loadEntryError' | 'getModuleFactory'>>;
const plugin = retryOnce() as Hooks;
type EntryArgs = Parameters<Hooks['loadEntryError']>[0];
type FactoryArgs = Parameters<Hooks['getModuleFactory']>[0];

/** Runs a hook under fake timers until it settles; `elapsed` is how long it waited before it did. */
async function settle(run: () => unknown) {
  const started = Date.now();
  const outcome = Promise.resolve(run()).then(
    (value) => ({ value, error: undefined as unknown, elapsed: Date.now() - started }),
    (error: unknown) => ({ value: undefined, error, elapsed: Date.now() - started }),
  );
  await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
  return outcome;
}

describe('retryOnce', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('loads a failed remoteEntry.js once more after 300 ms, forgetting the failed attempt first', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = {
      'remote_footer:http://x/remoteEntry.js': Promise.reject(new Error('failed')).catch(() => undefined),
    };
    const seenLoading: unknown[] = [];
    const getRemoteEntry = jest.fn(async () => {
      seenLoading.push(globalLoading['remote_footer:http://x/remoteEntry.js']);
      return exports;
    });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'remote_footer' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'remote_footer:http://x/remoteEntry.js',
    } as unknown as EntryArgs;

    const { value, elapsed } = await settle(() => plugin.loadEntryError(args));
    expect(value).toBe(exports);
    expect(elapsed).toBe(RETRY_DELAY_MS);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith({
      origin: {},
      remoteInfo: { name: 'remote_footer' },
      remoteEntryExports: undefined,
    });
    expect(seenLoading).toEqual([undefined]);
  });

  it('passes the second failure of a remoteEntry.js on', async () => {
    const getRemoteEntry = jest.fn(async () => Promise.reject(new Error('#RUNTIME-008 still down')));
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: {},
      globalLoading: {},
      uniqueKey: 'k',
    } as unknown as EntryArgs;
    const { error } = await settle(() => plugin.loadEntryError(args));
    expect((error as Error).message).toBe('#RUNTIME-008 still down');
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('gets an exposed module at once when it loads, and tries once more after 300 ms when it does not', async () => {
    const factory = () => ({ default: 'Footer' });
    const works = { get: jest.fn(async () => factory) };
    const first = await settle(() =>
      plugin.getModuleFactory({ remoteEntryExports: works, expose: './Footer' } as unknown as FactoryArgs),
    );
    expect(first).toMatchObject({ value: factory, elapsed: 0 });

    const flaky = { get: jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory) };
    const second = await settle(() =>
      plugin.getModuleFactory({ remoteEntryExports: flaky, expose: './Footer' } as unknown as FactoryArgs),
    );
    expect(second).toMatchObject({ value: factory, elapsed: RETRY_DELAY_MS });
    expect(flaky.get).toHaveBeenCalledTimes(2);
    expect(flaky.get).toHaveBeenLastCalledWith('./Footer');
  });

  it('passes the second failure of an exposed module on', async () => {
    const down = { get: jest.fn().mockRejectedValue(new Error('ChunkLoadError: Loading chunk 42 failed')) };
    const { error } = await settle(() =>
      plugin.getModuleFactory({ remoteEntryExports: down, expose: './Footer' } as unknown as FactoryArgs),
    );
    expect((error as Error).message).toBe('ChunkLoadError: Loading chunk 42 failed');
    expect(down.get).toHaveBeenCalledTimes(2);
  });
});
