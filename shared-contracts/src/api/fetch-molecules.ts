import type { HttpClient } from './http';

export const MOLECULES_PATH = '/web/fetch-molecule';
export interface MoleculeRecord {
  name: string;
}

/** GET /web/fetch-molecule?name=: only for text longer than 2 characters (otherwise no call, no suggestions). */
export async function fetchMolecules(client: HttpClient, name: string): Promise<MoleculeRecord[]> {
  const text = name.trim();
  if (text.length <= 2) return [];
  return client.get<MoleculeRecord[]>(MOLECULES_PATH, { query: { name: text } });
}
