import { firstErrorMessage } from './first-error';
import { parseNewsletterEmail } from '../newsletter-email';
import { isEmptyVisitLog, visitLogSchema } from './visit-log';
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

  it('rejects a body that is not an object, or an email that is not a string', () => {
    expect(errorOf('buyer@example.com')).toBe('Request body must be a JSON object');
    expect(errorOf({ email: 42 })).toBe('Please enter your email');
  });

  // The footer validates with parseNewsletterEmail (no zod); the api with this schema. One rule, same answers.
  it.each([
    '',
    '  ',
    'nope',
    'buyer@example',
    ' Buyer@Example.com ',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
  ])('answers %j exactly as parseNewsletterEmail does', (email) => {
    const rule = parseNewsletterEmail(email);
    const r = newsletterSchema.safeParse({ email });
    expect(r.success ? { ok: true, email: r.data.email } : { ok: false, message: firstErrorMessage(r.error) }).toEqual(
      rule,
    );
  });
});

describe('visitLogSchema', () => {
  it('defaults url_type to website and knows an empty record', () => {
    expect(visitLogSchema.parse({ location: 'Mohali', url: '/pharma' })).toEqual({
      location: 'Mohali',
      url: '/pharma',
      url_type: 'website',
    });
    expect(isEmptyVisitLog({ location: ' ', url: '' })).toBe(true);
    expect(isEmptyVisitLog({ location: '', url: '/x' })).toBe(false);
    expect(visitLogSchema.safeParse({ url: '/x', url_type: 'blog' }).success).toBe(false);
  });
});
