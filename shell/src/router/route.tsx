import type { ReactNode } from 'react';

export interface RouteProps {
  /** '/pharma', '/pharma/:slug', or '*' for anything else. */
  path: string;
  element: ReactNode;
}

/** One entry of a <Routes> table, which reads its props; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}
