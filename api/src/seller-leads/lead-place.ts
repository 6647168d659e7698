/** The state of a picked place label "City, State, Country" (the suggestions' format); null when there is none. */
export function stateOfPlace(label: string | null | undefined): string | null {
  const parts = (label ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 3 ? parts[parts.length - 2]! : null;
}

/** Where a requirement is to be served: the PCD area of operation for PCD, the buyer's own state otherwise. */
export function leadState(serviceType: string, pcdArea: string | null, buyerAddress: string | null): string | null {
  return serviceType === 'PCD Pharma Franchise'
    ? (stateOfPlace(pcdArea) ?? stateOfPlace(buyerAddress))
    : stateOfPlace(buyerAddress);
}

/** A jsonb list of titles as stored by the requirement step (array of strings, or null). */
export function titles(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 50) : [];
}
