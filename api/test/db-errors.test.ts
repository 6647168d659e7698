import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

describe.each(DATABASES)('database errors map to spec §8 (%s)', (kind) => {
  const t = useApp(kind);

  // Real statements against the real database, through the app's one error handler.
  const statements: Record<string, string> = {
    parse: 'SELEC name FROM molecules',
    table: 'SELECT name FROM no_such_table',
    column: 'SELECT no_such_column FROM molecules',
    other: 'SELECT 1 / 0',
  };

  it.each([
    ['parse', 'error parsing sql'],
    ['table', 'table does not exist'],
    ['column', 'unkown column'],
    ['other', 'unknown error'],
  ])('%s error → 500 { status, message: "%s" } and nothing internal', async (which, message) => {
    const { buildApp } = await import('../src/app');
    const app = buildApp({ db: t.db, env: {}, mail: [], config: { env: 'test', secret: 's' } });
    app.get('/__test/sql', () => t.db.query(statements[which]!));
    const r = await app.inject('/__test/sql');
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ status: 500, message });
    expect(r.body).not.toMatch(/molecules|no_such|SELEC|stack|at /);
    await app.close();
  });

  it('a thrown non-database error is "unknown error" too', async () => {
    const { buildApp } = await import('../src/app');
    const app = buildApp({ db: t.db, env: {}, mail: [], config: { env: 'test', secret: 's' } });
    app.get('/__test/throw', () => {
      throw new Error('secret internals /etc/passwd');
    });
    const r = await app.inject('/__test/throw');
    expect([r.statusCode, r.json()]).toEqual([500, { status: 500, message: 'unknown error' }]);
    await app.close();
  });
});
