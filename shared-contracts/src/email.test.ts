import { isValidEmail } from './email';

describe('isValidEmail (spec §5)', () => {
  it.each(['buyer@example.com', 'a.b+c@mail.pharma.co.in', 'x_y@sub-domain.example.org'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['no @', 'buyer.example.com'],
    ['no domain dot', 'buyer@example'],
    ['space', 'buy er@example.com'],
    ['two @', 'a@b@example.com'],
    ['label starting with -', 'a@-example.com'],
  ])('rejects %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits the local part to 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('limits each domain label to 63 characters', () => {
    expect(isValidEmail(`a@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.com`)).toBe(false);
  });

  it('limits the whole address to 254 characters', () => {
    const domain = `${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(50)}.com`; // 238
    const ok = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(ok).toHaveLength(254);
    expect(isValidEmail(ok)).toBe(true);
    expect(isValidEmail(`a${ok}`)).toBe(false);
  });
});
