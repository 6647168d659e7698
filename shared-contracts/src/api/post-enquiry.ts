import type { Step0Input } from '../schemas/step0';
import { HttpError, type HttpClient } from './http';

export const ENQUIRY_NEW_PATH = '/enquiry/new';
export interface EnquiryPostResponse {
  customerDataComplete: boolean;
  customer_mobile: string;
  enquiry_id: number;
  /** A second enquiry for the same mobile and service within 24 hours is linked to the first. */
  duplicate: boolean;
  duplicate_of: number | null;
}
export const ENQUIRY_UNKNOWN_ERROR = 'Some unknown error has occurred. Try again later.';

/** POST /enquiry/new (spec §3 step-0 payload). */
export function postEnquiry(client: HttpClient, payload: Step0Input, idempotencyKey?: string): Promise<EnquiryPostResponse> {
  return client.post<EnquiryPostResponse>(ENQUIRY_NEW_PATH, payload, { idempotencyKey });
}

/** Spec §8: the response's error field, else 'Some unknown error has occurred. Try again later.' */
export function enquiryErrorMessage(error: unknown): string {
  return (error instanceof HttpError && error.error) || ENQUIRY_UNKNOWN_ERROR;
}
