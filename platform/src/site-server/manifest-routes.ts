import type { SiteSettings } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';

/**
 * `/health` (the site and whether its manifest reads) and `/site-manifest.json`, both read on every request and never
 * cached, so a release change is seen by the next request.
 */
export async function manifestRoutes(
  app: FastifyInstance,
  { settings, readManifest }: { settings: SiteSettings; readManifest: () => Promise<string | undefined> },
) {
  app.get('/health', async (_request, reply) => {
    const manifest = await readManifest();
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', site: settings.site, manifest: manifest === undefined ? 'none' : 'ok' });
  });
  app.get('/site-manifest.json', async (_request, reply) => {
    const manifest = await readManifest();
    if (manifest === undefined)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`No site manifest for the ${settings.site} site`);
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(manifest);
  });
}
