import { HttpError } from '@pharmasetu/shared-contracts';
import { data } from 'react-router-dom';

/** The status of a page whose data the api could not give in time (down, slow, failing). */
export const UNAVAILABLE_STATUS = 503;

/**
 * A loader's api call: its answer, or a route error with a true status. An api 404 (unknown slug) is
 * the 404 page; anything else (down, timeout, 5xx) is the "try again" page with status 503.
 */
export async function apiData<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound();
    const reason = error instanceof Error ? error.message : String(error);
    throw data({ reason }, { status: UNAVAILABLE_STATUS });
  }
}

/** The route error that renders the 404 page with status 404. */
export const notFound = () => data({ reason: 'not found' }, { status: 404 });
