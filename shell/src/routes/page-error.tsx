import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '../pages/not-found';
import { PageUnavailable } from '../pages/page-unavailable';

/** A page that could not render: the 404 page for an unknown address, else "try again" with the phone numbers. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error('[shell] the page failed to render:', error);
  return <PageUnavailable />;
}
