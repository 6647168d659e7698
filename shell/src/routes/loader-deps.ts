import type { HttpClient, SearchPageData, SearchPageQuery, SiteSettings } from '@pharmasetu/shared-contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * What a page's loader may use: the site's settings and its api client (the browser's on client
 * navigation; on the server one with a time budget), and on the server only, the search engine.
 */
export interface LoaderDeps {
  settings: SiteSettings;
  api: HttpClient;
  /** The server's search (the /search page rendered with its results); absent in the browser. */
  search?: (query: SearchPageQuery) => Promise<SearchPageData>;
}

/** A page module's loader: react-router's arguments plus this site's dependencies. */
export type PageLoader<T> = (args: LoaderFunctionArgs, deps: LoaderDeps) => Promise<T>;
