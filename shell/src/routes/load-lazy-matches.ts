import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `location` and puts what they export onto their route objects, as
 * react-router's documentation asks before hydrating a page rendered on the server: otherwise the first
 * client render would not have the page's component and would not match the server's HTML.
 */
export async function loadLazyMatches(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
