import { firstErrorMessage } from './first-error';
import { otpGenerateSchema, otpValidateSchema } from './otp';

const errorOf = (schema: typeof otpGenerateSchema | typeof otpValidateSchema, body: unknown) => {
  const r = schema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('otp schemas', () => {
  it('generate: reads the mobile for its country', () => {
    expect(otpGenerateSchema.parse({ mobile: '9876543210', country: 'IN' })).toEqual({
      mobile: '9876543210',
      country: 'IN',
      isd_code: '91',
      email: undefined,
      email_otp: false,
      listing_slug: undefined,
    });
  });

  it('generate: India needs 10 digits, an e-mail OTP needs an e-mail', () => {
    expect(errorOf(otpGenerateSchema, { mobile: '12345678901', country: 'IN' })).toBe(
      'Please enter 10 digit valid mobile number',
    );
    expect(errorOf(otpGenerateSchema, { mobile: 'x', country: 'IN' })).toBe('Please enter a valid mobile number');
    const listing = { listing_slug: 'deltawell-organics' };
    expect(
      errorOf(otpGenerateSchema, { mobile: '501234567', country: 'AE', email_otp: true, email: '', ...listing }),
    ).toBe('Please enter a valid email');
    expect(
      otpGenerateSchema.parse({ mobile: '501234567', country: 'AE', email_otp: 1, email: 'A@b.ae', ...listing }),
    ).toMatchObject({ email: 'a@b.ae', email_otp: true, listing_slug: 'deltawell-organics' });
  });

  it('generate: an e-mail OTP only for a non-India mobile on a company page (spec §5); an Indian number always by SMS', () => {
    const india = otpGenerateSchema.parse({
      mobile: '9876543210',
      country: 'IN',
      email: 'attacker@example.com',
      email_otp: true,
      listing_slug: 'deltawell-organics',
    });
    expect(india).toMatchObject({ email_otp: false, email: undefined });
    const general = otpGenerateSchema.parse({ mobile: '501234567', country: 'AE', email: 'a@b.ae', email_otp: true });
    expect(general).toMatchObject({ email_otp: false, email: undefined });
    expect(
      errorOf(otpGenerateSchema, { mobile: '501234567', country: 'AE', email_otp: true, listing_slug: 'Not A Slug' }),
    ).toBe('Invalid listing');
  });

  it('validate: OTP required, 6 digits', () => {
    expect(errorOf(otpValidateSchema, { otp: '' })).toBe('Please Enter OTP');
    expect(errorOf(otpValidateSchema, {})).toBe('Please Enter OTP');
    expect(errorOf(otpValidateSchema, { otp: '12a456' })).toBe('OTP must be 6 digits');
    expect(otpValidateSchema.parse({ otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });
});
