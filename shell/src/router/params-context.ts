import { createContext } from 'react';

/** The matched route's params, provided by Routes. */
export const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});
