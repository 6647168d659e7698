import type { RegistrationInput } from '../schemas/registration';
import { HttpError, type HttpClient } from './http';
import { ENQUIRY_UNKNOWN_ERROR } from './post-enquiry';

export const REGISTRATION_PATH = '/api/registration';
export interface RegistrationResponse {
  registration_id: number;
  message: string;
}

/** POST /api/registration: a seller's Join Free form; 201 with the confirmation message. */
export function postRegistration(client: HttpClient, payload: RegistrationInput): Promise<RegistrationResponse> {
  return client.post<RegistrationResponse>(REGISTRATION_PATH, payload);
}

/** The response's error field (a validation message, or the mobile or e-mail already registered), else the generic text. */
export function registrationErrorMessage(error: unknown): string {
  return (error instanceof HttpError && error.error) || ENQUIRY_UNKNOWN_ERROR;
}
