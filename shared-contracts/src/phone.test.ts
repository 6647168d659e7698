import {
  countryRule,
  isIndiaMobile,
  matchesCountryRule,
  normaliseNationalDigits,
  parseMobile,
  SUPPORTED_COUNTRIES,
} from './phone';

describe('parseMobile', () => {
  it('reads an Indian national number with the default country', () => {
    expect(parseMobile('98765 43210')).toEqual({
      country: 'IN',
      nationalNumber: '9876543210',
      isdCode: '91',
      e164: '+919876543210',
    });
  });

  it('reads an international number and finds its country', () => {
    expect(parseMobile('+971 50 123 4567')).toMatchObject({
      country: 'AE',
      nationalNumber: '501234567',
      isdCode: '971',
    });
    expect(parseMobile('+44 7911 123456')).toMatchObject({ country: 'GB', nationalNumber: '7911123456' });
  });

  it('strips a trunk zero from a national number', () => {
    expect(parseMobile('09876543210', 'IN')?.nationalNumber).toBe('9876543210');
  });

  it('uses the given country for numbers without a + prefix', () => {
    expect(parseMobile('501234567', 'AE')).toMatchObject({ country: 'AE', e164: '+971501234567' });
  });

  it.each([
    ['empty', ''],
    ['letters', 'call me'],
    ['Indian landline-like prefix', '2212345678'],
    ['too short for India', '98765'],
    ['too long for India', '987654321012'],
    ['unsupported country', '+33 6 12 34 56 78'],
    ['not a string', 9876543210],
  ])('refuses %s', (_l, input) => {
    expect(parseMobile(input)).toBeNull();
  });
});

describe('country rules', () => {
  it('has India first with 10 digits starting 6-9', () => {
    expect(SUPPORTED_COUNTRIES[0]).toMatchObject({
      alpha2: 'IN',
      alpha3: 'IND',
      country_code: '91',
      phone_number_lengths: [10],
    });
    expect(countryRule('in')?.country_name).toBe('India');
  });

  it('keeps leading zeros only for Gabon and Côte d’Ivoire', () => {
    expect(normaliseNationalDigits('0612 345 678', 'GA')).toBe('0612345678');
    expect(normaliseNationalDigits('0612 345 678', 'IN')).toBe('612345678');
  });

  it('checks lengths and mobile prefixes', () => {
    expect(matchesCountryRule('501234567', 'AE')).toBe(true);
    expect(matchesCountryRule('401234567', 'AE')).toBe(false);
    expect(matchesCountryRule('9876543210', 'XX')).toBe(false);
  });

  it('isIndiaMobile is the 10-digit 6-9 rule', () => {
    expect(isIndiaMobile('6123456789')).toBe(true);
    expect(isIndiaMobile('5123456789')).toBe(false);
    expect(isIndiaMobile('612345678')).toBe(false);
  });
});
