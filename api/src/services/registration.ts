import { REGISTRATION_MESSAGES, type RegistrationPayload } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { BuyerVerificationRepository } from '../repositories/buyer-verification';
import { CompanyAccountsRepository } from '../repositories/company-accounts';
import { RegistrationRepository } from '../repositories/registrations';
import type { ListingChange } from '../seller-leads/company-listing';
import { createCompanyAccount } from '../seller-leads/company-account';

const M = REGISTRATION_MESSAGES;

/**
 * A seller's Join Free registration. Nothing is stored unless this session proved the mobile by an SMS code (the
 * buyers' OTP routes, with their limits); that is checked first, so an e-mail's being taken is told only to someone
 * who proved a mobile. The city must be one of the list's. Then, in one transaction: the registration, the company
 * and its account (seller-leads/company-account.ts). 409 with a clear message when the mobile or the e-mail is taken.
 * Answers the registration and the company's listing change (the caller updates the search index after commit).
 */
export async function registerSeller(
  db: Database,
  registration: RegistrationPayload,
  session: string | undefined,
  dashboardUrl: string,
): Promise<{ id: number; listing: ListingChange | null }> {
  const { country_code: country, mobile } = registration;
  const proof = session ? await new BuyerVerificationRepository(db).proofOf(session, country, mobile, undefined) : null;
  if (proof !== 'sms') throw new AppError(403, M.verifyMobile);
  const place = await new CompanyAccountsRepository(db).pickedCity(country, registration.city);
  if (!place) throw new AppError(400, M.cityPicked);
  const result = await db.transaction(async (tx) => {
    const registrations = new RegistrationRepository(tx);
    if (await registrations.sellerHasEmail(registration.email)) return { conflict: 'email' as const };
    const stored = await registrations.create(registration, place);
    if ('conflict' in stored) return stored;
    const account = await createCompanyAccount(tx, stored.id, registration, place, dashboardUrl);
    if (!account) throw new AppError(409, M.mobileTaken);
    return { id: stored.id, listing: account.listing };
  });
  if ('conflict' in result) throw new AppError(409, result.conflict === 'mobile' ? M.mobileTaken : M.emailTaken);
  return result;
}
