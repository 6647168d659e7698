/**
 * How buyers name medicines and sellers, for search. Written for this project from common Indian usage: brand names
 * buyers hold on a strip (mapped to the generic molecule, never to a seller), everyday words for a kind of medicine,
 * the Devanagari spelling of the most asked molecules, the words for a kind of seller and for a dosage form. The
 * indexer sends the medicine terms to the index as Algolia synonyms; the seller and form words become Query Rules
 * (api/src/search/search-rules.ts). Places are the gazetteer's (gazetteer.ts and its TSVs).
 */
import { PRODUCT_FORMS, type ServiceType } from '@pharmasetu/shared-contracts';

/** The district and other names of a place (the gazetteer's, from the seed's TSVs). */
export { placeNames } from './gazetteer';

/** Brands buyers name (as printed on the strip) → the generic molecule they contain. */
const BRANDS: Readonly<Record<string, string>> = {
  Dolo: 'Paracetamol',
  'Dolo 650': 'Paracetamol',
  Crocin: 'Paracetamol',
  Calpol: 'Paracetamol',
  Combiflam: 'Ibuprofen',
  Brufen: 'Ibuprofen',
  Voveran: 'Diclofenac',
  Zerodol: 'Aceclofenac',
  Nise: 'Nimesulide',
  Meftal: 'Mefenamic Acid',
  Pan: 'Pantoprazole',
  'Pan 40': 'Pantoprazole',
  Pantocid: 'Pantoprazole',
  Omez: 'Omeprazole',
  Razo: 'Rabeprazole',
  Azithral: 'Azithromycin',
  Augmentin: 'Amoxicillin',
  Mox: 'Amoxicillin',
  Taxim: 'Cefixime',
  Glycomet: 'Metformin',
  Amlong: 'Amlodipine',
  Telma: 'Telmisartan',
  Atorva: 'Atorvastatin',
  Cetzine: 'Cetirizine',
  Allegra: 'Fexofenadine',
  Montair: 'Montelukast',
  Emeset: 'Ondansetron',
  Domstal: 'Domperidone',
  Ciplox: 'Ciprofloxacin',
  Zenflox: 'Ofloxacin',
  Zentel: 'Albendazole',
  Forcan: 'Fluconazole',
  Candid: 'Clotrimazole',
  Benadryl: 'Diphenhydramine',
  Ascoril: 'Ambroxol',
};

/** Everyday words for a kind of medicine → what a seller's catalog calls it (a molecule, or a form). */
const EVERYDAY: Readonly<Record<string, string[]>> = {
  'cough syrup': ['Dextromethorphan', 'Ambroxol', 'Guaifenesin'],
  'cough medicine': ['Dextromethorphan', 'Ambroxol'],
  'pain killer': ['Paracetamol', 'Diclofenac', 'Aceclofenac'],
  painkiller: ['Paracetamol', 'Diclofenac', 'Aceclofenac'],
  'fever tablet': ['Paracetamol'],
  multivitamin: ['Multivitamin', 'Methylcobalamin', 'Vitamin'],
  'multi vitamin': ['Multivitamin', 'Methylcobalamin'],
  antacid: ['Pantoprazole', 'Rabeprazole'],
  'acidity tablet': ['Pantoprazole', 'Rabeprazole'],
  'allergy tablet': ['Cetirizine', 'Levocetirizine'],
  'sugar tablet': ['Metformin', 'Glimepiride'],
  'bp tablet': ['Amlodipine', 'Telmisartan'],
  'eye drop': ['eye drops'],
  antibiotic: ['Amoxicillin', 'Azithromycin', 'Cefixime'],
};

/** Devanagari spellings of the molecules buyers ask for most → the molecule's name. */
const DEVANAGARI: Readonly<Record<string, string>> = {
  पैरासिटामोल: 'Paracetamol',
  पेरासिटामोल: 'Paracetamol',
  पैरासीटामोल: 'Paracetamol',
  आइबुप्रोफेन: 'Ibuprofen',
  डाइक्लोफेनाक: 'Diclofenac',
  एसिक्लोफेनाक: 'Aceclofenac',
  एज़िथ्रोमाइसिन: 'Azithromycin',
  एजिथ्रोमाइसिन: 'Azithromycin',
  एमोक्सिसिलिन: 'Amoxicillin',
  मेटफॉर्मिन: 'Metformin',
  पैंटोप्राजोल: 'Pantoprazole',
  पेंटोप्राजोल: 'Pantoprazole',
  सेटीरिज़िन: 'Cetirizine',
  सेटिरिज़िन: 'Cetirizine',
  सेफिक्सिम: 'Cefixime',
  ओमेप्राजोल: 'Omeprazole',
  एम्लोडिपिन: 'Amlodipine',
  एटोरवास्टेटिन: 'Atorvastatin',
  मोंटेलुकास्ट: 'Montelukast',
  विटामिन: 'Vitamin',
  'खांसी की दवा': 'Dextromethorphan',
  'खांसी सिरप': 'Dextromethorphan',
};

/** Words that say what kind of seller a buyer wants, not where or what: a record need not hold them to be found. */
export const SERVICE_WORDS = [
  'pcd',
  'pharma',
  'franchise',
  'franchisee',
  'company',
  'companies',
  'third',
  'party',
  'manufacturer',
  'manufacturers',
  'manufacturing',
  'supplier',
  'suppliers',
  'distributor',
  'distributors',
  'monopoly',
  'contract',
];

