import { cachedValue } from './sitemap-cache';

describe('cachedValue', () => {
  it('shares one read in flight, reuses it for ttl, and after a failed read serves the last value without asking again for retryMs', async () => {
    let clock = 0;
    let n = 0;
    let failing = false;
    const errors: unknown[] = [];
    const read = jest.fn(async () => {
      if (failing) throw new Error('api down');
      return ++n;
    });
    const cache = cachedValue(read, { ttlMs: 100, retryMs: 10, now: () => clock, onError: (e) => errors.push(e) });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    clock = 99;
    expect(await cache.get()).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    clock = 100;
    failing = true;
    expect(await cache.get()).toBe(1);
    expect(errors).toHaveLength(1);
    clock = 109;
    expect(await cache.get()).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
    clock = 110;
    failing = false;
    expect(await cache.get()).toBe(2);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('rejects when a read fails and there is nothing to fall back on, and tries again at the next ask', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('api down')).mockResolvedValue('ok');
    const cache = cachedValue(read, { ttlMs: 100, retryMs: 10, now: () => 0 });
    await expect(cache.get()).rejects.toThrow('api down');
    expect(await cache.get()).toBe('ok');
  });
});
