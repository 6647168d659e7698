import { getInstance } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app';
import { createEmotionCache, pageNonce } from './emotion-cache';
import { composeRemotes, remoteOfError, type Composition } from './federation/compose-remotes';
import { retryOnce } from './federation/retry-once';
import { loadLazyMatches } from './routes/load-lazy-matches';
import { siteRoutes } from './routes/site-routes';
import { makeSite } from './site-context';
import { readSiteSettings } from './site-settings';
import { initErrorReporting } from './telemetry';

const settings = readSiteSettings();
// Uncaught errors (attributed to the remote whose code raised them) and failed remotes: sent when the
// settings carry a DSN (the SDK loads lazily), else logged here.
initErrorReporting(settings.errorReporting, remoteOfError);
// One quick retry for a flaky network; after that the slot's fallback shows.
getInstance()?.registerPlugins([retryOnce()]);

const site = makeSite(settings);
const routes = siteRoutes(settings.site, site);

// The page came rendered by the site's server with its data (window.__staticRouterHydrationData, read
// by createBrowserRouter) and its remotes' composition: the browser hydrates it, fetching nothing again.
// The code of the page's route came preloaded with the page; it is in before hydration, as it must be.
// Whatever happens to the composition, the page hydrates: its remote slots then show their fallbacks.
const composed = composeRemotes('/site-manifest.json').catch((error: Error): Composition => {
  console.error(`[shell] remotes could not be composed (${error.message}); every remote shows its fallback.`);
  return {};
});
Promise.all([composed, loadLazyMatches(routes, window.location)]).then(([composition]) => {
  const router = createBrowserRouter(routes);
  const app = (
    <App site={site} composition={composition} cache={createEmotionCache(pageNonce())}>
      <RouterProvider router={router} />
    </App>
  );
  const root = document.getElementById('root')!;
  // webpack's dev server serves the page without the server's rendering: render it here.
  if (window.__staticRouterHydrationData) {
    // The server's page is already painted and readable; hydrating it as a transition lets React yield to the
    // browser every few milliseconds instead of holding the main thread for the whole tree (on a cheap phone, a
    // tap or a scroll during hydration is answered at once; a tap on a part not yet hydrated hydrates it first).
    // A mismatch makes React render the page again in the browser: a bug to see in the console and in reports.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) =>
          console.error('[shell] hydration mismatch, the page was rendered again in the browser:', error),
      });
    });
  } else createRoot(root).render(app);
});
