/** The first message of a failed zod parse: forms show one error at a time, the api answers it in `error`. */
export function firstErrorMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
