import { firstErrorMessage } from './first-error';
import { isValidGstin, registrationSchema } from './registration';

const valid = {
  company_name: 'Sanjeevani Remedies',
  contact_name: 'Rajesh Gupta',
  mobile: '098140-12345',
  country_code: 'IN',
  email: 'Rajesh@Sanjeevani.in',
  city: ' Mohali, Punjab, India ',
  service_types: ['3rd Party Manufacturing', 'PCD Pharma Franchise'],
  categories: ['Gynaecology', 'Hormones', 'Gynaecology'],
  gst_number: ' 27aapfu0939f1zv ',
};
const errorOf = (body: unknown) => {
  const r = registrationSchema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('registrationSchema (the Join Free form)', () => {
  it('normalises a valid registration: national mobile, lower-case e-mail, upper-case GSTIN', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      company_name: 'Sanjeevani Remedies',
      contact_name: 'Rajesh Gupta',
      mobile: '9814012345',
      country_code: 'IN',
      isd_code: '91',
      email: 'rajesh@sanjeevani.in',
      city: 'Mohali, Punjab, India',
      service_types: ['PCD Pharma Franchise', '3rd Party Manufacturing'],
      categories: ['Gynaecology', 'Hormones'],
      gst_number: '27AAPFU0939F1ZV',
    });
    expect(registrationSchema.parse({ ...valid, gst_number: '' }).gst_number).toBeUndefined();
    expect(registrationSchema.parse({ ...valid, mobile: '50 123 4567', country_code: 'ae' })).toMatchObject({
      mobile: '501234567',
      country_code: 'AE',
      isd_code: '971',
    });
  });

  it.each([
    [{ company_name: ' ' }, 'Please enter your company name'],
    [{ contact_name: '' }, 'Please enter your name'],
    [{ contact_name: 'Al' }, 'Invalid name'],
    [{ mobile: '' }, 'Please enter a valid mobile number'],
    [{ mobile: '98140' }, 'Please enter 10 digit valid mobile number'],
    [{ mobile: '9814012345', isd_code: '44' }, 'Please enter a valid mobile number'],
    [{ email: 'rajesh@sanjeevani' }, 'Please enter a valid email'],
    [{ city: '' }, 'Please enter your city'],
    [{ city: 'Mohali' }, 'Please choose your city from the list'],
    [{ service_types: undefined }, 'Please choose the services you offer'],
    [{ service_types: ['PCD Pharma Franchise', 'Wholesale'] }, 'Please choose the services you offer'],
    [{ categories: [] }, 'Please choose at least one category from the list'],
    [
      { service_types: ['PCD Pharma Franchise'], categories: ['Hormones'] },
      'Please choose at least one category from the list',
    ],
    [{ categories: ['Free text sent to sellers'] }, 'Please choose at least one category from the list'],
    [{ gst_number: '27AAPFU0939F1Z' }, 'Please enter a valid GST number'],
    [{ company_name: '', city: '' }, 'Please enter your company name'],
  ])('%j gives %s (first problem in form order)', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });

  it.each([
    'Evil Pharma <img src=x onerror=alert(1)><script>',
    'Evil Pharma >',
    'https://evil.example/offer',
    'Evil Pharma www.evil-pharma',
    'Call evil-pharma.in now',
    'bit.ly/free-offer Pharma',
    'ABC Remedies\nPharmaSetu: your OTP is',
    'x'.repeat(151),
  ])('refuses a company name with markup, a web address, a line break or over 150 characters: %j', (name) => {
    expect(errorOf({ ...valid, company_name: name })).toBe(
      name.length > 150
        ? 'Please enter your company name'
        : 'Please enter your company name as plain text, without < > or a web address',
    );
  });

  it.each([
    'Dr. Reddy’s Laboratories',
    'Sun Pharma Pvt.Ltd',
    'M/s A.B. Healthcare & Co.',
    'Zydus (Cadila) Ltd.',
    'J.B. Chemicals',
  ])('takes a company name as Indian companies write it: %j', (name) => {
    expect(registrationSchema.parse({ ...valid, company_name: ` ${name} ` }).company_name).toBe(name);
  });

  it('checks the GSTIN check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1AV')).toBe(false);
  });
});
