import { isEmptyVisitLog, type VisitLogRecord } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { VisitLogsRepository } from '../repositories/visit-logs';

/** The pages' visit logs: an empty record is answered and not stored. */
export class VisitLogService {
  constructor(private readonly db: Database) {}

  async log(record: VisitLogRecord): Promise<{ status: 'stored' | 'skipped' }> {
    if (isEmptyVisitLog(record)) return { status: 'skipped' };
    await new VisitLogsRepository(this.db).insert(record);
    return { status: 'stored' };
  }
}
