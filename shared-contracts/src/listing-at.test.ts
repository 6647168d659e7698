import { listingSlugAt } from './listing-at';

describe('listingSlugAt: the company listing a page is about', () => {
  it("is the company page's slug on the company site", () => {
    expect(listingSlugAt('company', '/acme-pharma')).toBe('acme-pharma');
    expect(listingSlugAt('company', '/acme-pharma/')).toBe('acme-pharma');
  });

  it('is nothing on the company home, on other sites, or for a path that is no slug', () => {
    expect(listingSlugAt('company', '/')).toBeUndefined();
    expect(listingSlugAt('main', '/acme-pharma')).toBeUndefined();
    expect(listingSlugAt('molecule', '/paracetamol')).toBeUndefined();
    expect(listingSlugAt('company', '/Acme%20Pharma')).toBeUndefined();
    expect(listingSlugAt('company', '/acme/products')).toBeUndefined();
    expect(listingSlugAt('company', `/${'a'.repeat(201)}`)).toBeUndefined();
  });
});
