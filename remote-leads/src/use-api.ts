import { createHttpClient, type HttpClient } from '@pharmasetu/shared-contracts';
import { useMemo } from 'react';

/** The api client for the site's api address (one per address). */
export function useApi(apiBase: string): HttpClient {
  return useMemo(() => createHttpClient(apiBase), [apiBase]);
}

/** The api's `error` text when there is one, else a generic line. */
export function errorText(error: unknown): string {
  const text = (error as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text ? text : 'something went wrong.';
}
