import { isEmptyVisitLog, type VisitLogInput } from '../schemas/visit-log';
import type { HttpClient } from './http';

export const VISIT_LOG_PATH = '/api/logger';
export interface VisitLogResponse {
  status: 'stored' | 'skipped';
}

/** POST /api/logger: skipped when location and url are both empty; the response is ignored, failures swallowed. */
export async function logVisit(client: HttpClient, record: VisitLogInput): Promise<void> {
  if (isEmptyVisitLog(record)) return;
  try {
    await client.post<VisitLogResponse>(VISIT_LOG_PATH, record);
  } catch {
    /* spec §8: logging failure is swallowed */
  }
}
