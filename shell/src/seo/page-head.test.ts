import {
  localSiteSettings,
  type CategoryResponse,
  type CompanyDetails,
  type CompanySummary,
  type MoleculePageResponse,
} from '@pharmasetu/shared-contracts';
import { ITEM_LIST_MAX } from './json-ld';
import {
  categoryHead,
  companyHead,
  directoryHead,
  contentHead,
  homeHead,
  listHead,
  moleculeHead,
  notFoundHead,
  searchHead,
  type PageHead,
} from './page-head';

const main = localSiteSettings('main');
const companySite = localSiteSettings('company');
const moleculeSite = localSiteSettings('molecule');

const summary = (n: number): CompanySummary => ({
  slug: `company-${n}`,
  name: `Company ${n}`,
  city: 'Mohali',
  state: 'Punjab',
  rank: 100 - n,
  categories: ['Eye Drop Franchise'],
  established: 2001,
});
const category = (
  companies: CompanySummary[],
  total = companies.length,
  filter: CategoryResponse['filter'] = {},
): CategoryResponse => ({
  category: {
    slug: 'pharma-franchise-for-eye-drop',
    name: 'Eye Drop Franchise',
    kind: 'franchise',
    description: 'Eye drop franchise companies offer ophthalmic ranges. '.repeat(5),
  },
  companies,
  total,
  places: { states: [], cities: [] },
  filter,
});
const company: CompanyDetails = {
  slug: 'zenlabs-ethica',
  name: 'Zenlabs Ethica',
  city: 'Chandigarh',
  state: 'Chandigarh',
  rank: 90,
  description: 'A WHO-GMP certified PCD pharma company.',
  established: 2007,
  gst_verified: true,
  address: 'Plot 12, Industrial Area Phase 2',
  contact_person: 'R. Kumar',
  categories: [{ slug: 'pharma-franchise-pcd', name: 'PCD Pharma Franchise' }],
  products: [
    {
      name: 'Zencef 200',
      composition: 'Cefixime 200 mg',
      pack: '10 Tablets',
      form: 'Tablet',
      molecules: [{ slug: 'cefixime', name: 'Cefixime' }],
    },
  ],
};
const ofType = (head: PageHead, type: string) =>
  head.jsonLd.find((o) => (o as { '@type': string })['@type'] === type) as Record<string, unknown> | undefined;
const descriptionsFit = (head: PageHead) => expect(head.description.length).toBeLessThanOrEqual(160);

