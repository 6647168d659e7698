import { customerSchema } from './customer';
import { firstErrorMessage } from './first-error';

const valid = {
  enquiry_id: 12,
  name: ' Ravi Kumar ',
  email: 'Ravi@Example.com',
  address: 'Mohali, Punjab, India',
  gst_number: '1',
  drug_license: 2,
  firm_name: 'Ravi Pharma',
};
const errorOf = (body: unknown) => {
  const r = customerSchema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('customerSchema (step 1)', () => {
  it('accepts a valid payload and normalises it', () => {
    expect(customerSchema.parse(valid)).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', gst_number: 1, drug_license: 2 });
  });

  it.each([
    [{ name: '  ' }, 'Please enter your name'],
    [{ email: 'ravi@' }, 'Please enter a valid email'],
    [{ address: 'Sector 70 Mohali' }, 'Please choose correct address'],
    [{ address: '' }, 'Please enter your address'],
    [{ gst_number: 3 }, 'Please select gst'],
    [{ gst_number: '' }, 'Please select gst'],
    [{ drug_license: undefined }, 'Please select drug license'],
    [{ enquiry_id: -1 }, 'Invalid enquiry'],
    [{ enquiry_id: '12' }, 'Invalid enquiry'],
  ])('%j gives %s', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });

  it('accepts 0, 1 and 2 for GST and drug licence', () => {
    for (const v of [0, 1, 2]) expect(errorOf({ ...valid, gst_number: v, drug_license: String(v) })).toBeNull();
  });
});
