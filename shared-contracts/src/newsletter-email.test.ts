import { parseNewsletterEmail } from './newsletter-email';

describe('parseNewsletterEmail (spec §5 newsletter)', () => {
  it.each(['', '   ', '\t\n'])(
    "asks for an address when the field is empty or blank (%j): 'Please enter your email'",
    (value) => {
      expect(parseNewsletterEmail(value)).toEqual({ ok: false, message: 'Please enter your email' });
    },
  );

  it.each([
    'nope',
    'buyer@example',
    'buyer@',
    'buy er@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
  ])("rejects %s: 'Please enter a valid email'", (value) => {
    expect(parseNewsletterEmail(value)).toEqual({ ok: false, message: 'Please enter a valid email' });
  });

  it('trims and lower-cases a valid address, which is what gets sent', () => {
    expect(parseNewsletterEmail(' Buyer@Example.COM ')).toEqual({ ok: true, email: 'buyer@example.com' });
  });

  it('applies the 254-character limit to the trimmed address', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(email).toHaveLength(254);
    expect(parseNewsletterEmail(`  ${email}  `)).toEqual({ ok: true, email });
    expect(parseNewsletterEmail(`${email}d`)).toEqual({ ok: false, message: 'Please enter a valid email' });
  });
});
