import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

interface Page {
  slugs: string[];
  next: string | null;
}

describe.each(DATABASES)('GET /api/catalog/sitemap (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 3 });
  const page = async (query: string): Promise<Page> => {
    const r = await t.visitor.get(`/api/catalog/sitemap?${query}`);
    expect([query, r.statusCode]).toEqual([query, 200]);
    return r.json();
  };
  const column = async (sql: string) => (await t.db.query<{ slug: string }>(sql)).rows.map((r) => r.slug);
  const count = async (table: string) =>
    Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

  it('pages through every company slug in slug order, each once, and says where the next page starts', async () => {
    const expected = await column('SELECT slug FROM companies ORDER BY slug');
    expect(expected).toHaveLength(1200);
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const current: Page = await page(`kind=company&limit=500${after ? `&after=${after}` : ''}`);
      pages.push(current);
      after = current.next;
    } while (after !== null && pages.length < 10);
    expect(pages.map((p) => p.slugs.length)).toEqual([500, 500, 200]);
    expect(pages.map((p) => p.next)).toEqual([pages[0]!.slugs[499], pages[1]!.slugs[499], null]);
    expect(pages.flatMap((p) => p.slugs)).toEqual(expected);
  });

  it('answers every category in one page by default, and molecules after a given slug', async () => {
    expect(await page('kind=category')).toEqual({
      slugs: await column('SELECT slug FROM categories ORDER BY slug'),
      next: null,
    });
    const molecules = await column('SELECT slug FROM molecules ORDER BY slug');
    expect(await page(`kind=molecule&after=${molecules[9]}&limit=5`)).toEqual({
      slugs: molecules.slice(10, 15),
      next: molecules[14],
    });
  });

  it('a page that ends exactly at the last slug names it as next; the page after it is empty and last', async () => {
    const categories = await column('SELECT slug FROM categories ORDER BY slug');
    const full = await page(`kind=category&limit=${categories.length}`);
    expect(full).toEqual({ slugs: categories, next: categories[categories.length - 1] });
    expect(await page(`kind=category&after=${full.next}`)).toEqual({ slugs: [], next: null });
  });

  it('is cacheable for a few minutes', async () => {
    const r = await t.visitor.get('/api/catalog/sitemap?kind=category');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    ['kind=company&limit=5001', 'Invalid limit'],
    ['kind=company&limit=0', 'Invalid limit'],
    ['kind=company&limit=-1', 'Invalid limit'],
    ['kind=company&limit=2.5', 'Invalid limit'],
    ['kind=company&limit=abc', 'Invalid limit'],
    ['kind=company&limit=1e9', 'Invalid limit'],
    ['kind=users', 'Invalid kind'],
    ['kind=companies%20WHERE%201%3D1%3B--', 'Invalid kind'],
    ['limit=5', 'Invalid kind'],
    ['kind=company&kind=molecule', 'Invalid kind'],
    [`kind=company&after=${encodeURIComponent("a'; DROP TABLE companies; --")}`, 'Invalid after'],
    [`kind=company&after=${'a'.repeat(201)}`, 'Invalid after'],
    ['kind=company&after=', 'Invalid after'],
  ])('refuses %s with 400 %s, and changes nothing', async (query, error) => {
    const before = await Promise.all(['companies', 'molecules', 'categories'].map(count));
    const r = await t.visitor.get(`/api/catalog/sitemap?${query}`);
    expect([r.statusCode, r.json()]).toEqual([400, { error }]);
    expect(r.headers['cache-control']).toBeUndefined();
    expect(await Promise.all(['companies', 'molecules', 'categories'].map(count))).toEqual(before);
  });
});
