import { z } from 'zod';
import {
  CITIES_PATH,
  CONST_DATA_PATH,
  isPlainText,
  MOLECULE_SUGGEST_MIN_LENGTH,
  MOLECULES_PATH,
} from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from './context';

const citiesQuery = z.object(
  {
    input: z
      .string({ error: 'Invalid input' })
      .max(100, { error: 'Invalid input' })
      .refine(isPlainText, { error: 'Invalid input' })
      .default('')
      .transform((s) => s.trim()),
    code: z
      .string({ error: 'Invalid country code' })
      .regex(/^[A-Za-z]{2}$/, { error: 'Invalid country code' })
      .default('IN')
      .transform((s) => s.toUpperCase()),
  },
  { error: 'Invalid query' },
);
const moleculeQuery = z.object(
  {
    name: z
      .string({ error: 'Please type at least 3 characters' })
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(MOLECULE_SUGGEST_MIN_LENGTH, { error: 'Please type at least 3 characters' })
          .max(100, { error: 'Invalid name' })
          .refine(isPlainText, { error: 'Invalid name' }),
      ),
  },
  { error: 'Invalid query' },
);
const CACHE_4H = 'public, max-age=14400';

export const referenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { reference }) => {
  app.get(CONST_DATA_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reference.constData();
  });

  app.get(CITIES_PATH, { schema: { querystring: citiesQuery } }, async (request, reply) => {
    reply.header('cache-control', CACHE_4H);
    return reference.cities(request.query.code, request.query.input);
  });

  app.get(MOLECULES_PATH, { schema: { querystring: moleculeQuery } }, (request) =>
    reference.molecules(request.query.name),
  );
};
