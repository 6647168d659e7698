import { z } from 'zod';
import { SERVICE_TYPES, type ServiceType } from '../constants';
import { isValidGstin, REGISTRATION_CATEGORIES } from '../schemas/registration';
import { isListingText, isValidDrugLicence } from './listing-text';

export const LISTING_MESSAGES = {
  body: 'Request body must be a JSON object',
  description: 'Please keep the description to 2000 characters of plain text',
  established: 'Please enter the year the company was established',
  addressLine: 'Please enter the street address in plain text (at most 200 characters)',
  city: 'Please choose your city from the list',
  contactPerson: 'Please enter the contact person’s name',
  gst: 'Please enter a valid GST number',
  drugLicence: 'Please enter a valid drug licence number',
  certifications: 'Please choose certifications from the list',
  serviceTypes: 'Please choose the services you offer',
  categories: 'Please choose categories from the list',
  placesServed: 'Please choose the places you serve from the list',
  productName: 'Please enter the product name (2 to 120 characters of plain text)',
  composition: 'Please enter the composition (at most 300 characters of plain text)',
  pack: 'Please enter the pack (at most 60 characters of plain text)',
  form: 'Please choose the product form',
  strength: 'Please keep the strength to 60 characters of plain text',
  molecules: 'Please choose between 1 and 10 molecules from the list',
  unknownMolecule: 'Please choose molecules from the list',
  tooManyProducts: 'A listing holds at most 500 products',
  noProduct: 'Product not found',
  tooManyEdits: 'Too many changes to your listing. Please try again later.',
} as const;
const M = LISTING_MESSAGES;

/** The certifications a listing may show (what buyers of PCD and third-party manufacturing ask about). */
export const CERTIFICATIONS = [
  'WHO-GMP',
  'GMP',
  'ISO 9001',
  'ISO 13485',
  'ISO 14001',
  'GLP',
  'HACCP',
  'FSSAI',
  'US FDA',
  'EU GMP',
] as const;

/** Product forms, as the catalog's product lines name them. */
export const PRODUCT_FORMS = [
  'Tablets',
  'Capsules',
  'Softgel Capsules',
  'Syrup',
  'Dry Syrup',
  'Injection',
  'Infusion',
  'Eye Drops',
  'Cream',
  'Gel',
  'Ointment',
  'Topical Solution',
  'Powder',
  'Sachet',
] as const;

export const MAX_PRODUCTS = 500;
export const MAX_SERVED_STATES = 40;
export const MAX_SERVED_CITIES = 100;

const line = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((v) => isListingText(v), { error: message });

/** A city of the city list, as its entry names it (the api checks the pair is on the list). */
const cityOf = (message: string) =>
  z.strictObject({ city: line(message, 1, 80), state: line(message, 1, 80) }, { error: message });

const uniqueList = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .array(item, { error: message })
    .max(max, { error: message })
    .transform((list) => [...new Set(list as unknown[])] as z.output<T>[]);

const upperCode = (message: string, valid: (v: string) => boolean) =>
  z
    .string({ error: message })
    .max(80, { error: message })
    .transform((v) => v.trim().replace(/ {2,}/g, ' ').toUpperCase())
    .refine((v) => v === '' || valid(v), { error: message });

/**
 * The company's own listing (GET /seller/listing answers it, PUT replaces it, PATCH changes the fields sent): the
 * profile, its address (a city of the city list), contact person, GST and drug licence numbers (checked: GSTIN's
 * check character; the licence's characters), certifications from CERTIFICATIONS, service types and categories from
 * the const data (the categories offered by the chosen service types), and the places it serves (states, and cities
 * of the city list). Empty text means "not given".
 */
export const listingProfileFields = {
  description: z
    .string({ error: M.description })
    .trim()
    .max(2000, { error: M.description })
    .refine((v) => isListingText(v, true), { error: M.description }),
  established: z.union(
    [
      z
        .number({ error: M.established })
        .int({ error: M.established })
        .min(1900, { error: M.established })
        .max(2100, { error: M.established }),
      z.null(),
    ],
    { error: M.established },
  ),
  address_line: line(M.addressLine, 0, 200),
  address_city: cityOf(M.city),
  contact_person: line(M.contactPerson, 2, 100),
  gst_number: upperCode(M.gst, isValidGstin),
  drug_licence: upperCode(M.drugLicence, isValidDrugLicence),
  certifications: uniqueList(
    z.enum(CERTIFICATIONS, { error: M.certifications }),
    CERTIFICATIONS.length,
    M.certifications,
  ),
  service_types: uniqueList(z.enum(SERVICE_TYPES, { error: M.serviceTypes }), SERVICE_TYPES.length, M.serviceTypes),
  categories: uniqueList(line(M.categories, 1, 100), 30, M.categories),
  served_states: uniqueList(line(M.placesServed, 1, 80), MAX_SERVED_STATES, M.placesServed),
  served_cities: z
    .array(cityOf(M.placesServed), { error: M.placesServed })
    .max(MAX_SERVED_CITIES, { error: M.placesServed }),
};

/** The categories the chosen service types offer (the const-data lists a buyer's requirement names). */
export const offeredCategories = (serviceTypes: readonly ServiceType[]): string[] => [
  ...new Set(serviceTypes.flatMap((s) => REGISTRATION_CATEGORIES[s])),
];

type ProfileShape = typeof listingProfileFields;
export type ListingProfile = { [K in keyof ProfileShape]: z.output<ProfileShape[K]> };

/** The rules across fields: at least one service type, and categories only from what those service types offer. */
function crossCheck(v: Partial<ListingProfile>, ctx: z.RefinementCtx) {
  if (v.service_types !== undefined && v.service_types.length === 0)
    ctx.addIssue({ code: 'custom', message: M.serviceTypes, path: ['service_types'] });
  if (v.categories !== undefined && v.service_types !== undefined) {
    const offered = new Set(offeredCategories(v.service_types));
    if (v.categories.some((c) => !offered.has(c)))
      ctx.addIssue({ code: 'custom', message: M.categories, path: ['categories'] });
  }
}

/** PUT /seller/listing: the whole profile. */
export const listingProfileSchema = z.strictObject(listingProfileFields, { error: M.body }).superRefine(crossCheck);
export type ListingProfileInput = z.input<typeof listingProfileSchema>;

/** PATCH /seller/listing: any of the profile's fields (categories are checked against the stored service types by the api). */
export const listingPatchSchema = z
  .strictObject(listingProfileFields, { error: M.body })
  .partial()
  .superRefine(crossCheck);
export type ListingPatch = z.output<typeof listingPatchSchema>;

/** POST /seller/listing/products and PUT /seller/listing/products/:id: one product, its molecules named as the molecule list names them. */
export const listingProductSchema = z.strictObject(
  {
    name: line(M.productName, 2, 120),
    composition: line(M.composition, 1, 300),
    pack: line(M.pack, 1, 60),
    form: z.enum(PRODUCT_FORMS, { error: M.form }),
    strength: line(M.strength, 0, 60),
    molecules: uniqueList(line(M.molecules, 1, 120), 10, M.molecules).refine((list) => list.length >= 1, {
      error: M.molecules,
    }),
  },
  { error: M.body },
);
export type ListingProductInput = z.input<typeof listingProductSchema>;
export type ListingProductPayload = z.output<typeof listingProductSchema>;

/** Every message of a failed parse by its top-level field, the first for each (the forms show them next to the fields). */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ message: string; path: PropertyKey[] }>;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