/**
 * What a buyer types for a kind of seller → the service (as SERVICE_TYPES names it) whose sellers rank first. Each
 * phrase becomes a Query Rule; a longer phrase and the shorter ones inside it name the same service.
 */
export const SERVICE_PHRASES: Readonly<Record<ServiceType, readonly string[]>> = {
  'PCD Pharma Franchise': [
    'pcd pharma franchise',
    'pcd franchise',
    'pharma franchise',
    'pcd',
    'franchise',
    'franchisee',
    'franchises',
  ],
  '3rd Party Manufacturing': [
    'third party manufacturing',
    'third party manufacturer',
    'third party manufacturers',
    '3rd party manufacturing',
    '3rd party manufacturer',
    '3rd party manufacturers',
    'third party',
    '3rd party',
    'contract manufacturing',
    'contract manufacturer',
    'contract manufacturers',
    'manufacturing',
    'manufacturer',
    'manufacturers',
  ],
};

/** Everyday and short spellings of the product forms (beyond the form's own name, its singular and plural). */
const FORM_SPELLINGS: Readonly<Partial<Record<string, readonly string[]>>> = {
  Tablets: ['tab', 'tabs'],
  Capsules: ['cap', 'caps'],
  'Softgel Capsules': ['softgel', 'softgels', 'soft gel', 'soft gelatin', 'soft gelatin capsules', 'soft gelatine'],
  Syrup: ['syp', 'suspension', 'suspensions'],
  'Dry Syrup': ['dry syp', 'dry suspension'],
  Injection: ['inj', 'injectable', 'injectables', 'vial', 'vials', 'ampoule', 'ampoules'],
  Infusion: ['iv fluid', 'iv fluids', 'iv infusion'],
  'Eye Drops': ['eyedrops', 'eyedrop', 'eye drop', 'ophthalmic drops'],
  Ointment: ['oint'],
  Powder: ['powders'],
  Sachet: ['sachets'],
};

/** A word's other number, as a buyer types it: tablets ↔ tablet, syrup ↔ syrups (English's regular plural). */
const otherNumber = (word: string) => (word.endsWith('s') ? word.slice(0, -1) : `${word}s`);

/**
 * Every phrase a buyer types for a product form, lower-cased: its name, with its last word in the other number
 * ('eye drop', 'tablet'), and its everyday spellings.
 */
export function formPhrases(form: string): string[] {
  const name = form.toLowerCase().trim().replace(/\s+/g, ' ');
  const words = name.split(' ');
  const other = [...words.slice(0, -1), otherNumber(words.at(-1)!)].join(' ');
  return [...new Set([name, other, ...(FORM_SPELLINGS[form] ?? [])])];
}

/** Every form a product can have, as the listing's schema names them. */
export const KNOWN_FORMS: readonly string[] = PRODUCT_FORMS;

interface SeedSynonym {
  objectID: string;
  type: 'onewaysynonym' | 'synonym';
  input?: string;
  synonyms: string[];
}

const id = (prefix: string, text: string) =>
  `${prefix}-${[...text.toLowerCase()].map((c) => (/[a-z0-9]/.test(c) ? c : c.codePointAt(0)!.toString(36))).join('')}`;

/**
 * The everyday words, and each of them again without its form word ('sugar tablet' → 'sugar'): a form word's Query
 * Rule takes the word out of the query before synonyms apply, so what remains must still mean the medicine.
 */
function everydayWithoutForms(): Record<string, string[]> {
  const formWords = new Set(KNOWN_FORMS.flatMap(formPhrases));
  const out: Record<string, string[]> = {};
  for (const [words, catalog] of Object.entries(EVERYDAY)) {
    out[words] = [...new Set([...(out[words] ?? []), ...catalog])];
    const split = words.split(' ');
    for (let from = 0; from < split.length; from++)
      for (let to = split.length; to > from; to--) {
        if (!formWords.has(split.slice(from, to).join(' '))) continue;
        const rest = [...split.slice(0, from), ...split.slice(to)].join(' ');
        if (rest) out[rest] = [...new Set([...(out[rest] ?? []), ...catalog])];
      }
  }
  return out;
}

/** The synonyms the indexer saves (one-way: a buyer's word finds the catalog's, not the reverse). */
export const SEARCH_SYNONYMS: readonly SeedSynonym[] = [
  ...Object.entries(BRANDS).map(([brand, molecule]) => ({
    objectID: id('brand', brand),
    type: 'onewaysynonym' as const,
    input: brand,
    synonyms: [molecule],
  })),
  ...Object.entries(everydayWithoutForms()).map(([words, catalog]) => ({
    objectID: id('everyday', words),
    type: 'onewaysynonym' as const,
    input: words,
    synonyms: catalog,
  })),
  ...Object.entries(DEVANAGARI).map(([hindi, molecule]) => ({
    objectID: id('hi', hindi),
    type: 'onewaysynonym' as const,
    input: hindi,
    synonyms: [molecule],
  })),
  { objectID: 'service-manufacturer', type: 'synonym', synonyms: ['manufacturer', 'manufacturing', 'manufacturers'] },
  { objectID: 'service-franchise', type: 'synonym', synonyms: ['franchise', 'franchisee'] },
];
