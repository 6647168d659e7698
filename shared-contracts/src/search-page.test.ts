import { localSiteSettings } from './local-sites';
import {
  readSearchPage,
  readSearchPageQuery,
  SEARCH_MAX_PAGE,
  searchPageHref,
  searchPageRequests,
  searchPageView,
} from './search-page';

const urls = localSiteSettings('main').urls;
const params = (s: string) => new URLSearchParams(s);

describe('readSearchPageQuery', () => {
  it('reads q, t, the 1-based page and a state name', () => {
    expect(readSearchPageQuery(params('t=Company&q=+pcd+mohali+&page=3&state=Himachal%20Pradesh'))).toEqual({
      query: 'pcd mohali',
      t: 'company',
      page: 2,
      state: 'Himachal Pradesh',
    });
  });

  it('leniently: an unknown kind is every kind, a bad page the first, a deep page the last allowed, an odd state none', () => {
    expect(readSearchPageQuery(params('t=drop&q=x&page=-4'))).toEqual({ query: 'x', t: '', page: 0 });
    expect(readSearchPageQuery(params('q=x&page=abc')).page).toBe(0);
    expect(readSearchPageQuery(params('q=x&page=99999999')).page).toBe(SEARCH_MAX_PAGE);
    for (const state of ['Punjab" OR category:"x', 'a:b', 'x'.repeat(61), 'पंजाब'])
      expect(readSearchPageQuery(params(`q=x&state=${encodeURIComponent(state)}`))).not.toHaveProperty('state');
  });
});

describe('searchPageRequests', () => {
  it("the page's hits with the state facet and filters, the kinds' counts, and a molecule tab's companies", () => {
    const [main, kinds, companies, ...rest] = searchPageRequests('pharmasetu', {
      query: 'paracetamol',
      t: 'molecule',
      page: 0,
      state: 'Punjab',
    });
    expect(main).toMatchObject({
      indexName: 'pharmasetu',
      query: 'paracetamol',
      hitsPerPage: 20,
      page: 0,
      facets: ['state'],
      filters: 'category:"molecule" AND state:"Punjab"',
    });
    expect(kinds).toMatchObject({ query: 'paracetamol', facets: ['category'], hitsPerPage: 1 });
    expect(kinds).not.toHaveProperty('filters');
    expect(companies).toMatchObject({ filters: 'category:"company"', hitsPerPage: 8 });
    expect(rest).toEqual([]);
    expect(searchPageRequests('p', { query: 'x', t: 'company', page: 0 })).toHaveLength(2);
    expect(searchPageRequests('p', { query: 'x', t: 'molecule', page: 1 })).toHaveLength(2);
  });
});

describe('readSearchPage and searchPageView', () => {
  const company = {
    objectID: 'company:acme',
    name: 'Acme Pharma',
    category: 'Company',
    slug: 'acme',
    place: 'Mohali, Punjab',
    categories: ['A', 'B', 'C', 'D'],
  };
  const answer = [
    { hits: [company, { bogus: true }], nbHits: 41, page: 1, nbPages: 3, facets: { state: { Punjab: 30, Delhi: 11 } } },
    { hits: [], nbHits: 60, facets: { category: { Company: 41, Molecule: 2, Category: 17 } } },
  ];

  it('reads the answer, dropping what is not a hit', () => {
    const data = readSearchPage(answer, { query: 'acme', t: 'company', page: 1 });
    expect(data).toEqual({
      hits: [company],
      nbHits: 41,
      page: 1,
      nbPages: 3,
      kinds: { company: 41, molecule: 2, category: 17 },
      states: { Punjab: 30, Delhi: 11 },
    });
    expect(readSearchPage([{ hits: [], nbHits: 0 }], { query: 'zz', t: '', page: 0 })).toEqual({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
    });
  });

  it('draws tabs with counts, states, rows with place, categories and an enquiry, and page links that keep the filters', () => {
    const q = { query: 'acme', t: 'company', page: 1, state: 'Punjab' };
    const v = searchPageView(q, readSearchPage(answer, q), urls);
    expect(v.tabs.map((t) => [t.label, t.href, t.current])).toEqual([
      ['Companies (41)', 'http://localhost:3000/search?t=company&q=acme&state=Punjab', true],
      ['Molecules (2)', 'http://localhost:3000/search?t=molecule&q=acme', false],
      ['Categories (17)', 'http://localhost:3000/search?t=category&q=acme', false],
    ]);
    expect(v.states!.summary).toBe('State: Punjab');
    expect(v.states!.links.map((l) => l.label)).toEqual(['All states', 'Punjab (30)', 'Delhi (11)']);
    expect(v.count).toBe('41 results in Punjab');
    expect(v.rows).toEqual([
      {
        objectID: 'company:acme',
        name: 'Acme Pharma',
        href: 'http://localhost:3200/acme',
        meta: 'Company · Mohali, Punjab',
        categories: 'A · B · C',
        enquiry: { href: 'http://localhost:3200/acme#enquiry', slug: 'acme', label: 'Send enquiry to Acme Pharma' },
      },
    ]);
    expect(v.pages).toEqual({
      label: 'Page 2 of 3',
      previous: 'http://localhost:3000/search?t=company&q=acme&state=Punjab',
      next: 'http://localhost:3000/search?t=company&q=acme&page=3&state=Punjab',
    });
    expect(searchPageHref(urls.main, { query: 'a b', t: '', page: 0 })).toBe('http://localhost:3000/search?t=&q=a%20b');
  });
});
