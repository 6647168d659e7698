import { createContext } from 'react';
import type { RouterLocation } from './location-store';

/** The location the app renders, provided by BrowserRouter. */
export const LocationContext = createContext<RouterLocation | null>(null);
