/**
 * For the sitemap tests: a fetch that answers GET /api/catalog/sitemap as the api does (keyset pages of
 * each kind's sorted slugs) and GET /api/catalog/category-states, records every call, and can be made to fail.
 */
export function fakeCatalogApi(
  slugs: Partial<Record<'category' | 'company' | 'molecule', string[]>>,
  /** GET /api/catalog/category-states: the category × state pages, as [category slug, state name, state slug]. */
  categoryStates: [string, string, string][] = [],
) {
  const calls: string[] = [];
  const state = { failing: false };
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    if (state.failing) throw new TypeError('fetch failed');
    if (url.pathname === '/api/catalog/category-states')
      return new Response(
        JSON.stringify({
          pages: categoryStates.map(([category, state, slug]) => ({ category, state, state_slug: slug, companies: 3 })),
        }),
        { status: 200 },
      );
    if (url.pathname !== '/api/catalog/sitemap') return new Response('{"error":"Not found"}', { status: 404 });
    const all = [...(slugs[url.searchParams.get('kind') as 'company'] ?? [])].sort();
    const after = url.searchParams.get('after') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 5000);
    const page = all.filter((s) => s > after).slice(0, limit);
    return new Response(JSON.stringify({ slugs: page, next: page.length === limit ? page[page.length - 1] : null }), {
      status: 200,
    });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls, state };
}
