import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The header a retried post carries so that it is written once (CORS allows it, the write rules read it). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Printable ASCII, 1 to 200 characters: a client's UUID fits, and no key can grow a row or a log line much. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key when it carries a well-formed one, else undefined (absent and malformed alike). */
export function wellFormedIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && KEY.test(key) ? key : undefined;
}

/** The request's Idempotency-Key for a write: absent is fine, malformed is a 400. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  const wellFormed = wellFormedIdempotencyKey(request);
  if (wellFormed === undefined) throw new AppError(400, `Invalid ${IDEMPOTENCY_KEY_HEADER}`);
  return wellFormed;
}
