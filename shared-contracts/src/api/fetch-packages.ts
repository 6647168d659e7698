import type { HttpClient } from './http';

export const CATALOG_PACKAGES_PATH = '/api/catalog/packages';
export interface MembershipPackage {
  id: number;
  name: string;
  price_inr: number;
  period: string;
  features: string[];
  free: boolean;
}
export interface PackagesResponse {
  packages: MembershipPackage[];
}

/** GET /api/catalog/packages: the seller packages, cheapest first; `free` marks the free package (spec §6: id 5). */
export function fetchPackages(client: HttpClient): Promise<PackagesResponse> {
  return client.get<PackagesResponse>(CATALOG_PACKAGES_PATH);
}
