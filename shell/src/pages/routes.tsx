import type { SiteId } from '@pharmasetu/shared-contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from './not-found';

type Page = LazyExoticComponent<ComponentType>;

// Each page is its own chunk: a visitor downloads only the pages they open.
const main: [string, Page][] = [
  ['/', lazy(() => import('./main/home-page'))],
  ['/pharma', lazy(() => import('./main/categories-page'))],
  ['/pharma/:slug', lazy(() => import('./main/category-page'))],
  ['/pharma-molecules-list', lazy(() => import('./main/molecules-list-page'))],
  ['/search', lazy(() => import('./search-page'))],
  ['/pages/:slug', lazy(() => import('./main/site-page'))],
  ['/pricing', lazy(() => import('./main/pricing-page'))],
  ['/registration', lazy(() => import('./main/registration-page'))],
];
const company: [string, Page][] = [
  ['/', lazy(() => import('./company/company-home'))],
  ['/:slug', lazy(() => import('./company/company-page'))],
];
const molecule: [string, Page][] = [
  ['/', lazy(() => import('./molecule/molecule-home'))],
  ['/:slug', lazy(() => import('./molecule/molecule-page'))],
];
const SITE_ROUTES: Record<SiteId, [string, Page][]> = { main, company, molecule };

/** The site's pages; anything else is the 404 page. */
export function SiteRoutes({ site }: { site: SiteId }) {
  return (
    <Suspense fallback={<div css={{ minHeight: '60vh' }} aria-busy="true" />}>
      <Routes>
        {SITE_ROUTES[site].map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
