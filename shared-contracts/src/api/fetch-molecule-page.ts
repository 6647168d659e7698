import type { CompanySummary } from './company-summary';
import type { MoleculeRef } from './fetch-molecule-list';
import type { HttpClient } from './http';

export const moleculePagePath = (slug: string) => `/api/catalog/molecules/${encodeURIComponent(slug)}`;
export interface MoleculePageResponse {
  molecule: MoleculeRef;
  companies: CompanySummary[];
}

/** GET /api/catalog/molecules/{slug}: the molecule site's page, with the companies offering it, best ranked first. */
export function fetchMoleculePage(client: HttpClient, slug: string): Promise<MoleculePageResponse> {
  return client.get<MoleculePageResponse>(moleculePagePath(slug));
}
