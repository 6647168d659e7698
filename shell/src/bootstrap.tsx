import { getInstance } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { composeRemotes, remoteOfError, type Composition } from './federation/compose-remotes';
import { retryOnce } from './federation/retry-once';
import { preloadPage } from './pages/routes';
import { readSiteSettings } from './site-settings';
import { initErrorReporting } from './telemetry';

const settings = readSiteSettings();
// Uncaught errors (attributed to the remote whose code raised them) and failed remotes: sent when the
// settings carry a DSN (the SDK loads lazily), else logged here.
initErrorReporting(settings.errorReporting, remoteOfError);
// One quick retry for a flaky network; after that the slot's fallback shows.
getInstance()?.registerPlugins([retryOnce()]);

// Whatever happens to the manifest or the runtime, the shell renders: its own header and the fallbacks.
// The page the visitor landed on loads meanwhile (its chunk came preloaded with the page), so the first
// render shows it at once; if its code cannot load now, the page tries again when it renders.
const composed = composeRemotes('/site-manifest.json').catch((error: Error): Composition => {
  console.error(`[shell] remotes could not be composed (${error.message}); every remote shows its fallback.`);
  return {};
});
Promise.all([composed, preloadPage(settings.site, window.location.pathname).catch(() => undefined)]).then(([composition]) =>
  createRoot(document.getElementById('root')!).render(<App settings={settings} composition={composition} />),
);