describe('page heads', () => {
  it('the main home page: title, canonical on its origin, Open Graph, WebSite with the search box and the marketplace', () => {
    const head = homeHead(main);
    expect(head.title).toBe('PCD Pharma Franchise & Third Party Manufacturing Companies in India | PharmaSetu');
    expect(head.canonical).toBe('http://localhost:3000/');
    expect(head.robots).toBeUndefined();
    expect(head.openGraph).toEqual({
      'og:type': 'website',
      'og:site_name': 'PharmaSetu',
      'og:locale': 'en_IN',
      'og:title': 'PCD Pharma Franchise & Third Party Manufacturing Companies in India',
      'og:description': head.description,
      'og:url': 'http://localhost:3000/',
    });
    expect(ofType(head, 'WebSite')).toMatchObject({
      url: 'http://localhost:3000/',
      potentialAction: { '@type': 'SearchAction', target: 'http://localhost:3000/search?q={search_term_string}' },
    });
    expect(ofType(head, 'Organization')).toMatchObject({
      name: 'PharmaSetu',
      telephone: '+91 98765 43210',
      email: 'support@pharmasetu.in',
    });
    descriptionsFit(head);
  });

  it("the company and molecule sites' homes are canonical on their own origins, without the main site's search action", () => {
    expect(homeHead(companySite).canonical).toBe('http://localhost:3200/');
    expect(homeHead(moleculeSite).canonical).toBe('http://localhost:3100/');
    expect(homeHead(moleculeSite).title).toBe('Molecules A–Z | PharmaSetu');
    expect(ofType(homeHead(companySite), 'WebSite')).not.toHaveProperty('potentialAction');
  });

  it('a canonical URL drops a trailing slash of the configured origin', () => {
    const settings = { ...main, urls: { ...main.urls, main: 'https://www.pharmasetu.in/' } };
    expect(categoryHead(settings, category([summary(1)])).canonical).toBe(
      'https://www.pharmasetu.in/pharma/pharma-franchise-for-eye-drop',
    );
  });

  it('a category: BreadcrumbList Home > Categories > category, and an ItemList of its companies on the company site', () => {
    const head = categoryHead(main, category([summary(1), summary(2)], 57));
    expect(head.title).toBe('Eye Drop Franchise | PharmaSetu');
    expect(head.canonical).toBe('http://localhost:3000/pharma/pharma-franchise-for-eye-drop');
    expect(head.description.startsWith('57 Eye Drop Franchise companies')).toBe(true);
    descriptionsFit(head);
    expect(ofType(head, 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
        { '@type': 'ListItem', position: 2, name: 'Categories', item: 'http://localhost:3000/pharma' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Eye Drop Franchise',
          item: 'http://localhost:3000/pharma/pharma-franchise-for-eye-drop',
        },
      ],
    });
    expect(ofType(head, 'ItemList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Eye Drop Franchise companies',
      numberOfItems: 57,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Company 1', url: 'http://localhost:3200/company-1' },
        { '@type': 'ListItem', position: 2, name: 'Company 2', url: 'http://localhost:3200/company-2' },
      ],
    });
  });

  it("a category's page 3 is its own page: ?page=3 in the canonical, in the title, list positions from 49", () => {
    const head = categoryHead(main, category([summary(49), summary(50)], 80), { page: 3, pageSize: 24 });
    expect(head.canonical).toBe('http://localhost:3000/pharma/pharma-franchise-for-eye-drop?page=3');
    expect(head.openGraph['og:url']).toBe(head.canonical);
    expect(head.title).toBe('Eye Drop Franchise – Page 3 | PharmaSetu');
    const positions = (ofType(head, 'ItemList')!.itemListElement as { position: number }[]).map((e) => e.position);
    expect(positions).toEqual([49, 50]);
    // The breadcrumb names the category itself, not the page.
    expect(JSON.stringify(ofType(head, 'BreadcrumbList'))).not.toContain('page=');
    expect(categoryHead(main, category([summary(1)]), { page: 1, pageSize: 24 }).canonical).not.toContain('?');
  });

  it('a category in a state is its landing page: "… in Punjab", its own canonical, breadcrumb down to the state', () => {
    const punjab = { state: { slug: 'punjab', name: 'Punjab' } };
    const head = categoryHead(main, category([summary(1)], 31, punjab), { page: 2, pageSize: 24 });
    expect(head.title).toBe('Eye Drop Franchise in Punjab – Page 2 | PharmaSetu');
    expect(head.canonical).toBe('http://localhost:3000/pharma/pharma-franchise-for-eye-drop/punjab?page=2');
    expect(head.description.startsWith('31 Eye Drop Franchise in Punjab companies')).toBe(true);
    const crumbs = (ofType(head, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]).map((c) => [
      c.name,
      c.item,
    ]);
    expect(crumbs.slice(2)).toEqual([
      ['Eye Drop Franchise', 'http://localhost:3000/pharma/pharma-franchise-for-eye-drop'],
      ['Punjab', 'http://localhost:3000/pharma/pharma-franchise-for-eye-drop/punjab'],
    ]);
    expect(ofType(head, 'ItemList')).toMatchObject({
      name: 'Eye Drop Franchise in Punjab companies',
      numberOfItems: 31,
    });
    const mohali = categoryHead(
      main,
      category([summary(1)], 4, { ...punjab, city: { slug: 'mohali', name: 'Mohali' } }),
    );
    expect(mohali.title).toBe('Eye Drop Franchise in Mohali, Punjab | PharmaSetu');
    expect(mohali.canonical).toBe('http://localhost:3000/pharma/pharma-franchise-for-eye-drop/punjab?city=mohali');
  });

  it('the directory in a state: "Pharma Companies in …", canonical with the place, breadcrumb Companies > state', () => {
    const data = {
      companies: [summary(1)],
      total: 9,
      filter: { state: { slug: 'himachal-pradesh', name: 'Himachal Pradesh' } },
    };
    const head = directoryHead(companySite, data, { page: 1, pageSize: 24 });
    expect(head.title).toBe('Pharma Companies in Himachal Pradesh | PharmaSetu');
    expect(head.canonical).toBe('http://localhost:3200/?state=himachal-pradesh');
    expect(ofType(head, 'ItemList')).toMatchObject({ numberOfItems: 9 });
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Companies', item: 'http://localhost:3200/' },
        { name: 'Himachal Pradesh', item: 'http://localhost:3200/?state=himachal-pradesh' },
      ],
    });
    const all = directoryHead(companySite, { ...data, filter: {} }, { page: 1, pageSize: 24 });
    expect(all.canonical).toBe('http://localhost:3200/');
  });

  it('a company: Organization with its postal address and founding year, no telephone it does not have', () => {
    const head = companyHead(companySite, company);
    expect(head.canonical).toBe('http://localhost:3200/zenlabs-ethica');
    expect(head.title).toBe('Zenlabs Ethica, Chandigarh | PharmaSetu');
    descriptionsFit(head);
    expect(ofType(head, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Zenlabs Ethica',
      url: 'http://localhost:3200/zenlabs-ethica',
      description: 'A WHO-GMP certified PCD pharma company.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 12, Industrial Area Phase 2',
        addressLocality: 'Chandigarh',
        addressRegion: 'Chandigarh',
        addressCountry: 'IN',
      },
      foundingDate: '2007',
    });
    expect(
      ofType(companyHead(companySite, { ...company, telephone: '+91 172 400 1234' }), 'Organization'),
    ).toMatchObject({ telephone: '+91 172 400 1234' });
    expect(
      ofType(companyHead(companySite, { ...company, address: '', established: null }), 'Organization'),
    ).toMatchObject({
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Chandigarh',
        addressRegion: 'Chandigarh',
        addressCountry: 'IN',
      },
    });
    expect(ofType(companyHead(companySite, { ...company, established: null }), 'Organization')).not.toHaveProperty(
      'foundingDate',
    );
  });

  it('a molecule: an ItemList of the companies offering it, cut at 100 entries but counting all', () => {
    const data: MoleculePageResponse = {
      molecule: { slug: 'cefixime', name: 'Cefixime' },
      companies: Array.from({ length: 150 }, (_, i) => summary(i + 1)),
    };
    const head = moleculeHead(moleculeSite, data);
    expect(head.canonical).toBe('http://localhost:3100/cefixime');
    expect(head.title).toBe('Cefixime PCD Franchise & Manufacturers | PharmaSetu');
    expect(head.description).toBe(
      '150 companies offer Cefixime for PCD franchise and third-party manufacturing. Get quotes.',
    );
    const list = ofType(head, 'ItemList')!;
    expect(list.numberOfItems).toBe(150);
    expect(list.itemListElement).toHaveLength(ITEM_LIST_MAX);
    expect((list.itemListElement as { url: string }[])[0]!.url).toBe('http://localhost:3200/company-1');
  });

  it('lists: categories on /pharma, molecules on the main list or the molecule site home, companies on the company site home', () => {
    const categories = listHead(main, 'categories', [{ slug: 'gyne-pcd-companies', name: 'Gynae PCD Companies' }]);
    expect(categories.canonical).toBe('http://localhost:3000/pharma');
    expect(ofType(categories, 'ItemList')!.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Gynae PCD Companies',
        url: 'http://localhost:3000/pharma/gyne-pcd-companies',
      },
    ]);

    const molecules = [{ slug: 'cefixime', name: 'Cefixime' }];
    const mainList = listHead(main, 'molecules', molecules, { page: 2, pageSize: 60, total: 900 });
    expect(mainList.canonical).toBe('http://localhost:3000/pharma-molecules-list?page=2');
    expect(mainList.title).toBe('Pharma Molecules List – Page 2 | PharmaSetu');
    expect(ofType(mainList, 'ItemList')).toMatchObject({
      numberOfItems: 900,
      itemListElement: [{ position: 61, url: 'http://localhost:3100/cefixime' }],
    });
    expect(listHead(moleculeSite, 'molecules', molecules).canonical).toBe('http://localhost:3100/');
    expect(listHead(moleculeSite, 'molecules', molecules).title).toBe('Molecules A–Z | PharmaSetu');

    const companies = listHead(companySite, 'companies', [summary(7)]);
    expect(companies.canonical).toBe('http://localhost:3200/');
    expect(ofType(companies, 'ItemList')).toMatchObject({
      itemListElement: [{ url: 'http://localhost:3200/company-7', name: 'Company 7' }],
    });
  });

  it('a content page: canonical at its path, BreadcrumbList Home > page', () => {
    const head = contentHead(main, { path: '/pages/about-us', title: 'About Us', description: 'Who we are.' });
    expect([head.title, head.description, head.canonical]).toEqual([
      'About Us | PharmaSetu',
      'Who we are.',
      'http://localhost:3000/pages/about-us',
    ]);
    expect(ofType(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'About Us', item: 'http://localhost:3000/pages/about-us' }],
    });
  });

  it('search results are not indexed; their canonical keeps the query that defines them, encoded', () => {
    const head = searchHead(main, { q: ' cefixime & co ', t: 'Molecule' });
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe('http://localhost:3000/search?t=Molecule&q=cefixime+%26+co');
    expect(head.title).toBe('Search results for “cefixime & co” | PharmaSetu');
    expect(head.jsonLd).toEqual([]);
    expect(searchHead(main, { q: '' }).canonical).toBe('http://localhost:3000/search');
    const long = searchHead(main, { q: 'a'.repeat(5000) });
    expect(long.title.length).toBeLessThan(120);
    descriptionsFit(long);
  });

  it('every description stays within 160 characters, however long the names and texts behind it', () => {
    const long = 'Ophthalmic and otic preparations '.repeat(30);
    const heads = [
      categoryHead(main, {
        ...category([summary(1)], 123_456),
        category: { ...category([]).category, name: long, description: long },
      }),
      companyHead(companySite, {
        ...company,
        name: long,
        description: long,
        categories: Array(40).fill({ slug: 'x', name: long }),
      }),
      moleculeHead(moleculeSite, { molecule: { slug: 'x', name: long }, companies: [] }),
      contentHead(main, { path: '/pages/x', title: long, description: long }),
      searchHead(main, { q: long }),
    ];
    for (const head of heads) {
      expect(head.description.length).toBeLessThanOrEqual(160);
      expect(head.openGraph['og:description']).toBe(head.description);
    }
  });

  it('the 404 page: noindex, no canonical, no og:url', () => {
    const head = notFoundHead(companySite);
    expect(head).toMatchObject({ title: 'Page not found | PharmaSetu', canonical: '', robots: 'noindex', jsonLd: [] });
    expect(head.openGraph).not.toHaveProperty('og:url');
  });
});
