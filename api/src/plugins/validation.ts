import type { FastifyInstance } from 'fastify';
import { findUntypable, firstErrorMessage } from '@pharmasetu/shared-contracts';

/** Anything with zod's safeParse: the shared-contracts schemas, or a chooser between two of them. */
export interface Parser<T = unknown> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

export const UNTYPABLE_FALLBACK = 'Invalid characters in the request';

/**
 * Input that passed its schema but holds a control character or a lone surrogate (in a field whose rule does
 * not refuse them, or one that trimming would hide) is refused with that field's own message: the one its
 * schema gives to a value of the wrong type.
 */
function untypableMessage(parser: Parser, data: unknown): string | undefined {
  const path = findUntypable(data);
  if (!path) return undefined;
  const key = path[0];
  if (
    typeof key === 'string' &&
    data !== null &&
    typeof data === 'object' &&
    !Array.isArray(data) &&
    Object.hasOwn(data, key)
  ) {
    const again = parser.safeParse({ ...data, [key]: 0 });
    if (!again.success) return firstErrorMessage(again.error);
  }
  return UNTYPABLE_FALLBACK;
}

/**
 * Route schemas (bodies and query strings) are the shared zod schemas: the parsed (normalised) value
 * replaces the input; the first message is the error. Text holding a control character or a lone
 * surrogate never reaches a handler (PostgreSQL refuses NUL): 400 with the field's message.
 *
 * Handlers take their types from the same schemas through fastify-type-provider-zod (routes are
 * `FastifyPluginAsyncZod`), but not its compilers: its validator answers every issue with its place
 * (`body/service_type Please select…, body/mobile …`) where ours answers the first message alone, and its serializer
 * needs response schemas and took ~1.8× JSON.stringify's time on a 200-company category page (same bytes).
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const parser = schema as unknown as Parser;
    // Path parameters are only ever looked up (a slug that cannot name anything is simply not found).
    const guarded = httpPart === 'body' || httpPart === 'querystring';
    return (data: unknown) => {
      const result = parser.safeParse(data);
      const message = !result.success
        ? firstErrorMessage(result.error)
        : guarded
          ? untypableMessage(parser, data)
          : undefined;
      if (message === undefined && result.success) return { value: result.data };
      return { error: Object.assign(new Error(message), { statusCode: 400 }) };
    };
  });
}
