import { z } from 'zod';
import { isPlainText, MOLECULE_SUGGEST_MIN_LENGTH } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './context';

const citiesQuery = z.object({
  input: z.string({ error: 'Invalid input' }).max(100, { error: 'Invalid input' }).refine(isPlainText, { error: 'Invalid input' }).default('').transform((s) => s.trim()),
  code: z
    .string({ error: 'Invalid country code' })
    .regex(/^[A-Za-z]{2}$/, { error: 'Invalid country code' })
    .default('IN')
    .transform((s) => s.toUpperCase()),
}, { error: 'Invalid query' });
const moleculeQuery = z.object({
  name: z
    .string({ error: 'Please type at least 3 characters' })
    .transform((s) => s.trim())
    .pipe(z.string().min(MOLECULE_SUGGEST_MIN_LENGTH, { error: 'Please type at least 3 characters' }).max(100, { error: 'Invalid name' }).refine(isPlainText, { error: 'Invalid name' })),
}, { error: 'Invalid query' });
const CACHE_4H = 'public, max-age=14400';

export async function referenceRoutes(app: FastifyInstance, { reference }: RouteDeps) {
  app.get('/api/const-data', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reference.constData();
  });

  app.get<{ Querystring: z.output<typeof citiesQuery> }>('/api/cities2', { schema: { querystring: citiesQuery } }, async (request, reply) => {
    reply.header('cache-control', CACHE_4H);
    return reference.cities(request.query.code, request.query.input);
  });

  app.get<{ Querystring: { name: string } }>('/web/fetch-molecule', { schema: { querystring: moleculeQuery } }, (request) =>
    reference.molecules(request.query.name),
  );
}
