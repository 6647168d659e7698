import type { Queryable } from '../db/database';

/** Newsletter subscribers. */
export class NewsletterRepository {
  constructor(private readonly db: Queryable) {}

  /** Stores the address once; an address already there is left as it is (the caller cannot tell). */
  async subscribe(email: string): Promise<void> {
    await this.db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
  }
}
