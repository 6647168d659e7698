import { customerSchema } from './customer';
import { firstErrorMessage } from './first-error';

const valid = {
  enquiry_id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70',
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
  it('takes experience and profession from the const-data lists only', () => {
    expect(
      customerSchema.parse({ ...valid, experience: '1 - 3 years', profession: 'Chemist / Retailer' }),
    ).toMatchObject({
      experience: '1 - 3 years',
      profession: 'Chemist / Retailer',
    });
    expect(customerSchema.parse({ ...valid, experience: '', profession: null })).toMatchObject({
      experience: undefined,
      profession: undefined,
    });
  });

  it('accepts a valid payload and normalises it', () => {
    expect(customerSchema.parse(valid)).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      gst_number: 1,
      drug_license: 2,
    });
  });

  it.each([
    [{ name: '  ' }, 'Please enter your name'],
    [{ name: 'Ra' }, 'Please enter a valid name'],
    [{ name: ' Ra ' }, 'Please enter a valid name'],
    [{ email: 'ravi@' }, 'Please enter a valid email'],
    [{ address: 'Sector 70 Mohali' }, 'Please choose correct address'],
    [{ address: '' }, 'Please enter your address'],
    [{ gst_number: 3 }, 'Please select gst'],
    [{ gst_number: '' }, 'Please select gst'],
    [{ drug_license: undefined }, 'Please select drug license'],
    [{ experience: 'Twenty years, call me' }, 'Please choose your experience from the list'],
    [{ profession: 'Chemist' }, 'Please choose your profession from the list'],
    [{ enquiry_id: -1 }, 'Invalid enquiry'],
    [{ enquiry_id: 12 }, 'Invalid enquiry'],
    [{ enquiry_id: '12' }, 'Invalid enquiry'],
    [{ enquiry_id: '5f0c2a8e-7d4b-1c1e-9a3f-2b6d8e1f4a70' }, 'Invalid enquiry'],
    [{ enquiry_id: `${'5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70'} ` }, 'Invalid enquiry'],
  ])('%j gives %s', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });

  it('reads the public enquiry id (a v4 UUID) in lower case', () => {
    expect(customerSchema.parse({ ...valid, enquiry_id: '5F0C2A8E-7D4B-4C1E-9A3F-2B6D8E1F4A70' }).enquiry_id).toBe(
      '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70',
    );
  });

  it('accepts a 3-character name', () => {
    expect(errorOf({ ...valid, name: 'Ram' })).toBeNull();
  });

  it('accepts every picked city label, also a state with a comma in it', () => {
    for (const address of [
      'London, London, City of, United Kingdom',
      'Kingston upon Hull, Kingston upon Hull, City of, United Kingdom',
      'Mohali, Punjab, India',
    ]) {
      expect(errorOf({ ...valid, address })).toBeNull();
    }
    expect(errorOf({ ...valid, address: 'London, United Kingdom' })).toBe('Please choose correct address');
  });

  it('accepts 0, 1 and 2 for GST and drug licence', () => {
    for (const v of [0, 1, 2]) expect(errorOf({ ...valid, gst_number: v, drug_license: String(v) })).toBeNull();
  });
});
