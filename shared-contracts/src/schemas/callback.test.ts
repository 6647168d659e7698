import { firstErrorMessage } from './first-error';
import { callbackSchema } from './callback';

const valid = {
  name: 'Anita Sharma',
  phone_number: '9876543210',
  email: 'anita@example.com',
  type: '3rd Party Manufacturing',
  country_code: 'IN',
  isd_code: '91',
  listing_slug: '',
};
const errorOf = (body: unknown) => {
  const r = callbackSchema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('callbackSchema (spec §5)', () => {
  it('accepts a valid payload', () => {
    expect(callbackSchema.parse(valid)).toMatchObject({ phone_number: '9876543210', listing_slug: undefined });
  });

  it.each([
    [{ name: '' }, 'Name is Required'],
    [{ name: 'Al' }, 'Invalid name'],
    [{ phone_number: ' ' }, 'Mobile is Required'],
    [{ phone_number: '9876543' }, 'Invalid Phone number'],
    [{ phone_number: 'abcdefghij' }, 'Please enter a valid mobile number'],
    [{ phone_number: '98765432101' }, 'Please enter 10 digit valid number'],
    [{ email: '' }, 'Email is Required'],
    [{ email: 'anita@example' }, 'Invalid Email'],
    [{ type: 'Wholesale' }, 'Choose Service'],
    [{ type: undefined }, 'Choose Service'],
  ])('%j gives %s', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });
});
