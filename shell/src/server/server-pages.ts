import { createRequire } from 'node:module';
import type { PageName, SiteId } from '@pharmasetu/shared-contracts';
import { pageFile, type PageModule } from '../routes/page-modules';

const requireHere = createRequire(__filename);

/**
 * The server's way to a page's file, by the same rule as the browser's loadPage, with require rather than import():
 * whatever runs the server compiles TypeScript through Node's require hooks (tsx, jest, and Playwright's loader for
 * the e2e specs that start a site of their own), and a native import() of a .tsx file would bypass Playwright's.
 */
export const loadServerPage = async (site: SiteId, name: PageName): Promise<PageModule> =>
  requireHere(`../pages/${pageFile(site, name)}`) as PageModule;
