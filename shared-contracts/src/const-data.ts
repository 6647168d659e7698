import { SERVICE_TYPES } from './constants';

/**
 * Spec §3 constant-data lists, in display order: the api seeds them and serves them (GET /api/const-data, items with
 * a title), and the schemas accept only these titles in the choice fields (a choice never carries free text that
 * PharmaSetu would then send to sellers).
 */
export const CONST_DATA = {
  enquiryType: SERVICE_TYPES,
  requiredWhen: ['Immediately', 'Within 15 days', 'Within a month', 'Within 3 months', 'Just exploring'],
  callTime: ['Anytime', 'Morning (9 AM - 12 PM)', 'Afternoon (12 PM - 4 PM)', 'Evening (4 PM - 8 PM)'],
  experience: ['Fresher', 'Less than 1 year', '1 - 3 years', '3 - 5 years', '5 - 10 years', 'More than 10 years'],
  profession: [
    'Medical Representative',
    'Area / Regional Sales Manager',
    'Distributor / Stockist',
    'Chemist / Retailer',
    'Pharmacist',
    'Doctor',
    'Hospital / Clinic',
    'Pharma Company Owner',
    'Entrepreneur / Investor',
    'Other',
  ],
  sellingPurpose: [
    'Retail counter sale',
    'Doctor prescriptions',
    'Hospital / institutional supply',
    'Distribution network',
    'Government tenders',
    'Export',
  ],
  serviceForPCD: [
    'General Range',
    'Gynaecology',
    'Dermatology / Cosmetics',
    'Paediatrics',
    'Orthopaedics',
    'Cardiac & Diabetic',
    'Ophthalmology',
    'Neuro & Psychiatry',
    'Gastroenterology',
    'ENT',
    'Dental',
    'Critical Care',
    'Ayurvedic & Herbal',
    'Nutraceuticals',
    'Veterinary',
  ],
  serviceFor3rdPCD: [
    'Allopathic Formulations',
    'Ayurvedic & Herbal',
    'Nutraceuticals & Food Supplements',
    'Cosmetics & Personal Care',
    'Beta-lactam (Penicillins & Cephalosporins)',
    'Hormones',
    'Veterinary',
    'Ophthalmic Products',
    'Injectables (Sterile)',
    'Export / WHO-GMP Products',
  ],
  medicineTypes: [
    'Tablets',
    'Capsules',
    'Soft Gelatin Capsules',
    'Syrups & Suspensions',
    'Dry Syrups',
    'Injections',
    'Infusions',
    'Eye / Ear Drops',
    'Nasal Sprays',
    'Ointments, Creams & Gels',
    'Lotions',
    'Shampoos',
    'Soaps',
    'Sachets & Powders',
    'Oral Drops',
    'Inhalers & Rotacaps',
    'Protein Powders',
    'Mouthwash & Gargles',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ConstDataList = keyof typeof CONST_DATA;
