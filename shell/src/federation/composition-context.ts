import { createContext, useContext } from 'react';
import type { Composition } from './compose-remotes';

export const CompositionContext = createContext<Composition>({});

export const useComposition = () => useContext(CompositionContext);
