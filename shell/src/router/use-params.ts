import { useContext } from 'react';
import { ParamsContext } from './params-context';

/** The matched route's params, decoded: `useParams().slug` for '/pharma/:slug'. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}
