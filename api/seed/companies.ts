import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES } from '@pharmasetu/shared-contracts';

/** Sample companies, generated deterministically (same seed → same rows): name, slug, city, categories, rank. */
interface SampleCompany {
  name: string;
  slug: string;
  city: string;
  state: string;
  categories: string[];
  rank: number;
}

const STEMS = [
  'Aar',
  'Able',
  'Acme',
  'Adwin',
  'Akshar',
  'Alvira',
  'Amaze',
  'Ambit',
  'Apex',
  'Arogya',
  'Arvin',
  'Ascent',
  'Astra',
  'Avant',
  'Bio',
  'Blue',
  'Brio',
  'Cadmus',
  'Care',
  'Cento',
  'Civora',
  'Crest',
  'Cure',
  'Delta',
  'Derma',
  'Elder',
  'Elixir',
  'Emrald',
  'Evo',
  'Fema',
  'Fortiva',
  'Gen',
  'Glenva',
  'Globe',
  'Healora',
  'Hexora',
  'Indo',
  'Inaya',
  'Jivika',
  'Kaizen',
  'Kriti',
  'Lifeon',
  'Lumira',
  'Maxo',
  'Medi',
  'Medora',
  'Merva',
  'Micro',
  'Nova',
  'Nuvo',
  'Omni',
  'Orion',
  'Panvik',
  'Pax',
  'Prime',
  'Qure',
  'Radix',
  'Relva',
  'Rexo',
  'Sanjeevani',
  'Saffron',
  'Shiva',
  'Sigma',
  'Sunvia',
  'Synora',
  'Tas',
  'Tarvik',
  'Tri',
  'Uni',
  'Unique',
  'Vasu',
  'Vedic',
  'Velora',
  'Vista',
  'Wyncare',
  'Xeno',
  'Yash',
  'Zee',
  'Zenith',
  'Zyvora',
];
const ENDINGS = [
  '',
  'gen',
  'life',
  'med',
  'cure',
  'vita',
  'well',
  'zen',
  'ron',
  'tis',
  'lab',
  'nova',
  'care',
  'bion',
  'ova',
];
const KINDS = [
  'Pharmaceuticals',
  'Healthcare',
  'Lifesciences',
  'Biotech',
  'Remedies',
  'Formulations',
  'Laboratories',
  'Pharma',
  'Drugs & Chemicals',
  'Biosciences',
  'Organics',
  'Herbals',
  'Medicare',
  'Therapeutics',
];
const FORMS = ['Pvt Ltd', 'Pvt. Ltd.', 'Limited', 'LLP', ''];
const HUBS: ReadonlyArray<readonly [string, string]> = [
  ['Baddi', 'Himachal Pradesh'],
  ['Mohali', 'Punjab'],
  ['Chandigarh', 'Chandigarh'],
  ['Panchkula', 'Haryana'],
  ['Zirakpur', 'Punjab'],
  ['Ahmedabad', 'Gujarat'],
  ['Vadodara', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Hyderabad', 'Telangana'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Kolkata', 'West Bengal'],
  ['Delhi', 'Delhi'],
  ['Haridwar', 'Uttarakhand'],
  ['Dehradun', 'Uttarakhand'],
  ['Indore', 'Madhya Pradesh'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Ludhiana', 'Punjab'],
  ['Kala Amb', 'Himachal Pradesh'],
  ['Guwahati', 'Assam'],
  ['Patna', 'Bihar'],
];

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function sampleCompanies(count = 1200, seed = 20240601): SampleCompany[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const allCategories = [...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.slug);
  const seen = new Set<string>();
  const result: SampleCompany[] = [];
  while (result.length < count) {
    const stem = pick(STEMS);
    const brand = stem + pick(ENDINGS);
    const name = [brand, pick(KINDS), pick(FORMS)].filter(Boolean).join(' ');
    const slug = slugify(name);
    if (seen.has(slug)) continue;
    seen.add(slug);
    const manufacturer = random() < 0.35;
    const pool = manufacturer ? MANUFACTURING_CATEGORIES : FRANCHISE_CATEGORIES;
    const categories = new Set<string>([pick(pool).slug]);
    while (random() < 0.45 && categories.size < 4) categories.add(pick(allCategories));
    const [city, state] = pick(HUBS);
    result.push({ name, slug, city, state, categories: [...categories], rank: Math.floor(random() * 1000) });
  }
  return result;
}
