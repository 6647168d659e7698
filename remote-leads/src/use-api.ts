import { createHttpClient, type HttpClient } from '@pharmasetu/shared-contracts';
import { isUnreachable } from './nav/unreachable';
import { useMemo } from 'react';

/** The api client for the site's api address (one per address). */
export function useApi(apiBase: string): HttpClient {
  return useMemo(() => createHttpClient(apiBase), [apiBase]);
}

/** The api's `error` text when there is one; that PharmaSetu is out of reach; else a generic line. */
export function errorText(error: unknown): string {
  const text = (error as { error?: unknown } | null)?.error;
  if ((typeof text !== 'string' || !text) && isUnreachable(error))
    return 'Can’t reach PharmaSetu. Please check your connection and try again.';
  return typeof text === 'string' && text ? text : 'something went wrong.';
}
