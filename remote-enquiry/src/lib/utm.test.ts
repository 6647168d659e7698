import { captureUtmSource, isCampaignVisit, storeCustomerMobile } from './utm';

beforeEach(() => localStorage.clear());

describe('utm_source and customer_mobile in localStorage', () => {
  it('keeps the landing URL utm_source, and then the visit is a campaign visit', () => {
    expect(isCampaignVisit()).toBe(false);
    captureUtmSource('https://pharmasetu.in/pharma?x=1');
    expect(localStorage.getItem('utm_source')).toBeNull();
    captureUtmSource('https://pharmasetu.in/acme?utm_source=google&utm_medium=cpc');
    expect(localStorage.getItem('utm_source')).toBe('google');
    expect(isCampaignVisit()).toBe(true);
  });

  it('a later landing without utm_source keeps the first one', () => {
    captureUtmSource('https://pharmasetu.in/?utm_source=newsletter');
    captureUtmSource('https://pharmasetu.in/pricing');
    expect(localStorage.getItem('utm_source')).toBe('newsletter');
  });

  it('stores the customer mobile under customer_mobile', () => {
    storeCustomerMobile('9876543210');
    expect(localStorage.getItem('customer_mobile')).toBe('9876543210');
  });
});
