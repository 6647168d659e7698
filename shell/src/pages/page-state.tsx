import type { ReactNode } from 'react';
import type { Resource } from '../data/use-resource';
import { NotFound } from './not-found';

/** Renders a page's data, or its loading (`placeholder`: the size of what will come), not-found (the 404 page) or error state. */
export function PageState<T>({ resource, children, placeholder }: { resource: Resource<T>; children: (data: T) => ReactNode; placeholder?: ReactNode }) {
  if (resource.state === 'loading') return placeholder ?? <p aria-busy="true" css={{ minHeight: 240 }}>Loading…</p>;
  if (resource.state === 'not-found') return <NotFound />;
  if (resource.state === 'error') {
    return (
      <p role="alert">
        We could not load this page ({resource.message}). Please try again in a moment.
      </p>
    );
  }
  return <>{children(resource.data)}</>;
}
