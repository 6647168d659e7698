import { placeParts } from '@pharmasetu/shared-contracts';

/** A place as routing uses it: a city and its state. */
export interface Place {
  city: string;
  state: string;
}

/** The city and state of a picked place label "City, State, Country" (the suggestions' format); null when there is none. */
export function placeOf(label: string | null | undefined): Place | null {
  const parts = placeParts(label);
  return parts ? { city: parts.city, state: parts.state } : null;
}

/** The state of a picked place label; null when there is none. */
export function stateOfPlace(label: string | null | undefined): string | null {
  return placeOf(label)?.state ?? null;
}

/** Where a requirement is to be served: the PCD area of operation for PCD, the buyer's own place otherwise. */
export function leadPlace(serviceType: string, pcdArea: string | null, buyerAddress: string | null): Place | null {
  return serviceType === 'PCD Pharma Franchise' ? (placeOf(pcdArea) ?? placeOf(buyerAddress)) : placeOf(buyerAddress);
}

/** A jsonb list of titles as stored by the requirement step (array of strings, or null). */
export function titles(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 50) : [];
}
