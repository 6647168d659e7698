import { CONST_DATA, MANUFACTURING_CATEGORIES, SERVICE_TYPES } from '@pharmasetu/shared-contracts';
import { mulberry32 } from './companies';

/** Weekly lead quota of each package (packages in catalog-data.ts; id 5 is the free one, with a small quota). */
export const WEEKLY_LEAD_QUOTAS: Readonly<Record<number, number>> = { 5: 3, 1: 5, 2: 12, 3: 30, 4: 75 };

const STATES = [
  'Punjab',
  'Haryana',
  'Himachal Pradesh',
  'Chandigarh',
  'Delhi',
  'Uttar Pradesh',
  'Rajasthan',
  'Gujarat',
  'Maharashtra',
  'Madhya Pradesh',
  'Bihar',
  'West Bengal',
  'Tamil Nadu',
  'Karnataka',
  'Kerala',
  'Telangana',
  'Uttarakhand',
  'Assam',
];

export interface SeedCompanyRef {
  id: number;
  slug: string;
  state: string;
  categories: string[];
}
interface SellerSeed {
  company_id: number;
  package_id: number;
  service_types: string[];
  states: string[];
  categories: string[];
  medicine_types: string[];
  mobile: string;
  email: string;
}

/** A seeded company's package, lead preferences and seller account, derived from its id (same id → same row). */
export function sellerSeed(c: SeedCompanyRef): SellerSeed {
  const random = mulberry32(c.id * 7919 + 21);
  const some = (list: readonly string[], max: number) => {
    const picked = new Set<string>();
    const n = 1 + Math.floor(random() * max);
    while (picked.size < n) picked.add(list[Math.floor(random() * list.length)]!);
    return [...picked].sort();
  };
  const manufacturing = new Set(MANUFACTURING_CATEGORIES.map((m) => m.slug));
  const types = new Set<string>();
  for (const slug of c.categories) types.add(manufacturing.has(slug) ? SERVICE_TYPES[1] : SERVICE_TYPES[0]);
  if (types.size === 0) types.add(SERVICE_TYPES[0]);
  const pcd = types.has(SERVICE_TYPES[0]);
  const states = new Set([c.state, ...(random() < 0.6 ? some(STATES, 4) : [])]);
  const packageRoll = random();
  return {
    company_id: c.id,
    package_id: packageRoll < 0.7 ? 5 : 1 + Math.floor(((packageRoll - 0.7) / 0.3) * 4),
    service_types: [...types].sort(),
    states: [...states].sort(),
    categories: random() < 0.3 ? [] : some(CONST_DATA[pcd ? 'serviceForPCD' : 'serviceFor3rdPCD'], 3),
    medicine_types: random() < 0.3 ? [] : some(CONST_DATA.medicineTypes, 6),
    mobile: `97${String(c.id).padStart(8, '0')}`,
    email: `${c.slug.slice(0, 60)}@sellers.pharmasetu.in`,
  };
}
