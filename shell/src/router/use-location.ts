import { useContext } from 'react';
import { LocationContext } from './location-context';
import type { RouterLocation } from './location-store';

/** The location being rendered: pathname, search and hash. */
export function useLocation(): RouterLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() may be used only inside <BrowserRouter>.');
  return location;
}
