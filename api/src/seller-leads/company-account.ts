import { SERVICE_TYPES, type RegistrationPayload } from '@pharmasetu/shared-contracts';
import { slugify } from '../../seed/companies';
import type { Queryable } from '../db/database';
import { CompanyAccountsRepository } from '../repositories/company-accounts';
import { SellerAccountsRepository } from '../repositories/seller-accounts';

/**
 * Join Free makes a company account (issue 21): the company (free package 5), lead preferences (both service types,
 * the state of its city) and a seller account on the registered mobile, which signs in to the dashboard.
 * Answers false when that mobile already signs in for another company (the caller refuses the registration).
 */
export async function createCompanyAccount(
  tx: Queryable,
  registrationId: number,
  r: RegistrationPayload,
): Promise<boolean> {
  const companies = new CompanyAccountsRepository(tx);
  const state = await companies.stateOfCity(r.country_code, r.city);
  const companyId = await companies.insertCompany({
    name: r.company_name,
    slug: slugify(r.company_name).slice(0, 80) || 'company',
    registrationId,
    city: r.city,
    state: state ?? '',
    contactPerson: r.contact_name,
  });
  await companies.addFreePackage(companyId);
  await companies.insertLeadPreferences(companyId, [...SERVICE_TYPES], state !== null ? [state] : []);
  return new SellerAccountsRepository(tx).create({
    companyId,
    country: r.country_code,
    isdCode: r.isd_code,
    mobile: r.mobile,
    email: r.email,
    name: r.contact_name,
  });
}
