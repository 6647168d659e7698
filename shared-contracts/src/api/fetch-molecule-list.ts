import type { HttpClient } from './http';

export const CATALOG_MOLECULES_PATH = '/api/catalog/molecules';
/** A molecule as the catalog names and links it. */
export interface MoleculeRef {
  slug: string;
  name: string;
}
export interface MoleculeListQuery {
  limit: number;
  offset: number;
}
export interface MoleculeListResponse {
  molecules: MoleculeRef[];
  total: number;
}

/** GET /api/catalog/molecules?limit&offset: molecules alphabetically, one page (/pharma-molecules-list). */
export function fetchMoleculeList(client: HttpClient, page: MoleculeListQuery): Promise<MoleculeListResponse> {
  return client.get<MoleculeListResponse>(CATALOG_MOLECULES_PATH, {
    query: { limit: page.limit, offset: page.offset },
  });
}
