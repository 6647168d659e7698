import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONST_DATA,
  FRANCHISE_CATEGORIES,
  MANUFACTURING_CATEGORIES,
  SUPPORTED_COUNTRIES,
} from '@pharmasetu/shared-contracts';
import { sampleCompanies, slugify } from '../../seed/companies';
import { LOCATIONS, locationSlug } from '../../seed/locations';
import type { Database, Queryable } from './database';
import { seedCatalog } from './seed-catalog';
import { seedSellerLeads } from './seed-seller-leads';

const SEED_DIR = join(__dirname, '..', '..', 'seed');
const SEED_MARK = 'seed:v1';

const dataLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

/** Inserts columns given as parallel arrays in one statement (unnest), so thousands of rows cost one round trip. */
async function insertColumns(tx: Queryable, table: string, columns: Record<string, unknown[]>, types: string[]) {
  const names = Object.keys(columns);
  const list = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  await tx.query(`INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${list})`, Object.values(columns));
}

/** Loads the reference data once (recorded in schema_migrations), in one transaction. */
export async function seed(db: Database, dir = SEED_DIR): Promise<boolean> {
  const [india, world, molecules] = await Promise.all(
    ['cities-in.tsv', 'cities-world.tsv', 'molecules.txt'].map((f) => readFile(join(dir, f), 'utf8').then(dataLines)),
  );
  const countryName = new Map(SUPPORTED_COUNTRIES.map((c) => [c.alpha2, c.country_name]));
  const cities = [
    ...india!.map((l) => [...l.split('\t').slice(0, 2), 'IN'] as string[]),
    ...world!.map((l) => l.split('\t')),
  ].filter((c) => c.length === 3 && countryName.has(c[2]!));
  const companies = sampleCompanies();
  const seeded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727002)');
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [SEED_MARK]);
    if (done.rows.length > 0) return false;
    const categories = [
      ...FRANCHISE_CATEGORIES.map((c) => ({ ...c, kind: 'franchise' })),
      ...MANUFACTURING_CATEGORIES.map((c) => ({ ...c, kind: 'manufacturing' })),
    ];
    await insertColumns(
      tx,
      'categories',
      {
        slug: categories.map((c) => c.slug),
        name: categories.map((c) => c.label),
        kind: categories.map((c) => c.kind),
      },
      ['text', 'text', 'text'],
    );
    await insertColumns(tx, 'locations', { slug: LOCATIONS.map(locationSlug), name: [...LOCATIONS] }, ['text', 'text']);
    const uniqueCities = [...new Map(cities.map((c) => [`${c[2]}|${c[0]}|${c[1]}`, c])).values()];
    await insertColumns(
      tx,
      'cities',
      {
        name: uniqueCities.map((c) => c[0]),
        state: uniqueCities.map((c) => c[1]),
        country_code: uniqueCities.map((c) => c[2]),
        country_name: uniqueCities.map((c) => countryName.get(c[2]!)),
      },
      ['text', 'text', 'text', 'text'],
    );
    await insertColumns(tx, 'molecules', { name: molecules!, slug: molecules!.map(slugify) }, ['text', 'text']);
    await insertColumns(
      tx,
      'companies',
      {
        name: companies.map((c) => c.name),
        slug: companies.map((c) => c.slug),
        city: companies.map((c) => c.city),
        state: companies.map((c) => c.state),
        rank: companies.map((c) => c.rank),
      },
      ['text', 'text', 'text', 'text', 'int'],
    );
    const links = companies.flatMap((c) => c.categories.map((slug) => [c.slug, slug] as const));
    await tx.query(
      `INSERT INTO company_categories (company_id, category_slug)
       SELECT c.id, l.category FROM unnest($1::text[], $2::text[]) AS l(company, category) JOIN companies c ON c.slug = l.company`,
      [links.map((l) => l[0]), links.map((l) => l[1])],
    );
    const options = Object.entries(CONST_DATA).flatMap(([list, titles]) =>
      titles.map((title, i) => [list, i, title] as const),
    );
    await insertColumns(
      tx,
      'const_options',
      { list: options.map((o) => o[0]), position: options.map((o) => o[1]), title: options.map((o) => o[2]) },
      ['text', 'int', 'text'],
    );
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [SEED_MARK]);
    return true;
  });
  const catalog = await seedCatalog(db);
  const sellers = await seedSellerLeads(db);
  return seeded || catalog || sellers;
}
