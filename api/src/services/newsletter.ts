import { NEWSLETTER_MESSAGES } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { NewsletterRepository } from '../repositories/newsletter';

/** Newsletter subscriptions. */
export class NewsletterService {
  constructor(private readonly db: Database) {}

  /**
   * Idempotent, and it discloses nothing: an address already subscribed gets the same answer as a new one (so the
   * form cannot be used to learn who subscribed), and stays one row.
   */
  async subscribe(email: string): Promise<{ message: string }> {
    await new NewsletterRepository(this.db).subscribe(email);
    return { message: NEWSLETTER_MESSAGES.success };
  }
}
