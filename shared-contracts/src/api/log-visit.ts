import { isEmptyLogRecord, type LogRecordInput } from '../schemas/logger';
import type { HttpClient } from './http';

export const LOGGER_PATH = '/api/logger';
export interface LogResponse {
  status: 'stored' | 'skipped';
}

/** POST /api/logger: skipped when location and url are both empty; the response is ignored, failures swallowed. */
export async function logVisit(client: HttpClient, record: LogRecordInput): Promise<void> {
  if (isEmptyLogRecord(record)) return;
  try {
    await client.post<LogResponse>(LOGGER_PATH, record);
  } catch {
    /* spec §8: logging failure is swallowed */
  }
}
