import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startIndexSender, type IndexSender, type IndexSenderOptions } from './index-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search index outbox's sender, once the app is ready. */
    indexSender?: IndexSender;
  }
}

/** The outbox's sender as part of the api's lifecycle: started when the app is ready, stopped when it closes. */
async function plugin(app: FastifyInstance, options: Omit<IndexSenderOptions, 'onError'>) {
  app.decorate('indexSender', undefined);
  app.addHook('onReady', async () => {
    app.indexSender = startIndexSender({
      ...options,
      onError: (err) => app.log.warn({ err }, 'search index: queued changes not written yet, retrying'),
    });
  });
  app.addHook('onClose', async () => void (await app.indexSender?.stop()));
}

export const indexSenderPlugin = fp(plugin, { name: 'search-index-sender' });
