import type { FastifyPluginAsync } from 'fastify';

/** Marks a plugin as not encapsulated (what fastify-plugin does), so its hooks and decorators reach every route. */
export function global<T extends FastifyPluginAsync<any>>(plugin: T): T {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
