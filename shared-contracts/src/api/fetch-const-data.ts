import type { HttpClient } from './http';

export const CONST_DATA_PATH = '/api/const-data';
export interface ConstOption {
  title: string;
}
export const CONST_DATA_KEYS = [
  'enquiryType',
  'requiredWhen',
  'callTime',
  'experience',
  'profession',
  'sellingPurpose',
  'serviceForPCD',
  'serviceFor3rdPCD',
  'medicineTypes',
] as const;
export type ConstData = Record<(typeof CONST_DATA_KEYS)[number], ConstOption[]>;

export const emptyConstData = (): ConstData =>
  Object.fromEntries(CONST_DATA_KEYS.map((k) => [k, []])) as unknown as ConstData;

/** GET /api/const-data; spec §8: on failure the options stay empty. */
export async function fetchConstData(client: HttpClient): Promise<ConstData> {
  try {
    const data = await client.get<Partial<ConstData>>(CONST_DATA_PATH);
    const result = emptyConstData();
    for (const key of CONST_DATA_KEYS) if (Array.isArray(data?.[key])) result[key] = data[key]!;
    return result;
  } catch {
    return emptyConstData();
  }
}
