import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { matchRoute } from '@pharmasetu/shared-contracts';
import { ParamsContext } from './params-context';
import type { RouteProps } from './route';
import { useLocation } from './use-location';

/** Renders the element of the <Route> child that best matches the location, or nothing. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> => isValidElement(child));
  const match = matchRoute(routes.map((route) => route.props.path), pathname);
  if (!match) return null;
  return <ParamsContext.Provider value={match.params}>{routes[match.index]?.props.element}</ParamsContext.Provider>;
}
