import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis the limits share across api instances, tied to the app's lifecycle: the app is ready only once Redis
 * answers (or after 5 s; then the limits fail open until it does, see skipOnError), and closing the app disconnects.
 * Without a URL the limits count in the database and in memory.
 */
export function redisConnection(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(done, 5_000);
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', async () => void redis.disconnect());
  return redis;
}
