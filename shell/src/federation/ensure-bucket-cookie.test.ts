import { ensureBucketCookie } from './ensure-bucket-cookie';

const jar = (initial: string) => {
  let cookie = initial;
  return { read: () => cookie, write: jest.fn((c: string) => void (cookie = c.split(';')[0]!)) };
};

describe('ensureBucketCookie', () => {
  it('takes the bucket the server set in the cookie, and writes nothing', () => {
    const cookies = jar('theme=dark; mf_bucket=42');
    expect(ensureBucketCookie(cookies)).toBe(42);
    expect(cookies.write).not.toHaveBeenCalled();
  });

  it('ignores localStorage: the cookie alone decides, as on the server', () => {
    localStorage.setItem('mf_bucket', '7');
    expect(ensureBucketCookie(jar('mf_bucket=93'))).toBe(93);
    localStorage.clear();
  });

  it('draws a bucket from 0 to 99 without a valid cookie, keeps it in the cookie for a year, and then reuses it', () => {
    for (const initial of ['', 'mf_bucket=150', 'mf_bucket=abc']) {
      const cookies = jar(initial);
      const bucket = ensureBucketCookie(cookies);
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
      expect(cookies.write).toHaveBeenCalledWith(`mf_bucket=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(ensureBucketCookie(cookies)).toBe(bucket);
      expect(cookies.write).toHaveBeenCalledTimes(1);
    }
  });
});
