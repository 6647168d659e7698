import type { QuickEnquiryInput } from '../schemas/quick-enquiry';
import type { HttpClient } from './http';

export const QUICK_ENQUIRY_PATH = '/api/post-quick-enquiry';
export interface QuickEnquiryResponse {
  status: 'posted';
  id: number;
}

/** POST /api/post-quick-enquiry (spec §3 payload); a 200 is success, anything else rejects. */
export function postQuickEnquiry(
  client: HttpClient,
  payload: QuickEnquiryInput,
  idempotencyKey?: string,
): Promise<QuickEnquiryResponse> {
  return client.post<QuickEnquiryResponse>(QUICK_ENQUIRY_PATH, payload, { idempotencyKey });
}
