import type { FastifyInstance } from 'fastify';
import { firstErrorMessage } from '@pharmasetu/shared-contracts';

/** Anything with zod's safeParse: the shared-contracts schemas, or a chooser between two of them. */
export interface Parser<T = unknown> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** Route schemas are the shared zod schemas: the parsed (normalised) value replaces the body; the first message is the error. */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const parser = schema as unknown as Parser;
    return (data: unknown) => {
      const result = parser.safeParse(data);
      if (result.success) return { value: result.data };
      return { error: Object.assign(new Error(firstErrorMessage(result.error)), { statusCode: 400 }) };
    };
  });
}
