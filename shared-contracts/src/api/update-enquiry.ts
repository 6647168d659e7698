import type { AdditionalInput } from '../schemas/additional';
import type { CustomerInput } from '../schemas/customer';
import type { EnquiryDelivery } from './enquiry-delivery';
import type { HttpClient } from './http';

export const ENQUIRY_UPDATE_PATH = '/enquiry/update';
export interface EnquiryUpdateResponse {
  status: 'updated';
  enquiry_id: string;
  customerDataComplete: boolean;
  /** Once the enquiry is verified: what became of it (read when answering, never stored with an idempotent answer). */
  delivery?: EnquiryDelivery;
}

/** POST /enquiry/update with the customer (step 1) or additional (step 2) payload. */
export function updateEnquiry(
  client: HttpClient,
  payload: CustomerInput | Omit<AdditionalInput, 'service_type'>,
  idempotencyKey?: string,
): Promise<EnquiryUpdateResponse> {
  return client.post<EnquiryUpdateResponse>(ENQUIRY_UPDATE_PATH, payload, { idempotencyKey });
}
