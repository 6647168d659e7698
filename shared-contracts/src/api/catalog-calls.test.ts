import { fetchCategories } from './fetch-categories';
import { fetchCategory } from './fetch-category';
import { fetchCompany } from './fetch-company';
import { fetchCompanyDirectory, fetchFeaturedCompanies } from './fetch-featured-companies';
import { fetchMoleculeList } from './fetch-molecule-list';
import { fetchMoleculePage } from './fetch-molecule-page';
import { fetchPackages } from './fetch-packages';
import { createHttpClient } from './http';
import { postRegistration, registrationErrorMessage } from './post-registration';
import { recordingFetch } from './test-fetch';

const clientWith = (...replies: Parameters<typeof recordingFetch>) => {
  const rec = recordingFetch(...replies);
  return {
    client: createHttpClient('http://api.test', { fetch: rec.fetch, cookies: () => 'XSRF-TOKEN=t' }),
    calls: rec.calls,
  };
};

describe('catalog calls', () => {
  it('build their paths and queries: pages always send limit and offset, slugs are encoded', async () => {
    const { client, calls } = clientWith();
    await fetchCategories(client);
    await fetchCategory(client, 'pediatric-drugs', { limit: 20, offset: 40, order_by: 'rank' });
    await fetchFeaturedCompanies(client, 8);
    await fetchCompanyDirectory(client, { limit: 24, offset: 48 });
    await fetchCompany(client, 'a/b?c');
    await fetchMoleculeList(client, { limit: 100, offset: 0 });
    await fetchMoleculePage(client, 'paracetamol');
    await fetchPackages(client);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://api.test/api/catalog/categories',
      'GET http://api.test/api/catalog/categories/pediatric-drugs?limit=20&offset=40&order_by=rank',
      'GET http://api.test/api/catalog/companies?featured=1&limit=8',
      'GET http://api.test/api/catalog/companies?limit=24&offset=48&order_by=rank',
      'GET http://api.test/api/catalog/companies/a%2Fb%3Fc',
      'GET http://api.test/api/catalog/molecules?limit=100&offset=0',
      'GET http://api.test/api/catalog/molecules/paracetamol',
      'GET http://api.test/api/catalog/packages',
    ]);
  });

  it('an unknown slug rejects with the 404 and its error field', async () => {
    const { client } = clientWith({ status: 404, body: { error: 'Company not found' } });
    await expect(fetchCompany(client, 'nope')).rejects.toMatchObject({ status: 404, error: 'Company not found' });
  });

  it('postRegistration posts the form with the CSRF header; errors read the error field, else the generic text', async () => {
    const answer = {
      registration_id: 7,
      message: 'Thank you for registering. Our team will call you within one working day.',
    };
    const { client, calls } = clientWith(
      { status: 201, body: answer },
      { status: 409, body: { error: 'This mobile number is already registered' } },
      new TypeError('down'),
    );
    const form = {
      company_name: 'Sanjeevani Remedies',
      contact_name: 'Rajesh Gupta',
      mobile: '9814012345',
      country_code: 'IN',
      email: 'r@s.in',
      city: 'Mohali',
    };
    await expect(postRegistration(client, form)).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/registration',
      body: JSON.stringify(form),
    });
    expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('t');
    expect(registrationErrorMessage(await postRegistration(client, form).catch((e) => e))).toBe(
      'This mobile number is already registered',
    );
    expect(registrationErrorMessage(await postRegistration(client, form).catch((e) => e))).toBe(
      'Some unknown error has occurred. Try again later.',
    );
  });
});
