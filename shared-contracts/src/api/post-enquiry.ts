import type { EnquiryInput } from '../schemas/enquiry';
import { HttpError, type HttpClient } from './http';

export const ENQUIRY_NEW_PATH = '/enquiry/new';
/**
 * Spec §3 enquiry post response. `enquiry_id` is the enquiry's public id (a random UUID): only the session
 * that posted it can update or verify it. A link to an earlier enquiry for the same mobile is kept by the api
 * and never answered (it would name another visitor's enquiry).
 */
export interface EnquiryPostResponse {
  customerDataComplete: boolean;
  customer_mobile: string;
  enquiry_id: string;
}
export const ENQUIRY_UNKNOWN_ERROR = 'Some unknown error has occurred. Try again later.';

/** POST /enquiry/new (spec §3 step-0 payload). */
export function postEnquiry(
  client: HttpClient,
  payload: EnquiryInput,
  idempotencyKey?: string,
): Promise<EnquiryPostResponse> {
  return client.post<EnquiryPostResponse>(ENQUIRY_NEW_PATH, payload, { idempotencyKey });
}

/** Spec §8: the response's error field, else 'Some unknown error has occurred. Try again later.' */
export function enquiryErrorMessage(error: unknown): string {
  return (error instanceof HttpError && error.error) || ENQUIRY_UNKNOWN_ERROR;
}
