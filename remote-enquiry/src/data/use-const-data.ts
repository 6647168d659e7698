import { emptyConstData, fetchConstData, type ConstData, type HttpClient } from '@pharmasetu/shared-contracts';
import { useMemo } from 'react';
import { useCachedList } from './use-cached-list';

const CONST_DATA_CACHE_KEY = 'enquiry_const_data';
const EMPTY = emptyConstData();

/** GET /api/const-data, cached 4 h; on failure the options stay empty (spec §8). */
export function useConstData(client: HttpClient): ConstData {
  const load = useMemo(() => () => fetchConstData(client), [client]);
  return useCachedList(CONST_DATA_CACHE_KEY, load, (d) => Object.values(d).some((list) => list.length > 0), EMPTY);
}
