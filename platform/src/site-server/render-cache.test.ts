import { renderCache } from './render-cache';

describe('renderCache', () => {
  it('renders once per key within the time to live, then again', async () => {
    let clock = 0;
    const cache = renderCache<string>({ ttlMs: 1000, now: () => clock });
    let renders = 0;
    const render = jest.fn(async () => `page ${++renders}`);
    expect(await cache.get('/a|5', render, () => true)).toBe('page 1');
    clock = 999;
    expect(await cache.get('/a|5', render, () => true)).toBe('page 1');
    expect(await cache.get('/a|6', render, () => true)).toBe('page 2');
    clock = 1000;
    expect(await cache.get('/a|5', render, () => true)).toBe('page 3');
  });

  it('shares one render between concurrent misses, and keeps only what `keep` accepts', async () => {
    const cache = renderCache<number>({ ttlMs: 1000 });
    const render = jest.fn(async () => 503);
    expect(
      await Promise.all([cache.get('k', render, (s) => s !== 503), cache.get('k', render, (s) => s !== 503)]),
    ).toEqual([503, 503]);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get('k', render, (s) => s !== 503);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the oldest; a failed render is not kept', async () => {
    const cache = renderCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c'])
      await cache.get(
        key,
        async () => key,
        () => true,
      );
    expect(cache.size).toBe(2);
    await expect(
      cache.get(
        'x',
        () => Promise.reject(new Error('boom')),
        () => true,
      ),
    ).rejects.toThrow('boom');
    expect(
      await cache.get(
        'x',
        async () => 'ok',
        () => true,
      ),
    ).toBe('ok');
  });
});
