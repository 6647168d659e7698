import { firstErrorMessage } from './first-error';
import { enquirySchema } from './enquiry';

const valid = {
  service_type: 'PCD Pharma Franchise',
  mobile: '9876543210',
  country_code: 'IN',
  isd_code: '91',
  message: '  I am Interested in : Paracetamol  ',
  source: 'Website',
};
const errorOf = (body: unknown) => {
  const r = enquirySchema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('enquirySchema (spec §5 order)', () => {
  it('accepts a valid payload, trims the message and keeps the national number', () => {
    expect(enquirySchema.parse({ ...valid, mobile: '098765 43210' })).toMatchObject({
      mobile: '9876543210',
      message: 'I am Interested in : Paracetamol',
      country_code: 'IN',
      isd_code: '91',
    });
  });

  it.each([
    [{ service_type: '' }, 'Please select the service you are looking for'],
    [{ mobile: '' }, 'Please enter a valid mobile number'],
    [{ mobile: 'abc' }, 'Please enter a valid mobile number'],
    [{ mobile: '5876543210' }, 'Please enter 10 digit valid mobile number'],
    [{ mobile: '98765432' }, 'Please enter 10 digit valid mobile number'],
    [{ message: '   ' }, 'Please enter your message'],
    [{ message: 'too short' }, 'Message should be atleast 10 characters long'],
    [{ isd_code: '971' }, 'Please enter a valid mobile number'],
    [{ source: 'Email' }, 'Invalid source'],
    [{ listing_slug: 'Not A Slug' }, 'Invalid listing'],
    [{ required_when: 'Tomorrow, urgent!!' }, 'Please choose the requirement emergency from the list'],
    [{ call_time: 'After 9 PM' }, 'Please choose a call-time preference from the list'],
    [{ call_time: 42 }, 'Please choose a call-time preference from the list'],
  ])('%j gives %s', (change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });

  it('checks in the spec order: service, mobile, India digits, message, email, length', () => {
    expect(errorOf({ ...valid, service_type: 'x', mobile: '', message: '' })).toBe(
      'Please select the service you are looking for',
    );
    expect(errorOf({ ...valid, mobile: 'abc', message: '' })).toBe('Please enter a valid mobile number');
    expect(errorOf({ ...valid, mobile: '5876543210', message: '' })).toBe('Please enter 10 digit valid mobile number');
    const company = { ...valid, country_code: 'AE', isd_code: '971', mobile: '501234567', listing_slug: 'acme-pharma' };
    expect(errorOf({ ...company, message: 'short' })).toBe('Please enter a valid email');
    expect(errorOf({ ...company, message: 'short', email: 'buyer@example.ae' })).toBe(
      'Message should be atleast 10 characters long',
    );
  });

  it('keeps that order when the message key is missing or not text', () => {
    const { message: _none, ...noMessage } = valid;
    expect(errorOf({ ...noMessage, mobile: 'abc' })).toBe('Please enter a valid mobile number');
    expect(errorOf({ ...noMessage, mobile: '5876543210' })).toBe('Please enter 10 digit valid mobile number');
    expect(errorOf(noMessage)).toBe('Please enter your message');
    expect(errorOf({ ...valid, mobile: 'abc', message: 42 })).toBe('Please enter a valid mobile number');
    expect(errorOf({ ...valid, message: 42 })).toBe('Please enter your message');
    expect(errorOf({ ...valid, message: 'x'.repeat(5001) })).toBe('Please enter your message');
  });

  it('needs no email for an India mobile on a company page, nor off a company page', () => {
    expect(errorOf({ ...valid, listing_slug: 'acme-pharma' })).toBeNull();
    expect(errorOf({ ...valid, country_code: 'AE', isd_code: '971', mobile: '501234567' })).toBeNull();
  });

  it('refuses a body that is not an object', () => {
    expect(errorOf('hello')).toBe('Request body must be a JSON object');
    expect(errorOf(null)).toBe('Request body must be a JSON object');
  });
});
