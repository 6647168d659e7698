import { SITE_PAGES, type PageName, type SiteId } from '@pharmasetu/shared-contracts';
import type { RouteObject } from 'react-router-dom';
import { notFound } from './api-data';
import type { LoaderDeps } from './loader-deps';
import { NotFound } from '../pages/not-found';
import { loadPage } from './page-modules';
import { PageError } from './page-error';
import { RootLayout } from './root-layout';

/** The route id of the 404 route (any path no page answers). */
export const NOT_FOUND_ROUTE = 'not-found';

/**
 * The site's routes for react-router's data mode: the layout (header, footer, enquiry dialogs) around
 * every page; each page a lazy route (its own chunk) whose loader fetches its data with `deps` (on the
 * server while rendering, in the browser on client navigation). A page's route id is its page name.
 * Errors (404, the api down) render inside the layout, so the header and phone numbers always show.
 * `loadFile`: how a page's file is loaded (its chunk in the browser; the server requires it, server-pages.ts).
 */
export function siteRoutes(site: SiteId, deps: LoaderDeps, loadFile = loadPage): RouteObject[] {
  const pages = (Object.entries(SITE_PAGES[site]) as [string, PageName][]).map(([path, name]): RouteObject => ({
    id: name,
    path,
    lazy: async () => {
      const page = await loadFile(site, name);
      const load = page.loader;
      return { Component: page.default, ...(load ? { loader: (args) => load(args, deps) } : {}) };
    },
  }));
  return [
    {
      id: 'root',
      Component: RootLayout,
      // Only without the server's data (webpack's dev server): the layout shows once the first page's data is in.
      HydrateFallback: () => null,
      children: [
        {
          id: 'pages',
          ErrorBoundary: PageError,
          children: [
            ...pages,
            {
              id: NOT_FOUND_ROUTE,
              path: '*',
              // Shown by the boundary above (the loader's 404 sets the status); here for react-router's leaf check.
              Component: NotFound,
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
