/**
 * An error whose message is meant for the caller: answered as { error: message } with its status. A 429 also
 * carries Retry-After: `retryAfter` whole seconds (the error handler supplies a default when it is not given).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Spec §8 server-side database error mapping (PostgreSQL SQLSTATE codes; PGlite raises the same). */
export function databaseErrorMessage(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  switch (code) {
    case '42601':
      return 'error parsing sql';
    case '42P01':
      return 'table does not exist';
    case '42703':
      return 'unkown column';
    default:
      return 'unknown error';
  }
}
