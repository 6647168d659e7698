import type { CallbackInput } from '../schemas/callback';
import type { HttpClient } from './http';

export const CALLBACK_PATH = '/api/post-quick-enquiry';
export interface CallbackResponse {
  status: 'posted';
  id: number;
}

/** POST /api/post-quick-enquiry (spec §3 payload); a 200 is success, anything else rejects. */
export function postCallback(
  client: HttpClient,
  payload: CallbackInput,
  idempotencyKey?: string,
): Promise<CallbackResponse> {
  return client.post<CallbackResponse>(CALLBACK_PATH, payload, { idempotencyKey });
}
