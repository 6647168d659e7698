/**
 * How buyers name places and medicines, for search. Written for this project from common Indian usage: the old and
 * new names of cities, the district a pharma hub sits in, brand names buyers hold on a strip (mapped to the generic
 * molecule, never to a seller), everyday words for a kind of medicine, and the Devanagari spelling of the most asked
 * molecules. The indexer sends the medicine terms to the index as Algolia synonyms; the place names go into the
 * company records' `places`.
 */

/** Per city of the seed's hubs (and a few more big cities): its district, and the other names buyers type for it. */
const PLACE_ALIASES: Readonly<Record<string, { district?: string; aliases?: string[] }>> = {
  Mohali: { district: 'SAS Nagar', aliases: ['Sahibzada Ajit Singh Nagar', 'SAS Nagar'] },
  Zirakpur: { district: 'SAS Nagar', aliases: ['Zirakpur Mohali'] },
  Baddi: { district: 'Solan', aliases: ['Baddi Barotiwala Nalagarh', 'BBN'] },
  'Kala Amb': { district: 'Sirmaur', aliases: ['Kalaamb'] },
  Panchkula: { district: 'Panchkula', aliases: ['Panchkula Tricity'] },
  Chandigarh: { district: 'Chandigarh', aliases: ['Tricity'] },
  Bengaluru: { district: 'Bengaluru Urban', aliases: ['Bangalore'] },
  Gurugram: { district: 'Gurugram', aliases: ['Gurgaon'] },
  Mumbai: { district: 'Mumbai', aliases: ['Bombay'] },
  Kolkata: { district: 'Kolkata', aliases: ['Calcutta'] },
  Chennai: { district: 'Chennai', aliases: ['Madras'] },
  Vadodara: { district: 'Vadodara', aliases: ['Baroda'] },
  Delhi: { district: 'New Delhi', aliases: ['New Delhi', 'NCR'] },
  Haridwar: { district: 'Haridwar', aliases: ['Hardwar', 'SIDCUL'] },
  Ahmedabad: { district: 'Ahmedabad', aliases: ['Amdavad'] },
  Hyderabad: { district: 'Hyderabad', aliases: ['Secunderabad'] },
  Pune: { district: 'Pune', aliases: ['Poona'] },
  Guwahati: { district: 'Kamrup Metropolitan', aliases: ['Gauhati'] },
  Dehradun: { district: 'Dehradun' },
  Ludhiana: { district: 'Ludhiana' },
  Indore: { district: 'Indore' },
  Jaipur: { district: 'Jaipur' },
  Lucknow: { district: 'Lucknow' },
  Surat: { district: 'Surat' },
  Nagpur: { district: 'Nagpur' },
  Patna: { district: 'Patna' },
};

/** The district and other names of a city, when known. */
export const placeNames = (city: string): string[] => {
  const known = PLACE_ALIASES[city];
  return known
    ? [...(known.aliases ?? []), ...(known.district && known.district !== city ? [known.district] : [])]
    : [];
};

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

interface SeedSynonym {
  objectID: string;
  type: 'onewaysynonym' | 'synonym';
  input?: string;
  synonyms: string[];
}

const id = (prefix: string, text: string) =>
  `${prefix}-${[...text.toLowerCase()].map((c) => (/[a-z0-9]/.test(c) ? c : c.codePointAt(0)!.toString(36))).join('')}`;

/** The synonyms the indexer saves (one-way: a buyer's word finds the catalog's, not the reverse). */
export const SEARCH_SYNONYMS: readonly SeedSynonym[] = [
  ...Object.entries(BRANDS).map(([brand, molecule]) => ({
    objectID: id('brand', brand),
    type: 'onewaysynonym' as const,
    input: brand,
    synonyms: [molecule],
  })),
  ...Object.entries(EVERYDAY).map(([words, catalog]) => ({
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
