import { firstErrorMessage } from './first-error';
import { isEmptyLogRecord, loggerSchema } from './logger';
import { newsletterSchema } from './newsletter';

describe('newsletterSchema', () => {
  const errorOf = (body: unknown) => {
    const r = newsletterSchema.safeParse(body);
    return r.success ? null : firstErrorMessage(r.error);
  };
  it('gives the spec messages', () => {
    expect(errorOf({ email: '' })).toBe('Please enter your email');
    expect(errorOf({})).toBe('Please enter your email');
    expect(errorOf({ email: 'nope' })).toBe('Please enter a valid email');
    expect(newsletterSchema.parse({ email: ' News@Example.com ' })).toEqual({ email: 'news@example.com' });
  });
});

describe('loggerSchema', () => {
  it('defaults url_type to website and knows an empty record', () => {
    expect(loggerSchema.parse({ location: 'Mohali', url: '/pharma' })).toEqual({ location: 'Mohali', url: '/pharma', url_type: 'website' });
    expect(isEmptyLogRecord({ location: ' ', url: '' })).toBe(true);
    expect(isEmptyLogRecord({ location: '', url: '/x' })).toBe(false);
    expect(loggerSchema.safeParse({ url: '/x', url_type: 'blog' }).success).toBe(false);
  });
});
