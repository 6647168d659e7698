import type { FastifyInstance } from 'fastify';
import { NotFoundError, type SearchEngine } from './engine';
import { ParamsError } from './params';
import type { SearchLimits } from './search-limits';

type ObjectRoute = { Params: { indexName: string; objectID: string } };
type Body = Record<string, unknown>;

const objectBody = (body: unknown): Body => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ParamsError('The body must be an object');
  return body as Body;
};

/** Single-record calls (saveObject, addOrUpdateObject, partialUpdateObject, deleteObject, getObject). */
export async function objectRoutes(
  app: FastifyInstance,
  { engine, limits }: { engine: SearchEngine; limits: SearchLimits },
) {
  const search = { config: { acl: 'search' as const } };
  const write = { config: { acl: 'write' as const }, bodyLimit: limits.writeBodyLimit };
  const one = (indexName: string, action: string, body: Body) => {
    const { taskID, objectIDs } = engine.batch(indexName, [{ action, body }]);
    return { taskID, objectID: objectIDs[0] ?? String(body.objectID), updatedAt: new Date().toISOString() };
  };

  app.post<{ Params: { indexName: string } }>('/1/indexes/:indexName', write, async (request, reply) => {
    const { taskID, objectID } = one(request.params.indexName, 'addObject', objectBody(request.body));
    return reply.code(201).send({ taskID, objectID, createdAt: new Date().toISOString() });
  });

  app.put<ObjectRoute>('/1/indexes/:indexName/:objectID', write, async (request) =>
    one(request.params.indexName, 'updateObject', { ...objectBody(request.body), objectID: request.params.objectID }),
  );

  app.post<ObjectRoute & { Querystring: { createIfNotExists?: string } }>(
    '/1/indexes/:indexName/:objectID/partial',
    write,
    async (request) => {
      const create = request.query.createIfNotExists !== 'false';
      const body = { ...objectBody(request.body), objectID: request.params.objectID };
      return one(request.params.indexName, create ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate', body);
    },
  );

  app.delete<ObjectRoute>('/1/indexes/:indexName/:objectID', write, async (request) => {
    const { taskID } = engine.batch(request.params.indexName, [
      { action: 'deleteObject', body: { objectID: request.params.objectID } },
    ]);
    return { taskID, deletedAt: new Date().toISOString() };
  });

  app.get<ObjectRoute>('/1/indexes/:indexName/:objectID', search, async (request) => {
    const record = engine.index(request.params.indexName).get(request.params.objectID);
    if (!record) throw new NotFoundError('ObjectID does not exist');
    return record;
  });
}
