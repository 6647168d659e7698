import type { RegistrationPayload, ServiceType } from '@pharmasetu/shared-contracts';
import { slugify } from '../../seed/companies';
import type { Queryable } from '../db/database';
import { CompanyAccountsRepository } from '../repositories/company-accounts';
import { LeadNotificationsRepository } from '../repositories/lead-notifications';
import { SellerAccountsRepository } from '../repositories/seller-accounts';
import type { ListingChange } from './company-listing';
import { refreshListing } from './company-listing';

/**
 * The category pages a Join Free company appears on: its service type's own page, and the page of a chosen category
 * where the catalog has one. The choices themselves are the const-data titles a buyer's requirement names.
 */
const CATEGORY_PAGES: Record<ServiceType, { page: string; byCategory: Record<string, string> }> = {
  'PCD Pharma Franchise': {
    page: 'pharma-franchise-pcd',
    byCategory: {
      Gynaecology: 'gyne-pcd-companies',
      'Dermatology / Cosmetics': 'cosmetics-dermacare-franchise',
      Ophthalmology: 'ophthalmic-pcd-companies',
      Paediatrics: 'pediatric-drugs',
      'Ayurvedic & Herbal': 'herbal-and-ayurvedic-product',
    },
  },
  '3rd Party Manufacturing': {
    page: 'pharma-third-party-manufacturing',
    byCategory: {
      'Allopathic Formulations': 'allopathic-drug-medicine',
      'Ayurvedic & Herbal': 'ayurvedic-herbal',
      'Cosmetics & Personal Care': 'cosmetics-and-personal-care',
      'Injectables (Sterile)': 'injection-manufacturer',
    },
  },
};

export const categoryPages = (serviceTypes: readonly ServiceType[], categories: readonly string[]): string[] => [
  ...new Set(
    serviceTypes.flatMap((s) => [
      CATEGORY_PAGES[s].page,
      ...categories.flatMap((c) => CATEGORY_PAGES[s].byCategory[c] ?? []),
    ]),
  ),
];

/** The welcome a new company gets by SMS and e-mail: its dashboard, where its leads arrive, signed in with this mobile. */
function welcomeMessages(companyName: string, dashboardUrl: string) {
  return {
    sms: `PharmaSetu: welcome, ${companyName}. Your free listing is live. See your leads (sign in with this mobile): ${dashboardUrl}`,
    subject: 'Welcome to PharmaSetu: your leads dashboard',
    email: [
      `Welcome to PharmaSetu, ${companyName}.`,
      '',
      'Your mobile number is verified and your free listing is live: buyers find your company, and verified buyer requirements that match your services, categories and state reach you here.',
      '',
      `Your leads dashboard (sign in with your registered mobile number): ${dashboardUrl}`,
    ].join('\n'),
  };
}

/** Where the company is: a city picked from the list, as stored there. */
export interface Place {
  city: string;
  state: string;
}

/**
 * Join Free makes a company account, in the registration's transaction: the company (free package 5, its mobile proved
 * by the OTP the registration required), lead preferences (the chosen service types and categories, the state of its
 * city), its category pages, a seller account on the registered mobile (which signs in to the dashboard), and the
 * welcome SMS and e-mail in the notification outbox (sent after commit). The listing rule then lists it. Answers
 * null when that mobile already signs in for another company (the caller refuses the registration).
 */
export async function createCompanyAccount(
  tx: Queryable,
  registrationId: number,
  r: RegistrationPayload,
  place: Place,
  dashboardUrl: string,
): Promise<{ companyId: number; listing: ListingChange | null } | null> {
  const companies = new CompanyAccountsRepository(tx);
  const companyId = await companies.insertCompany({
    name: r.company_name,
    slug: slugify(r.company_name).slice(0, 80) || 'company',
    registrationId,
    city: place.city,
    state: place.state,
    contactPerson: r.contact_name,
  });
  await companies.addFreePackage(companyId);
  await companies.insertLeadPreferences(companyId, [...r.service_types], [place.state], [...r.categories]);
  await companies.addCategoryPages(companyId, categoryPages(r.service_types, r.categories));
  const created = await new SellerAccountsRepository(tx).create({
    companyId,
    country: r.country_code,
    isdCode: r.isd_code,
    mobile: r.mobile,
    email: r.email,
    name: r.contact_name,
  });
  if (!created) return null;
  const welcome = welcomeMessages(r.company_name, dashboardUrl);
  await new LeadNotificationsRepository(tx).queue([
    { leadId: null, channel: 'sms', to: `+${r.isd_code}${r.mobile}`, subject: null, body: welcome.sms },
    { leadId: null, channel: 'email', to: r.email, subject: welcome.subject, body: welcome.email },
  ]);
  return { companyId, listing: await refreshListing(tx, companyId) };
}
