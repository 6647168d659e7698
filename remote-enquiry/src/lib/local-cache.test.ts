import { LOCAL_CACHE_TTL_MS } from '@pharmasetu/shared-contracts';
import { decodeCacheEntry, encodeCacheEntry, readCache, writeCache } from './local-cache';

describe('local cache entries', () => {
  const cities = [{ name: 'Abidjan', state: 'Abidjan', country_name: "Côte d'Ivoire" }];

  it('are encoded, not plain JSON, and decode back before the expiry (4 hours)', () => {
    const raw = encodeCacheEntry(cities, 1_000);
    expect(raw).not.toContain('Abidjan');
    expect(decodeCacheEntry(raw, 1_000 + LOCAL_CACHE_TTL_MS - 1)).toEqual(cities);
  });

  it('are gone at the expiry, and garbage reads as no entry', () => {
    const raw = encodeCacheEntry(cities, 1_000);
    expect(decodeCacheEntry(raw, 1_000 + LOCAL_CACHE_TTL_MS)).toBeNull();
    expect(decodeCacheEntry('not base64 json', 0)).toBeNull();
    expect(decodeCacheEntry(btoa('{"v":1}'), 0)).toBeNull();
    expect(decodeCacheEntry(null, 0)).toBeNull();
  });

  it('round-trip through localStorage under their key', () => {
    localStorage.clear();
    writeCache('enquiry_cities_CI', cities, 5_000);
    expect(localStorage.getItem('enquiry_cities_CI')).toBe(encodeCacheEntry(cities, 5_000));
    expect(readCache('enquiry_cities_CI', 5_001)).toEqual(cities);
    expect(readCache('enquiry_cities_CI', 5_000 + LOCAL_CACHE_TTL_MS)).toBeNull();
  });

  it('encodes a long list (thousands of cities) without overflowing', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `City ${i}`, state: 'State', country_name: 'India' }));
    expect(decodeCacheEntry<typeof many>(encodeCacheEntry(many, 0), 1)).toHaveLength(3000);
  });
});
