import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/db/database';

// `npm start` on a fresh clone: the data folder's parents (.data/) do not exist yet.
describe('embedded database folder', () => {
  it('creates the missing parent folders and keeps the data between openings', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pglite-folder-'));
    const dataDir = path.join(root, '.data', 'nested', 'pglite');
    try {
      const first = await createDatabase({ pgliteDir: dataDir });
      await first.query('CREATE TABLE kept (n integer)');
      await first.query('INSERT INTO kept VALUES (42)');
      await first.close();
      const again = await createDatabase({ pgliteDir: dataDir });
      expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
      await again.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
