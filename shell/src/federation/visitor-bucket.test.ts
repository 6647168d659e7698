import { visitorBucket } from './visitor-bucket';

describe('visitorBucket', () => {
  beforeEach(() => localStorage.clear());

  it('draws a bucket from 0 to 99 once and keeps it', () => {
    const first = visitorBucket();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(Array.from({ length: 20 }, () => visitorBucket())).toEqual(Array(20).fill(first));
    expect(localStorage.getItem('mf_bucket')).toBe(String(first));
  });

  it('replaces a stored value that is not a bucket', () => {
    for (const bad of ['150', '-1', 'abc', '2.5']) {
      localStorage.setItem('mf_bucket', bad);
      const bucket = visitorBucket();
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
      expect(localStorage.getItem('mf_bucket')).toBe(String(bucket));
    }
  });

  it('still answers when storage refuses to keep it', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const bucket = visitorBucket(storage);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
  });
});
