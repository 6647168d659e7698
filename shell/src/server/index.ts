// The shell's server entry, what a site server needs to render the site's pages: the renderer and the
// dependencies a page's loader may use. The platform's site server imports it by name,
// '@pharmasetu/shell/server'.
export { pageRenderer, type RenderedPage } from './render-page';
export type { LoaderDeps } from '../routes/loader-deps';
