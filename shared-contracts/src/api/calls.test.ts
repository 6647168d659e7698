import { fetchCities } from './fetch-cities';
import { emptyConstData, fetchConstData } from './fetch-const-data';
import { fetchMolecules } from './fetch-molecules';
import { generateOtp } from './generate-otp';
import { createHttpClient } from './http';
import { logVisit } from './log-visit';
import { enquiryErrorMessage, postEnquiry } from './post-enquiry';
import { postCallback } from './post-callback';
import { newsletterErrorMessage, subscribeNewsletter } from './subscribe-newsletter';
import { recordingFetch } from './test-fetch';
import { updateEnquiry } from './update-enquiry';
import { validateOtp } from './validate-otp';

const cookies = () => 'XSRF-TOKEN=t';
const clientWith = (...replies: Parameters<typeof recordingFetch>) => {
  const rec = recordingFetch(...replies);
  return { client: createHttpClient('http://api.test', { fetch: rec.fetch, cookies }), calls: rec.calls };
};

describe('one fetcher per call', () => {
  it('logVisit skips empty records and swallows failures', async () => {
    const { client, calls } = clientWith({ status: 500 });
    await logVisit(client, { location: '', url: ' ' });
    expect(calls).toHaveLength(0);
    await expect(logVisit(client, { location: 'Mohali', url: '/pharma' })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/api/logger',
      body: '{"location":"Mohali","url":"/pharma"}',
    });
  });

  it('subscribeNewsletter posts {email} and errors read the error field, else the spec text', async () => {
    const { client, calls } = clientWith(
      { status: 200, body: { message: 'ok' } },
      { status: 429, body: { error: 'Slow down' } },
      { status: 500 },
    );
    await subscribeNewsletter(client, { email: 'a@b.co' });
    expect(calls[0]!.url).toBe('http://api.test/web/footer/subscribe');
    expect(newsletterErrorMessage(await subscribeNewsletter(client, { email: 'a@b.co' }).catch((e) => e))).toBe(
      'Slow down',
    );
    expect(newsletterErrorMessage(await subscribeNewsletter(client, { email: 'a@b.co' }).catch((e) => e))).toBe(
      'Failed to subscribe to Newsletter',
    );
  });

  it('postCallback sends the payload and its idempotency key', async () => {
    const { client, calls } = clientWith({ status: 200, body: { status: 'posted', id: 3 } });
    const payload = {
      name: 'Anita',
      email: 'a@b.co',
      phone_number: '9876543210',
      type: 'PCD Pharma Franchise',
      listing_slug: '',
      country_code: 'IN',
      isd_code: '91',
    };
    await expect(postCallback(client, payload, 'key-9')).resolves.toEqual({ status: 'posted', id: 3 });
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/post-quick-enquiry', body: JSON.stringify(payload) });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('key-9');
  });

  it('fetchMolecules calls only for more than 2 characters', async () => {
    const { client, calls } = clientWith({ status: 200, body: [{ name: 'Paracetamol' }] });
    await expect(fetchMolecules(client, 'pa')).resolves.toEqual([]);
    await expect(fetchMolecules(client, 'par')).resolves.toEqual([{ name: 'Paracetamol' }]);
    expect(calls.map((c) => c.url)).toEqual(['http://api.test/web/fetch-molecule?name=par']);
  });

  it('fetchConstData fills every list, and leaves them empty on failure', async () => {
    const { client } = clientWith(
      { status: 200, body: { callTime: [{ title: 'Morning' }], junk: 1 } },
      new TypeError('down'),
    );
    const data = await fetchConstData(client);
    expect(data.callTime).toEqual([{ title: 'Morning' }]);
    expect(data.medicineTypes).toEqual([]);
    await expect(fetchConstData(client)).resolves.toEqual(emptyConstData());
  });

  it('fetchCities asks for a country and treats failure as an empty list', async () => {
    const city = { name: 'Mohali', state: 'Punjab', country_name: 'India' };
    const { client, calls } = clientWith({ status: 200, body: [city] }, { status: 503 });
    await expect(fetchCities(client, 'IN')).resolves.toEqual([city]);
    expect(calls[0]!.url).toBe('http://api.test/api/cities2?input=&code=IN');
    await expect(fetchCities(client, 'IN')).resolves.toEqual([]);
  });

  it('postEnquiry returns the answer; its errors read the error field or the spec fallback', async () => {
    const answer = {
      customerDataComplete: false,
      customer_mobile: '9876543210',
      enquiry_id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70',
    };
    const { client, calls } = clientWith(
      { status: 200, body: answer },
      { status: 400, body: { error: 'Please enter your message' } },
      new TypeError('x'),
    );
    const payload = {
      service_type: 'PCD Pharma Franchise' as const,
      mobile: '9876543210',
      message: 'I need paracetamol',
      country_code: 'IN',
      isd_code: '91',
      source: 'Website' as const,
    };
    await expect(postEnquiry(client, payload, 'k')).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      url: 'http://api.test/enquiry/new',
      headers: { 'Idempotency-Key': 'k', 'X-XSRF-TOKEN': 't' },
    });
    expect(enquiryErrorMessage(await postEnquiry(client, payload).catch((e) => e))).toBe('Please enter your message');
    expect(enquiryErrorMessage(await postEnquiry(client, payload).catch((e) => e))).toBe(
      'Some unknown error has occurred. Try again later.',
    );
  });

  it('updateEnquiry, generateOtp and validateOtp post to their paths', async () => {
    const { client, calls } = clientWith(
      { status: 200 },
      { status: 200 },
      { status: 400, body: { error: 'Invalid OTP' } },
    );
    await updateEnquiry(client, { enquiry_id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70', quantity: '20 units' }, 'u-1');
    await generateOtp(client, { mobile: '9876543210', country: 'IN', email: '', email_otp: false });
    const failure = await validateOtp(client, { otp: '123456' }).catch((e) => e);
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/enquiry/update',
      'http://api.test/enquiry/otp/generate',
      'http://api.test/enquiry/otp/validate',
    ]);
    expect(failure.error).toBe('Invalid OTP');
  });
});
