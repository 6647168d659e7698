import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES } from '@pharmasetu/shared-contracts';
import { FIRST_NAMES, HUB_AREAS, LAST_NAMES } from './catalog-data';
import { mulberry32 } from './companies';
import { combinationProducts, poolOf, singleProduct, type Pool, type ProductLine } from './products';

/**
 * Catalog details for the sample companies, generated deterministically: each company's details from its
 * slug (so they do not depend on row order), its 3–15 products from the molecule list, and then every molecule
 * no company offers yet given to a company of a fitting kind, so every molecule page has at least one company.
 */
export interface CatalogCompany {
  slug: string;
  name: string;
  city: string;
  state: string;
  categories: string[];
}
export interface CompanyDetails {
  slug: string;
  description: string;
  established: number;
  gst_verified: boolean;
  address: string;
  contact_person: string;
}
export interface CompanyProduct extends ProductLine {
  company: string;
  position: number;
}

export const PRODUCTS_PER_COMPANY = { min: 3, max: 15 } as const;

const CATEGORY_POOLS: Record<string, Pool> = {
  'pharma-franchise-for-eye-drop': 'eye',
  'ophthalmic-pcd-companies': 'eye',
  'pharma-franchise-for-injection': 'injection',
  'injection-manufacturer': 'injection',
  'cosmetics-dermacare-franchise': 'topical',
  'cosmetics-dermacare': 'topical',
  'cosmetics-and-personal-care': 'topical',
  'herbal-and-ayurvedic-product': 'herbal',
  'ayurvedic-herbal': 'herbal',
  'soft-geletin-manufacturer': 'softgel',
};
const LABELS = new Map([...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => [c.slug, c.label]));
const MANUFACTURING = new Set(MANUFACTURING_CATEGORIES.map((c) => c.slug));

const hash = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
const poolsOf = (company: CatalogCompany): Pool[] => [
  ...new Set(company.categories.map((c) => CATEGORY_POOLS[c] ?? 'oral')),
];

function details(company: CatalogCompany, random: () => number, productNames: string[]): CompanyDetails {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const established = 1985 + Math.floor(random() * 38);
  const manufacturer = company.categories.some((c) => MANUFACTURING.has(c));
  const what = manufacturer ? 'pharmaceutical manufacturer' : 'PCD pharma franchise company';
  const labels = company.categories.map((c) => LABELS.get(c) ?? c);
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  const range = productNames.slice(0, 3).join(', ');
  const gstVerified = random() < 0.7;
  const area = HUB_AREAS[company.city] ? pick(HUB_AREAS[company.city]!) : 'Industrial Area';
  return {
    slug: company.slug,
    established,
    gst_verified: gstVerified,
    address: `Plot No. ${1 + Math.floor(random() * 250)}, ${area}, ${company.city}, ${company.state}`,
    contact_person: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
    description:
      `${company.name} is a ${company.city}-based ${what} established in ${established}, listed under ${listed}. ` +
      `Its range includes ${range}${productNames.length > 3 ? ` and ${productNames.length - 3} more products` : ''}, ` +
      `made in ${manufacturer ? 'its own' : 'partner'} WHO-GMP certified facilities` +
      (manufacturer
        ? ' with third-party manufacturing for brand owners.'
        : ', with franchise and monopoly rights for distributors.'),
  };
}

export function generateCatalog(
  companies: readonly CatalogCompany[],
  molecules: readonly string[],
): { details: CompanyDetails[]; products: CompanyProduct[] } {
  const byPool = new Map<Pool, ProductLine[]>();
  molecules.forEach((m, i) => {
    const line = singleProduct(m, i);
    const pool = poolOf(m);
    byPool.set(pool, [...(byPool.get(pool) ?? []), line]);
  });
  const combinations = combinationProducts(new Set(molecules));
  const all = [...byPool.values()].flat();

  const lines = new Map<string, ProductLine[]>();
  for (const company of companies) {
    const random = mulberry32(hash(company.slug));
    const pools = poolsOf(company);
    const count =
      PRODUCTS_PER_COMPANY.min + Math.floor(random() * (PRODUCTS_PER_COMPANY.max - PRODUCTS_PER_COMPANY.min + 1));
    const chosen = new Map<string, ProductLine>();
    for (let tries = 0; chosen.size < count && tries < count * 10; tries++) {
      const roll = random();
      const from =
        roll < 0.15 && combinations.length
          ? combinations
          : roll < 0.75
            ? (byPool.get(pools[Math.floor(random() * pools.length)]!) ?? all)
            : all;
      const line = from[Math.floor(random() * from.length)]!;
      chosen.set(line.name, line);
    }
    lines.set(company.slug, [...chosen.values()]);
  }

  // Every molecule offered somewhere: an uncovered one goes to the next company of its kind with room, else any.
  const covered = new Set([...lines.values()].flat().flatMap((l) => l.molecules));
  let cursor = 0;
  molecules.forEach((m, i) => {
    if (covered.has(m)) return;
    const pool = poolOf(m);
    const hasRoom = (c: CatalogCompany) => lines.get(c.slug)!.length < PRODUCTS_PER_COMPANY.max;
    const order = companies.map((_, k) => companies[(cursor + k) % companies.length]!);
    const target = order.find((c) => hasRoom(c) && poolsOf(c).includes(pool)) ?? order.find(hasRoom);
    if (!target) return;
    cursor = (companies.indexOf(target) + 1) % companies.length;
    lines.get(target.slug)!.push(singleProduct(m, i));
    covered.add(m);
  });

  return {
    details: companies.map((c) =>
      details(
        c,
        mulberry32(hash(`details:${c.slug}`)),
        lines.get(c.slug)!.map((l) => l.name),
      ),
    ),
    products: companies.flatMap((c) =>
      lines.get(c.slug)!.map((line, position) => ({ ...line, company: c.slug, position })),
    ),
  };
}
