import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES } from '@pharmasetu/shared-contracts';
import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

interface Summary {
  slug: string;
  name: string;
  city: string;
  state: string;
  rank: number;
  categories: string[];
  established: number;
}
const names = (list: Summary[]) => list.map((c) => c.name);
const ranks = (list: Summary[]) => list.map((c) => c.rank);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe.each(DATABASES)('catalog api (%s)', (kind) => {
  const t = useApp(kind);
  const json = async (url: string) => {
    const r = await t.visitor.get(url);
    expect([url, r.statusCode]).toEqual([url, 200]);
    return r.json();
  };

  it('the seed gives every category companies, every company 3–15 products, and every molecule a company', async () => {
    const q = async (sql: string) => (await t.db.query<Record<string, number>>(sql)).rows[0]!;
    expect(await q('SELECT count(*)::int AS n FROM companies')).toEqual({ n: 1200 });
    expect(
      await q(
        'SELECT count(*)::int AS n FROM categories k WHERE NOT EXISTS (SELECT 1 FROM company_categories x WHERE x.category_slug = k.slug)',
      ),
    ).toEqual({ n: 0 });
    expect(
      await q(
        'SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(p.id) AS n FROM companies c LEFT JOIN company_products p ON p.company_id = c.id GROUP BY c.id) x',
      ),
    ).toEqual({ min: 3, max: 15 });
    expect(
      await q(
        'SELECT count(*)::int AS n FROM molecules m WHERE NOT EXISTS (SELECT 1 FROM company_product_molecules l WHERE l.molecule_slug = m.slug)',
      ),
    ).toEqual({ n: 0 });
    expect(
      await q(
        "SELECT count(*)::int AS n FROM companies WHERE description = '' OR address = '' OR contact_person = '' OR established IS NULL",
      ),
    ).toEqual({ n: 0 });
    const amoxyclav = (
      await t.db.query(
        "SELECT composition, pack FROM company_products WHERE name = 'Amoxicillin + Clavulanate 625 mg Tablets' LIMIT 1",
      )
    ).rows[0];
    expect(amoxyclav).toEqual({
      composition: expect.stringContaining('Amoxicillin IP 500 mg'),
      pack: expect.stringMatching(/Tablets$/),
    });
  });

  it('GET /api/catalog/categories lists the 19 categories with their company counts, cacheable', async () => {
    const r = await t.visitor.get('/api/catalog/categories');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    const { categories } = r.json();
    const expected = [...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.slug).sort();
    expect(categories.map((c: { slug: string }) => c.slug).sort()).toEqual(expected);
    const eye = categories.find((c: { slug: string }) => c.slug === 'pharma-franchise-for-eye-drop');
    const count = (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM company_categories WHERE category_slug = 'pharma-franchise-for-eye-drop'",
      )
    ).rows[0]!.n;
    expect(eye).toEqual({
      slug: 'pharma-franchise-for-eye-drop',
      name: 'Eye Drop Franchise',
      kind: 'franchise',
      companies: count,
    });
    expect(count).toBeGreaterThan(0);
  });

  describe('GET /api/catalog/categories/:slug', () => {
    const url = (query: string) => `/api/catalog/categories/injection-manufacturer?${query}`;

    it('answers the category, one page of its companies and the total', async () => {
      const page = await json(url('limit=5&offset=0&order_by=rank'));
      expect(page.category).toEqual({
        slug: 'injection-manufacturer',
        name: 'Injection Manufacturers',
        kind: 'manufacturing',
        description: expect.stringContaining('Injection manufacturers'),
      });
      const total = (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM company_categories WHERE category_slug = 'injection-manufacturer'",
        )
      ).rows[0]!.n;
      expect(page.total).toBe(total);
      expect(page.companies).toHaveLength(5);
      for (const c of page.companies) {
        expect(c).toEqual({
          slug: expect.any(String),
          name: expect.any(String),
          city: expect.any(String),
          state: expect.any(String),
          rank: expect.any(Number),
          categories: expect.arrayContaining(['Injection Manufacturers']),
          established: expect.any(Number),
        });
      }
    });

    it('order_by=rank lists the best ranked first, and pages follow on without overlap', async () => {
      const ten = (await json(url('limit=10&offset=0&order_by=rank'))).companies;
      const first = (await json(url('limit=5&offset=0&order_by=rank'))).companies;
      const second = (await json(url('limit=5&offset=5&order_by=rank'))).companies;
      expect([...first, ...second]).toEqual(ten);
      expect(descending(ranks(ten))).toBe(true);
      const best = (
        await t.db.query<{ rank: number }>(
          "SELECT max(c.rank) AS rank FROM companies c JOIN company_categories x ON x.company_id = c.id WHERE x.category_slug = 'injection-manufacturer'",
        )
      ).rows[0]!;
      expect(ten[0].rank).toBe(Number(best.rank));
    });

    it('order_by=name lists alphabetically (the database collation), title the same', async () => {
      const byName = (await json(url('limit=8&offset=3&order_by=name'))).companies;
      const expected = await t.db.query<{ name: string }>(
        "SELECT c.name FROM companies c JOIN company_categories x ON x.company_id = c.id WHERE x.category_slug = 'injection-manufacturer' ORDER BY c.name, c.slug LIMIT 8 OFFSET 3",
      );
      expect(names(byName)).toEqual(expected.rows.map((r) => r.name));
      expect((await json(url('limit=8&offset=3&order_by=title'))).companies).toEqual(byName);
    });

    it('spec §5: a negative offset means 200, so a category smaller than that answers an empty page; unknown order_by is no ordering', async () => {
      const page = await json(url('limit=5&offset=-1&order_by=rank'));
      expect(page.total).toBeLessThan(200);
      expect(page.companies).toEqual([]);
      const all = await json(url('limit=-7&offset=0&order_by=rank'));
      expect(all.companies).toHaveLength(all.total);
      const unordered = await json(url('limit=500&offset=0&order_by=created_at'));
      expect(unordered.companies.map((c: Summary) => c.slug).sort()).toEqual(
        all.companies.map((c: Summary) => c.slug).sort(),
      );
    });

    it('never answers 5xx to odd windows: huge numbers, fractions, words, repeated keys', async () => {
      for (const query of [
        'limit=1e30&offset=0',
        'limit=5&offset=99999999999999999999',
        'limit=abc&offset=1.5',
        'limit=5&offset=0&order_by=name;DROP TABLE companies',
        'order_by=',
      ]) {
        const r = await t.visitor.get(url(query));
        expect([query, r.statusCode]).toEqual([query, 200]);
      }
      expect((await json(url('limit=5&offset=99999999999999999999'))).companies).toEqual([]);
      const repeated = await t.visitor.get(url('limit=1&limit=2'));
      expect([repeated.statusCode, repeated.json()]).toEqual([400, { error: 'Invalid query' }]);
    });
  });

  it('GET /api/catalog/companies?featured=1&limit=N answers the N highest ranked', async () => {
    const { companies } = await json('/api/catalog/companies?featured=1&limit=4');
    expect(companies).toHaveLength(4);
    const top = await t.db.query<{ rank: number }>('SELECT rank FROM companies ORDER BY rank DESC LIMIT 4');
    expect(ranks(companies)).toEqual(top.rows.map((r) => Number(r.rank)));
    expect((await json('/api/catalog/companies?featured=1&limit=100000')).companies).toHaveLength(48);
  });

  it('GET /api/catalog/companies without featured pages all companies through the listing window', async () => {
    const head = (await json('/api/catalog/companies?limit=205&offset=0&order_by=name')).companies;
    const defaultOffset = (await json('/api/catalog/companies?limit=5&offset=-2&order_by=name')).companies;
    expect(defaultOffset).toEqual(head.slice(200, 205));
    expect((await json('/api/catalog/companies?limit=-1&offset=0&order_by=rank')).companies).toHaveLength(200);
  });

  it('the directory: a page of companies by rank, and how many there are in all (the featured answer has no count)', async () => {
    const count = Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]!.n);
    const second = await json('/api/catalog/companies?limit=24&offset=24&order_by=rank');
    expect(second.total).toBe(count);
    expect(second.companies).toHaveLength(24);
    const all = await json(`/api/catalog/companies?limit=48&offset=0&order_by=rank`);
    expect(second.companies).toEqual(all.companies.slice(24, 48));
    expect(await json('/api/catalog/companies?featured=1&limit=4')).not.toHaveProperty('total');
  });

  it('GET /api/catalog/companies/:slug answers the listing page: details, categories, products with molecules', async () => {
    const row = (
      await t.db.query<Record<string, unknown>>(
        'SELECT id, slug, name, city, state, rank, description, established, gst_verified, address, contact_person FROM companies ORDER BY rank DESC, slug LIMIT 1',
      )
    ).rows[0]!;
    const { company } = await json(`/api/catalog/companies/${row.slug}`);
    const { id, ...details } = row;
    expect(company).toMatchObject({ ...details, rank: Number(details.rank), established: Number(details.established) });
    const categories = await t.db.query(
      'SELECT k.slug, k.name FROM company_categories x JOIN categories k ON k.slug = x.category_slug WHERE x.company_id = $1 ORDER BY k.name',
      [id],
    );
    expect(company.categories).toEqual(categories.rows);
    const products = await t.db.query<{ name: string }>(
      'SELECT name FROM company_products WHERE company_id = $1 ORDER BY position',
      [id],
    );
    expect(company.products.map((p: { name: string }) => p.name)).toEqual(products.rows.map((p) => p.name));
    for (const product of company.products) {
      expect(product).toEqual({
        name: expect.any(String),
        composition: expect.any(String),
        pack: expect.any(String),
        form: expect.any(String),
        strength: expect.any(String),
        molecules: expect.any(Array),
      });
      expect(product.molecules.length).toBeGreaterThan(0);
      for (const m of product.molecules)
        expect(m).toEqual({ slug: expect.stringMatching(/^[a-z0-9-]+$/), name: expect.any(String) });
    }
    // The product's molecule page lists this company.
    const molecule = company.products[0].molecules[0].slug;
    const page = await json(`/api/catalog/molecules/${molecule}`);
    expect(page.companies.map((c: Summary) => c.slug)).toContain(row.slug);
  });

  it('GET /api/catalog/molecules pages the molecules alphabetically with the total', async () => {
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM molecules')).rows[0]!.n;
    const first = await json('/api/catalog/molecules?limit=20&offset=0');
    expect(first.total).toBe(total);
    expect(first.molecules).toHaveLength(20);
    expect(first.molecules[0]).toEqual({ slug: expect.any(String), name: expect.any(String) });
    const expected = await t.db.query('SELECT slug, name FROM molecules ORDER BY name LIMIT 10 OFFSET 10');
    expect((await json('/api/catalog/molecules?limit=10&offset=10')).molecules).toEqual(expected.rows);
    expect((await json(`/api/catalog/molecules?limit=50&offset=${total - 3}`)).molecules).toHaveLength(3);
  });

  it('GET /api/catalog/molecules/:slug answers the molecule and the companies offering it, best ranked first', async () => {
    const page = await json('/api/catalog/molecules/paracetamol');
    expect(page.molecule).toEqual({ slug: 'paracetamol', name: 'Paracetamol' });
    const offering = await t.db.query<{ slug: string }>(
      `SELECT DISTINCT c.slug FROM companies c JOIN company_products p ON p.company_id = c.id
       JOIN company_product_molecules l ON l.product_id = p.id WHERE l.molecule_slug = 'paracetamol'`,
    );
    expect(page.companies.map((c: Summary) => c.slug).sort()).toEqual(offering.rows.map((r) => r.slug).sort());
    expect(page.companies.length).toBeGreaterThan(10);
    expect(descending(ranks(page.companies))).toBe(true);
  });

  it('GET /api/catalog/packages answers the packages, id 5 the free one (spec §6)', async () => {
    const { packages } = await json('/api/catalog/packages');
    expect(packages).toHaveLength(5);
    expect(packages[0]).toEqual({
      id: 5,
      name: 'Free',
      price_inr: 0,
      period: 'lifetime',
      features: expect.arrayContaining(['Company listing page']),
      free: true,
    });
    expect(packages.filter((p: { free: boolean }) => p.free).map((p: { id: number }) => p.id)).toEqual([5]);
    expect(
      packages.slice(1).every((p: { price_inr: number; period: string }) => p.price_inr > 0 && p.period === 'year'),
    ).toBe(true);
  });

  it.each([
    ['/api/catalog/categories/no-such-category?limit=5&offset=0', 'Category not found'],
    ['/api/catalog/companies/no-such-company', 'Company not found'],
    ['/api/catalog/molecules/no-such-molecule', 'Molecule not found'],
    ['/api/catalog/companies/%00%27', 'Company not found'],
    ['/api/catalog/molecules/Paracetamol', 'Molecule not found'],
    [`/api/catalog/categories/${'a'.repeat(90)}--x`, 'Category not found'],
  ])('%s → 404 %s, not cached', async (url, error) => {
    const r = await t.visitor.get(url);
    expect([r.statusCode, r.json()]).toEqual([404, { error }]);
    expect(r.headers['cache-control']).toBeUndefined();
  });

  it('a slug longer than the router allows is a client error, never 5xx', async () => {
    const r = await t.visitor.get(`/api/catalog/companies/${'a'.repeat(300)}`);
    expect(r.statusCode).toBe(414);
  });
});
