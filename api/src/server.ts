// First: error reporting and request tracing (only when SENTRY_DSN is set) must start before the app loads.
import './telemetry/instrument';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { listenOptions, REPO_ROOT } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import { poolSettingsFromEnv } from './db/pool-settings';
import { seed } from './db/seed';
import { localSecret } from './lib/local-secret';
import { logOptions } from './lib/log';

/** Starts the api: database (PostgreSQL when DATABASE_URL is set, else PGlite), migrations, seed, listen. */
async function main() {
  const env = process.env;
  const pgliteDir = env.PGLITE_DIR || join(REPO_ROOT, '.data', 'pglite');
  const db = await createDatabase({
    url: env.DATABASE_URL || undefined,
    replicaUrls: (env.DATABASE_REPLICA_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    pgliteDir,
    pool: poolSettingsFromEnv(env),
  });
  await migrate(db);
  await seed(db);
  // The embedded default keeps a generated secret beside its database, so restarts keep sessions (production must set APP_SECRET).
  const embedded = !env.DATABASE_URL && !env.APP_SECRET && env.NODE_ENV !== 'production';
  const app = buildApp({
    db,
    logger: { ...logOptions('api', env), level: env.LOG_LEVEL || 'info' },
    config: embedded ? { secret: localSecret(dirname(pgliteDir)) } : undefined,
  });
  const { port, host } = listenOptions(env);
  await app.listen({ port, host });
  app.log.info(`api listening on http://localhost:${port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
