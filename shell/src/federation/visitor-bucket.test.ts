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

describe('visitorBucket and the cookie the site server reads', () => {
  const jar = (initial: string) => {
    let cookie = initial;
    return { read: () => cookie, write: jest.fn((c: string) => void (cookie = c.split(';')[0]!)) };
  };
  beforeEach(() => localStorage.clear());

  it('takes the bucket the server set in the cookie, and keeps it in storage too', () => {
    const cookies = jar('theme=dark; mf_bucket=42');
    expect(visitorBucket(localStorage, cookies)).toBe(42);
    expect(localStorage.getItem('mf_bucket')).toBe('42');
    expect(cookies.write).not.toHaveBeenCalled();
  });

  it('keeps a bucket from storage (an earlier visit) over a new cookie, and writes it to the cookie for a year', () => {
    localStorage.setItem('mf_bucket', '7');
    const cookies = jar('mf_bucket=93');
    expect(visitorBucket(localStorage, cookies)).toBe(7);
    expect(cookies.write).toHaveBeenCalledWith('mf_bucket=7; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('ignores a cookie that is not a bucket', () => {
    const cookies = jar('mf_bucket=150');
    const bucket = visitorBucket(localStorage, cookies);
    expect(bucket).toBeLessThan(100);
    expect(cookies.read()).toBe(`mf_bucket=${bucket}`);
  });
});
