import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

/**
 * Once per run: a migrated, seeded PGlite dumped to a tar file. Each test file's PGlite then starts from it
 * (about 1 s) instead of running initdb, the migrations and the seed again (about 8 s). Made fresh every run,
 * so it is never older than the migrations and seed it was made from.
 */
export default async function makePgliteTemplate() {
  const db = await createDatabase({});
  await migrate(db);
  await seed(db);
  const file = path.join(tmpdir(), `pharmasetu-api-tests-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  await db.close();
  process.env.API_TEST_PGLITE_TEMPLATE = file;
}
