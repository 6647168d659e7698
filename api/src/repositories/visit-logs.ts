import type { VisitLogRecord } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

/** The pages' visit logs. */
export class VisitLogsRepository {
  constructor(private readonly db: Queryable) {}

  async insert(record: VisitLogRecord): Promise<void> {
    await this.db.query('INSERT INTO visit_logs (location, url, url_type) VALUES ($1, $2, $3)', [
      record.location,
      record.url,
      record.url_type,
    ]);
  }
}
