import type { FastifyInstance } from 'fastify';
import { NotFoundError, type SearchEngine } from './engine';
import { ParamsError } from './params';
import type { SearchLimits } from './search-limits';
import type { SearchRecord } from './search-types';

type ObjectRoute = { Params: { indexName: string; objectID: string } };
type Body = Record<string, unknown>;

const objectBody = (body: unknown): Body => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ParamsError('The body must be an object');
  return body as Body;
};

/** getObjects: records per call, and the bounds of each request's names. */
const MAX_OBJECTS_PER_CALL = 1000;
const MAX_NAME = 512;
const MAX_ATTRIBUTES = 100;

const boundedName = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > MAX_NAME)
    throw new ParamsError(`${name} must be a string of 1 to ${MAX_NAME} characters`);
  return value;
};

function readAttributes(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_ATTRIBUTES)
    throw new ParamsError(`attributesToRetrieve must be a list of at most ${MAX_ATTRIBUTES} attribute names`);
  const attributes = value.map((a) => boundedName(a, 'attributesToRetrieve entries'));
  return attributes.includes('*') ? undefined : attributes;
}

/** One request of getObjects: its record, or null when the index or the record does not exist. */
function objectOf(engine: SearchEngine, request: unknown): SearchRecord | null {
  if (!request || typeof request !== 'object' || Array.isArray(request))
    throw new ParamsError('each request must be an object');
  const { indexName, objectID, attributesToRetrieve } = request as Body;
  const index = boundedName(indexName, 'indexName');
  const id = boundedName(objectID, 'objectID');
  const attributes = readAttributes(attributesToRetrieve);
  let record: SearchRecord | undefined;
  try {
    record = engine.index(index).get(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  if (!record || !attributes) return record ?? null;
  return Object.fromEntries([
    ['objectID', record.objectID],
    ...attributes.filter((a) => a in record).map((a) => [a, record[a]]),
  ]) as SearchRecord;
}

/** Single-record calls (saveObject, addOrUpdateObject, partialUpdateObject, deleteObject, getObject), and getObjects. */
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

  // Algolia allows getObjects to a key with the search ACL; a request past a bound refuses the whole call (400).
  app.post<{ Params: { indexName: string }; Body: { requests?: unknown } }>(
    '/1/indexes/:indexName/objects',
    search,
    async (request) => {
      if (request.params.indexName !== '*') throw new NotFoundError('Not found');
      const requests = request.body?.requests;
      if (!Array.isArray(requests)) throw new ParamsError('requests must be an array');
      if (requests.length > MAX_OBJECTS_PER_CALL)
        throw new ParamsError(`requests: at most ${MAX_OBJECTS_PER_CALL} objects per call`);
      return { results: requests.map((r) => objectOf(engine, r)) };
    },
  );

  app.get<ObjectRoute>('/1/indexes/:indexName/:objectID', search, async (request) => {
    const record = engine.index(request.params.indexName).get(request.params.objectID);
    if (!record) throw new NotFoundError('ObjectID does not exist');
    return record;
  });
}
