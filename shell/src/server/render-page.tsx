import type { PageName } from '@pharmasetu/shared-contracts';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '../app';
import { createEmotionCache } from '../emotion-cache';
import type { LoaderDeps } from '../routes/loader-deps';
import { NOT_FOUND_ROUTE, siteRoutes } from '../routes/site-routes';
import { loadServerPage } from './server-pages';

export type RenderedPage =
  | {
      status: number;
      /** The page's <title>, <meta> and <link> elements, for the document's <head>. */
      head: string;
      /** The root element's content: the page with its inline emotion styles and its route data script. */
      body: string;
      /** The page whose route matched (its chunk is preloaded, as hydration needs it), undefined for an unknown address. */
      page?: PageName;
    }
  | { status: number; redirect: string };

/**
 * Renders the site's pages on the server (run by platform/src/site-server/site-server.ts): react-router's static
 * handler runs the matching routes' loaders with `deps` (the api with a time budget, the search engine),
 * then the shell renders to HTML with `react-dom/server`. Remote slots render their no-JavaScript form:
 * no remote code runs here. `nonce` goes on the inline <style> and data <script> elements the render
 * writes (the site server gives a placeholder it replaces with each answer's own CSP nonce).
 */
export function pageRenderer(
  deps: LoaderDeps,
  { nonce }: { nonce?: string } = {},
): (url: string) => Promise<RenderedPage> {
  const handler = createStaticHandler(siteRoutes(deps.settings.site, deps, loadServerPage));
  const site = { settings: deps.settings, api: deps.api };
  return async (url) => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response)
      return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <App site={site} composition={{}} cache={createEmotionCache(nonce)}>
        <StaticRouterProvider router={router} context={context} {...(nonce ? { nonce } : {})} />
      </App>,
    );
    const { head, body } = splitHoisted(html);
    const last = context.matches.at(-1)?.route;
    const page = last?.path !== undefined && last.id !== NOT_FOUND_ROUTE ? (last.id as PageName) : undefined;
    return { status: context.statusCode, head, body, page };
  };
}

/** React puts the elements it hoists (<title>, <meta>, <link>) first when it renders no <head> itself. */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}
