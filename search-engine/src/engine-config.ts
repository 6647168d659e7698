import { DEFAULT_PORTS, LOCAL_SEARCH } from '@pharmasetu/shared-contracts';

export interface EngineConfig {
  appId: string;
  /** Search-only: may query, never write (403). */
  searchKey: string;
  /** May query and write (the indexer's key). */
  adminKey: string;
  /** Browser origins answered with Access-Control-Allow-Origin. */
  origins: string[];
}

/** The sites and the standalone remote-search page on a developer's machine. */
const LOCAL_ORIGINS = [
  DEFAULT_PORTS.MAIN_PORT,
  DEFAULT_PORTS.MOLECULE_PORT,
  DEFAULT_PORTS.COMPANY_PORT,
  DEFAULT_PORTS.SEARCH_PORT,
].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : undefined;

export function engineConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngineConfig {
  if (env.NODE_ENV === 'production' && (!env.SEARCH_ADMIN_KEY || !env.SEARCH_API_KEY)) {
    throw new Error('SEARCH_API_KEY and SEARCH_ADMIN_KEY must be set in production');
  }
  return {
    appId: env.SEARCH_APP_ID || LOCAL_SEARCH.appId,
    searchKey: env.SEARCH_API_KEY || LOCAL_SEARCH.searchKey,
    adminKey: env.SEARCH_ADMIN_KEY || LOCAL_SEARCH.adminKey,
    origins: list(env.SEARCH_ALLOWED_ORIGINS) ?? list(env.SITE_ORIGINS) ?? LOCAL_ORIGINS,
  };
}

export const engineListenOptions = (env: NodeJS.ProcessEnv = process.env) => ({
  port: Number(env.SEARCH_ENGINE_PORT) || DEFAULT_PORTS.SEARCH_ENGINE_PORT,
  host: env.SEARCH_ENGINE_HOST || '127.0.0.1',
});
