import {
  CITY_SUGGESTIONS_MAX,
  type CityRecord,
  type ConstOption,
  type MoleculeRecord,
} from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reference data (read from a replica when there is one). */
export class ReferenceRepository {
  constructor(private readonly db: Queryable) {}

  /** A country's cities, by name; with `input`, only those whose name or state contains it (max 10). */
  async cities(countryCode: string, input: string): Promise<CityRecord[]> {
    const pattern = input ? `%${likeEscape(input.toLowerCase())}%` : null;
    const { rows } = await this.db.query<CityRecord>(
      `SELECT name, state, country_name FROM cities
       WHERE country_code = $1 AND ($2::text IS NULL OR lower(name) LIKE $2 OR lower(state) LIKE $2)
       ORDER BY name, state LIMIT $3`,
      [countryCode, pattern, pattern ? CITY_SUGGESTIONS_MAX : 100_000],
    );
    return rows;
  }

  /** True when "name, state, country" names a city we know (a picked suggestion). */
  async isKnownPlace(label: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM cities WHERE lower(name || ', ' || state || ', ' || country_name) = lower($1) LIMIT 1`,
      [label.trim()],
    );
    return rows.length > 0;
  }

  /** Molecules whose name starts with the text first, then those containing it. */
  async molecules(text: string, limit = 20): Promise<MoleculeRecord[]> {
    const lower = likeEscape(text.toLowerCase());
    const { rows } = await this.db.query<MoleculeRecord>(
      `SELECT name FROM molecules WHERE lower(name) LIKE $1
       ORDER BY (lower(name) LIKE $2) DESC, length(name), name LIMIT $3`,
      [`%${lower}%`, `${lower}%`, limit],
    );
    return rows;
  }

  async constData(): Promise<Record<string, ConstOption[]>> {
    const { rows } = await this.db.query<{ list: string; title: string }>(
      'SELECT list, title FROM const_options ORDER BY list, position',
    );
    const result: Record<string, ConstOption[]> = {};
    for (const row of rows) (result[row.list] ??= []).push({ title: row.title });
    return result;
  }
}
