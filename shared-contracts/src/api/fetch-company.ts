import type { MoleculeRef } from './fetch-molecule-list';
import type { HttpClient } from './http';

export const companyPath = (slug: string) => `/api/catalog/companies/${encodeURIComponent(slug)}`;
export interface CompanyProduct {
  name: string;
  composition: string;
  pack: string;
  form: string;
  /** Set by the seller's listing; the seeded catalog names strengths in the product name. */
  strength?: string;
  molecules: MoleculeRef[];
}
export interface CompanyDetails {
  slug: string;
  name: string;
  city: string;
  state: string;
  rank: number;
  description: string;
  established: number | null;
  gst_verified: boolean;
  address: string;
  contact_person: string;
  categories: { slug: string; name: string }[];
  /** From the seller's listing: certifications held, and the places served ("State", or "City, State"). */
  certifications?: string[];
  places_served?: string[];
  products: CompanyProduct[];
}
export interface CompanyResponse {
  company: CompanyDetails;
}

/** GET /api/catalog/companies/{slug}: the company site's listing page. An unknown slug rejects with 404. */
export function fetchCompany(client: HttpClient, slug: string): Promise<CompanyResponse> {
  return client.get<CompanyResponse>(companyPath(slug));
}
