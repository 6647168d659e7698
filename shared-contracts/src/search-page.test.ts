import { localSiteSettings } from './local-sites';
import {
  readSearchPage,
  readSearchPageQuery,
  SEARCH_MAX_PAGE,
  searchPageHref,
  searchPageRequests,
} from './search-page';
import { searchPageView } from './search-page-view';

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
    expect(searchPageRequests('p', { query: 'x', t: 'company', page: 1 })).toHaveLength(2);
    expect(searchPageRequests('p', { query: 'x', t: 'molecule', page: 1 })).toHaveLength(2);
    expect(searchPageRequests('p', { query: 'x', t: '', page: 0 })).toHaveLength(2);
  });

  it("the company tab's first page also asks for the first 3 molecules and 3 categories", () => {
    const [main, , molecules, categories, ...rest] = searchPageRequests(
      'pharmasetu',
      { query: 'azithromycin tablets manufacturer', t: 'company', page: 0, state: 'Punjab' },
      { clickAnalytics: true },
    );
    expect(main).toMatchObject({ filters: 'category:"company" AND state:"Punjab"' });
    expect(molecules).toMatchObject({
      query: 'azithromycin tablets manufacturer',
      filters: 'category:"molecule"',
      hitsPerPage: 3,
      page: 0,
      clickAnalytics: true,
    });
    expect(categories).toMatchObject({ filters: 'category:"category"', hitsPerPage: 3 });
    expect(rest).toEqual([]);
  });
});

describe('a relaxed answer, its notices, the related kinds and the call to action', () => {
  const q = { query: 'gurgaon pharma company', t: 'company', page: 0 };
  const company = {
    objectID: 'c1',
    name: 'Acme Pharma',
    category: 'Company',
    slug: 'acme',
    place: 'Panchkula, Haryana',
  };
  const molecule = (i: number) => ({ objectID: `m${i}`, name: `Pharmacin ${i}`, category: 'Molecule', slug: `p-${i}` });
  const relaxedAnswer = [
    {
      hits: [company],
      nbHits: 1,
      queryAfterRemoval: 'pharma company <em>gurgaon</em>',
      appliedRules: [{ objectID: 'place' }],
      userData: [{ notice: 'No company in Gurugram yet: showing companies in Haryana' }],
    },
    { hits: [], nbHits: 1 },
    { hits: [molecule(1), molecule(2), molecule(3), molecule(4)], nbHits: 4 },
    { hits: [], nbHits: 0 },
  ];

  it('reads them from the answer', () => {
    const data = readSearchPage(relaxedAnswer, q);
    expect(data).toMatchObject({
      relaxed: { kept: 'pharma company', dropped: ['gurgaon'] },
      notices: ['No company in Gurugram yet: showing companies in Haryana'],
      related: [{ t: 'molecule', hits: [molecule(1), molecule(2), molecule(3)] }],
    });
    expect(data).not.toHaveProperty('companies');
    // A molecule tab's third result is its companies, not a related kind.
    const onMolecules = readSearchPage([relaxedAnswer[0]!, relaxedAnswer[1]!, { hits: [company], nbHits: 1 }], {
      ...q,
      t: 'molecule',
    });
    expect(onMolecules.companies).toEqual({ hits: [company], nbHits: 1 });
    expect(onMolecules).not.toHaveProperty('related');
  });

  it('draws "Showing results for" the kept words, the notices, the molecules as links and the call to action', () => {
    const v = searchPageView(q, readSearchPage(relaxedAnswer, q), urls);
    expect(v.relaxed).toEqual({ lead: 'Showing results for', words: 'pharma company' });
    expect(v.notices).toEqual(['No company in Gurugram yet: showing companies in Haryana']);
    expect(v.related).toEqual([
      {
        heading: 'Molecules for “gurgaon pharma company”',
        label: 'Molecules',
        rows: [1, 2, 3].map((i) => ({
          objectID: `m${i}`,
          name: `Pharmacin ${i}`,
          href: `http://localhost:3100/p-${i}`,
          meta: 'Molecule',
        })),
      },
    ]);
    expect(v.requirement).toEqual({
      text: 'Tell us what you need and sellers will call you back.',
      label: 'Post your requirement',
      href: 'http://localhost:3000/pages/contact-us',
      productName: 'gurgaon pharma company',
    });
  });

  it('every word made optional: the results are for some of the words; a notice alone also offers the card', () => {
    const all = [{ ...relaxedAnswer[0], queryAfterRemoval: '<em>gurgaon pharma company</em>', userData: [] }];
    expect(searchPageView(q, readSearchPage(all, q), urls).relaxed).toEqual({
      lead: 'Showing results for some of the words of',
      words: 'gurgaon pharma company',
    });
    const noticeOnly = [{ hits: [company], nbHits: 1, userData: [{ notice: 'Companies in Haryana' }] }];
    const v = searchPageView(q, readSearchPage(noticeOnly, q), urls);
    expect(v).not.toHaveProperty('relaxed');
    expect(v.requirement?.productName).toBe('gurgaon pharma company');
  });

  it('an exact answer has no call to action; an empty one says "No Result found", or that only other kinds matched', () => {
    const exact = searchPageView(q, readSearchPage([{ hits: [company], nbHits: 1 }], q), urls);
    expect(exact).not.toHaveProperty('relaxed');
    expect(exact).not.toHaveProperty('requirement');
    const nothing = searchPageView(
      q,
      readSearchPage([{ hits: [], nbHits: 0 }, { hits: [] }, { hits: [] }, { hits: [] }], q),
      urls,
    );
    expect(nothing.empty).toBe('No Result found');
    expect(nothing.requirement?.productName).toBe('gurgaon pharma company');
    const onlyMolecules = [{ hits: [], nbHits: 0 }, { hits: [] }, { hits: [molecule(1)] }, { hits: [] }];
    const v = searchPageView(q, readSearchPage(onlyMolecules, q), urls);
    expect(v.empty).toBe('No companies for “gurgaon pharma company”');
    expect(v.related?.map((r) => r.label)).toEqual(['Molecules']);
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
