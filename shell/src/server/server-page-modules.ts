import type { PageName } from '@pharmasetu/shared-contracts';
import * as companyHome from '../pages/company/company-home';
import * as companyPage from '../pages/company/company-page';
import * as dashboardHome from '../pages/dashboard/dashboard-home';
import * as dashboardLead from '../pages/dashboard/dashboard-lead';
import * as dashboardPreferences from '../pages/dashboard/dashboard-preferences';
import * as dashboardListing from '../pages/dashboard/dashboard-listing';
import * as dashboardApiAccess from '../pages/dashboard/dashboard-api-access';
import * as categoriesPage from '../pages/main/categories-page';
import * as categoryPage from '../pages/main/category-page';
import * as homePage from '../pages/main/home-page';
import * as moleculesListPage from '../pages/main/molecules-list-page';
import * as pricingPage from '../pages/main/pricing-page';
import * as registrationPage from '../pages/main/registration-page';
import * as sitePage from '../pages/main/site-page';
import * as moleculeHome from '../pages/molecule/molecule-home';
import * as moleculePage from '../pages/molecule/molecule-page';
import * as searchPage from '../pages/search-page';
import type { PageModule } from '../routes/page-modules';

/**
 * Every page, imported up front: the server renders any of them at once, and whatever runs it (tsx,
 * jest, Playwright's loader) compiles static imports, not only `import()`. Same pages as PAGE_MODULES.
 */
const MODULES: Record<PageName, PageModule> = {
  'main-home': homePage,
  'main-categories': categoriesPage,
  'main-category': categoryPage,
  'main-category-state': categoryPage,
  'main-molecules': moleculesListPage,
  'main-search': searchPage,
  'main-site-page': sitePage,
  'main-pricing': pricingPage,
  'main-registration': registrationPage,
  'company-home': companyHome,
  'company-page': companyPage,
  'molecule-home': moleculeHome,
  'molecule-page': moleculePage,
  'dashboard-home': dashboardHome,
  'dashboard-lead': dashboardLead,
  'dashboard-preferences': dashboardPreferences,
  'dashboard-listing': dashboardListing,
  'dashboard-api-access': dashboardApiAccess,
};

export const SERVER_PAGE_MODULES = Object.fromEntries(
  Object.entries(MODULES).map(([name, module]) => [name, () => Promise.resolve(module)]),
) as Record<PageName, () => Promise<PageModule>>;
