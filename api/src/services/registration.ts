import { REGISTRATION_MESSAGES, type RegistrationPayload } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { RegistrationRepository } from '../repositories/registrations';
import { createCompanyAccount } from '../seller-leads/company-account';

/**
 * A seller's Join Free registration, in one transaction with the company's account (issue 21: the dashboard
 * signs in with this mobile). 409 with the spec's message when the mobile or the e-mail is taken.
 */
export async function registerSeller(db: Database, registration: RegistrationPayload): Promise<{ id: number }> {
  const result = await db.transaction(async (tx) => {
    const stored = await new RegistrationRepository(tx).create(registration);
    if ('id' in stored && !(await createCompanyAccount(tx, stored.id, registration)))
      throw new AppError(409, REGISTRATION_MESSAGES.mobileTaken);
    return stored;
  });
  if ('conflict' in result)
    throw new AppError(
      409,
      result.conflict === 'mobile' ? REGISTRATION_MESSAGES.mobileTaken : REGISTRATION_MESSAGES.emailTaken,
    );
  return result;
}
