import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

interface Place {
  slug: string;
  name: string;
  companies: number;
}
const CATEGORY = 'pharma-franchise-pcd';
const sum = (places: Place[]) => places.reduce((n, p) => n + p.companies, 0);

describe.each(DATABASES)('catalog places: browse by state and city (%s)', (kind) => {
  const t = useApp(kind);
  const get = async (url: string) => {
    const r = await t.visitor.get(url);
    return { status: r.statusCode, body: r.json() };
  };
  const json = async (url: string) => {
    const { status, body } = await get(url);
    expect([url, status]).toEqual([url, 200]);
    return body;
  };
  const count = async (sql: string, params: unknown[]) =>
    Number((await t.db.query<{ n: number }>(sql, params)).rows[0]!.n);
  const inCategory = (where: string, params: unknown[]) =>
    count(
      `SELECT count(*)::int AS n FROM companies c JOIN company_categories x ON x.company_id = c.id
       WHERE c.listed AND x.category_slug = $1 AND ${where}`,
      [CATEGORY, ...params],
    );

  it("a category's states come with their companies' counts (from the database), summing to the category's total", async () => {
    const all = await json(`/api/catalog/categories/${CATEGORY}?limit=24&offset=0&order_by=rank`);
    expect(all.filter).toEqual({});
    expect(all.places.cities).toEqual([]);
    const punjab = all.places.states.find((s: Place) => s.name === 'Punjab');
    expect(punjab).toEqual({ slug: 'punjab', name: 'Punjab', companies: await inCategory("c.state = 'Punjab'", []) });
    expect(punjab.companies).toBeGreaterThan(0);
    expect(sum(all.places.states)).toBe(all.total);
    const counts = all.places.states.map((s: Place) => s.companies);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('?state=punjab narrows the page and the total to Punjab, and lists its cities with counts', async () => {
    const page = await json(`/api/catalog/categories/${CATEGORY}?limit=100&offset=0&order_by=rank&state=punjab`);
    expect(page.filter).toEqual({ state: { slug: 'punjab', name: 'Punjab' } });
    expect(page.total).toBe(await inCategory("c.state = 'Punjab'", []));
    expect(page.companies.length).toBe(Math.min(100, page.total));
    expect(new Set(page.companies.map((c: { state: string }) => c.state))).toEqual(new Set(['Punjab']));
    expect(sum(page.places.cities)).toBe(page.total);
    // The states stay (the page links to the other states).
    expect(page.places.states.length).toBeGreaterThan(1);
    const mohali = page.places.cities.find((c: Place) => c.name === 'Mohali');
    expect(mohali).toEqual({
      slug: 'mohali',
      name: 'Mohali',
      companies: await inCategory("c.state = 'Punjab' AND c.city = 'Mohali'", []),
    });
    const inMohali = await json(
      `/api/catalog/categories/${CATEGORY}?limit=100&offset=0&order_by=name&state=punjab&city=mohali`,
    );
    expect(inMohali.filter).toEqual({
      state: { slug: 'punjab', name: 'Punjab' },
      city: { slug: 'mohali', name: 'Mohali' },
    });
    expect(inMohali.total).toBe(mohali.companies);
    expect(new Set(inMohali.companies.map((c: { city: string }) => c.city))).toEqual(new Set(['Mohali']));
  });

  it('pages within a state follow on without overlap', async () => {
    const base = `/api/catalog/categories/${CATEGORY}?order_by=rank&state=punjab`;
    const ten = (await json(`${base}&limit=10&offset=0`)).companies;
    const first = (await json(`${base}&limit=5&offset=0`)).companies;
    const second = (await json(`${base}&limit=5&offset=5`)).companies;
    expect([...first, ...second]).toEqual(ten);
  });

  it('an unknown state, a state without the category, a city elsewhere or without its state: 404, never 5xx', async () => {
    const empty = (
      await t.db.query<{ state: string }>(
        `SELECT DISTINCT c.state FROM companies c WHERE c.listed AND NOT EXISTS (
           SELECT 1 FROM companies d JOIN company_categories x ON x.company_id = d.id
           WHERE d.listed AND d.state = c.state AND x.category_slug = 'soft-geletin-manufacturer') LIMIT 1`,
      )
    ).rows[0];
    const cases: [string, string][] = [
      [`/api/catalog/categories/${CATEGORY}?limit=5&offset=0&state=atlantis`, 'State not found'],
      [`/api/catalog/categories/${CATEGORY}?limit=5&offset=0&state=Punjab`, 'State not found'],
      [`/api/catalog/categories/${CATEGORY}?limit=5&offset=0&state=punjab&city=baddi`, 'City not found'],
      [`/api/catalog/categories/${CATEGORY}?limit=5&offset=0&city=mohali`, 'City not found'],
      [`/api/catalog/categories/${CATEGORY}?state=${encodeURIComponent("punjab' OR '1'='1")}`, 'State not found'],
      [`/api/catalog/categories/${CATEGORY}?state=${'a'.repeat(1000)}`, 'State not found'],
      ['/api/catalog/companies?limit=5&offset=0&state=atlantis', 'State not found'],
    ];
    if (empty) {
      const slug = empty.state.toLowerCase().replace(/ /g, '-');
      cases.push([`/api/catalog/categories/soft-geletin-manufacturer?state=${slug}`, 'State not found']);
    }
    for (const [url, error] of cases)
      expect([url.slice(0, 120), await get(url)]).toEqual([url.slice(0, 120), { status: 404, body: { error } }]);
    expect(await get(`/api/catalog/categories/${CATEGORY}?state=punjab&state=haryana`)).toEqual({
      status: 400,
      body: { error: 'Invalid query' },
    });
  });

  it('the directory takes the same state and city filters, with counts, sorted by rank or name', async () => {
    const all = await json('/api/catalog/companies?limit=24&offset=0&order_by=rank');
    expect(sum(all.places.states)).toBe(all.total);
    expect(all.total).toBe(await count('SELECT count(*)::int AS n FROM companies WHERE listed', []));
    const hp = all.places.states.find((s: Place) => s.name === 'Himachal Pradesh');
    expect(hp.slug).toBe('himachal-pradesh');
    const page = await json('/api/catalog/companies?limit=200&offset=0&order_by=name&state=himachal-pradesh');
    expect(page.total).toBe(hp.companies);
    expect(new Set(page.companies.map((c: { state: string }) => c.state))).toEqual(new Set(['Himachal Pradesh']));
    const names = page.companies.map((c: { name: string }) => c.name);
    const expected = await t.db.query<{ name: string }>(
      "SELECT name FROM companies WHERE listed AND state = 'Himachal Pradesh' ORDER BY name, slug LIMIT 200",
    );
    expect(names).toEqual(expected.rows.map((r) => r.name));
    const baddi = page.places.cities.find((c: Place) => c.name === 'Baddi');
    const inBaddi = await json('/api/catalog/companies?limit=200&offset=0&state=himachal-pradesh&city=baddi');
    expect(inBaddi.total).toBe(baddi.companies);
    expect(inBaddi.filter.city).toEqual({ slug: 'baddi', name: 'Baddi' });
  });

  it('an unlisted company counts nowhere', async () => {
    const before = (await json(`/api/catalog/categories/${CATEGORY}?limit=1&offset=0&state=punjab`)).total;
    const { rows } = await t.db.query<{ id: number }>(
      `UPDATE companies SET listed = false WHERE id = (SELECT c.id FROM companies c JOIN company_categories x ON x.company_id = c.id
        WHERE c.listed AND c.state = 'Punjab' AND x.category_slug = $1 ORDER BY c.id LIMIT 1) RETURNING id`,
      [CATEGORY],
    );
    try {
      const after = await json(`/api/catalog/categories/${CATEGORY}?limit=1&offset=0&state=punjab`);
      expect(after.total).toBe(before - 1);
      expect(after.places.states.find((s: Place) => s.slug === 'punjab').companies).toBe(before - 1);
      const pages = (await json('/api/catalog/category-states')).pages;
      expect(
        pages.find((p: { category: string; state: string }) => p.category === CATEGORY && p.state === 'Punjab')
          .companies,
      ).toBe(before - 1);
    } finally {
      await t.db.query('UPDATE companies SET listed = true WHERE id = $1', [rows[0]!.id]);
    }
  });

  it('GET /api/catalog/category-states: every category × state with companies, its count and slug', async () => {
    const { pages } = await json('/api/catalog/category-states');
    const expected = await t.db.query<{ category: string; state: string; n: number }>(
      `SELECT x.category_slug AS category, c.state, count(*)::int AS n FROM companies c JOIN company_categories x ON x.company_id = c.id
       WHERE c.listed GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(pages).toHaveLength(expected.rows.length);
    expect(
      pages.map((p: { category: string; state: string; companies: number }) => [p.category, p.state, p.companies]),
    ).toEqual(expected.rows.map((r) => [r.category, r.state, Number(r.n)]));
    expect(pages).toContainEqual({
      category: CATEGORY,
      state: 'Punjab',
      state_slug: 'punjab',
      companies: expect.any(Number),
    });
  });
});
