/** Written for this project: category descriptions, the seller packages, and the words company details are made of. */

export const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  'pharma-franchise-for-eye-drop':
    'PCD franchise companies for eye drops: antibiotic, anti-allergic, lubricant and glaucoma drops in sterile 5 ml and 10 ml packs, with monopoly rights in your district.',
  'pharma-franchise-for-injection':
    'Franchise companies for injectables: antibiotics, PPIs, antiemetics, vitamins and critical-care injections in vials, ampoules and pre-filled syringes from WHO-GMP plants.',
  'ophthalmic-pcd-companies':
    'Ophthalmic PCD companies offering eye drops, eye ointments and oral eye-care supplements, with visual aids and promotional material for eye specialists.',
  'monopoly-pcd-pharma-franchise':
    'Monopoly PCD pharma franchise: exclusive distribution rights for a district or state, no other franchisee of the same company in your area.',
  'gyne-pcd-companies':
    'Gynae PCD companies: fertility, pregnancy-care, hormonal and PCOS products (progesterone, dydrogesterone, myo-inositol, iron and calcium supplements).',
  'pharma-franchise-pcd':
    'PCD pharma franchise companies across India: tablets, capsules, syrups, injections and ointments from WHO-GMP certified units, for distributors and medical representatives.',
  'cosmetics-dermacare-franchise':
    'Derma PCD franchise companies: anti-acne, anti-fungal, skin-lightening, sunscreen and hair-care ranges for dermatologists and cosmetic clinics.',
  'pediatric-drugs':
    'Pediatric PCD companies: dry syrups, suspensions, drops and dispersible tablets in child-friendly flavours and doses.',
  'herbal-and-ayurvedic-product':
    'Herbal and ayurvedic franchise companies: AYUSH-licensed capsules, syrups, churnas and oils made from ashwagandha, giloy, triphala, shilajit and more.',
  'pharmaceutical-distributors':
    'Pharmaceutical distributors and stockists: wholesale supply of branded and generic medicines to chemists, hospitals and institutions.',
  'pharma-third-party-manufacturing':
    'Third-party manufacturers making your brand in their licensed plants: tablets, capsules, liquids, injections and topicals, with minimum order quantities and artwork support.',
  'ayurvedic-herbal':
    'Ayurvedic and herbal contract manufacturers with AYUSH and GMP licences: capsules, tablets, syrups, churnas, oils and nutraceuticals under your label.',
  'soft-geletin-manufacturer':
    'Soft gelatin capsule manufacturers: vitamin, omega-3, lycopene, coenzyme Q10 and multivitamin softgels in blister and bottle packs.',
  'allopathic-drug-medicine':
    'Allopathic drug manufacturers: antibiotics, analgesics, cardiac, diabetic, gastro and neuro formulations made on a loan-licence or third-party basis.',
  'cosmetics-dermacare':
    'Dermacare manufacturers: creams, gels, lotions, face washes, shampoos and serums formulated and filled for your brand.',
  'cosmetics-and-personal-care':
    'Cosmetic and personal-care manufacturers: skin, hair, oral and baby-care products with formulation, packaging and regulatory support.',
  'injection-manufacturer':
    'Injection manufacturers: dry-powder and liquid injectables, ampoules, vials and infusions made in sterile, WHO-GMP certified facilities.',
  'pharma-manufacturing':
    'Pharma manufacturing units across Baddi, Himachal, Gujarat and Uttarakhand: oral solids, liquids, injectables and topicals for domestic and export markets.',
  'pharma-contract-manufacturing':
    'Contract manufacturing partners: your formulation made, tested and packed to your specification, with batch documentation and stability data.',
};

interface SeedPackage {
  id: number;
  name: string;
  price_inr: number;
  period: string;
  features: string[];
}

/** Seller membership packages, cheapest first; id 5 is the free package (spec §6). */
export const PACKAGES: readonly SeedPackage[] = [
  {
    id: 5,
    name: 'Free',
    price_inr: 0,
    period: 'lifetime',
    features: ['Company listing page', 'Up to 10 products', 'Buy leads by credits', 'Email support'],
  },
  {
    id: 1,
    name: 'Silver',
    price_inr: 11_999,
    period: 'year',
    features: ['Everything in Free', 'Up to 50 products', '5 verified leads a month', 'GST verified badge'],
  },
  {
    id: 2,
    name: 'Gold',
    price_inr: 24_999,
    period: 'year',
    features: [
      'Everything in Silver',
      'Up to 200 products',
      '20 verified leads a month',
      'Top placement in 2 categories',
      'Lead Management System access',
    ],
  },
  {
    id: 3,
    name: 'Platinum',
    price_inr: 44_999,
    period: 'year',
    features: [
      'Everything in Gold',
      'Unlimited products',
      '50 verified leads a month',
      'Top placement in 5 categories',
      'Featured on the home page',
    ],
  },
  {
    id: 4,
    name: 'Diamond',
    price_inr: 79_999,
    period: 'year',
    features: [
      'Everything in Platinum',
      '120 verified leads a month',
      'Top placement in every category',
      'Dedicated account manager',
      'Seller app with instant lead alerts',
    ],
  },
];

export const FIRST_NAMES = [
  'Rajesh',
  'Amit',
  'Sanjay',
  'Vikas',
  'Rohit',
  'Anil',
  'Sunil',
  'Manoj',
  'Deepak',
  'Arun',
  'Naveen',
  'Harpreet',
  'Gurpreet',
  'Mandeep',
  'Kuldeep',
  'Ravi',
  'Suresh',
  'Ramesh',
  'Vivek',
  'Nitin',
  'Pankaj',
  'Ashok',
  'Rakesh',
  'Ajay',
  'Vijay',
  'Priya',
  'Neha',
  'Pooja',
  'Anjali',
  'Sonia',
  'Kavita',
  'Meena',
  'Ritu',
  'Simran',
  'Swati',
  'Shalini',
  'Aarti',
  'Komal',
  'Nisha',
  'Divya',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Agarwal',
  'Jain',
  'Mehta',
  'Patel',
  'Shah',
  'Bansal',
  'Goyal',
  'Mittal',
  'Arora',
  'Malhotra',
  'Kapoor',
  'Chopra',
  'Sethi',
  'Saini',
  'Thakur',
  'Reddy',
  'Rao',
  'Nair',
  'Iyer',
  'Desai',
  'Joshi',
  'Kulkarni',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Yadav',
  'Chauhan',
  'Grewal',
  'Sandhu',
  'Bhatia',
];

/** Industrial areas of the company hubs (seed/companies.ts), for plausible address lines; others get a generic one. */
export const HUB_AREAS: Record<string, string[]> = {
  Baddi: [
    'Industrial Area Phase 1',
    'Industrial Area Phase 2',
    'Village Katha, Baddi-Barotiwala Road',
    'Jharmajri, EPIP Phase 1',
  ],
  Mohali: ['Industrial Area Phase 7', 'Industrial Area Phase 8B', 'Sector 82, JLPL Industrial Area', 'Phase 9'],
  Chandigarh: ['Industrial Area Phase 1', 'Industrial Area Phase 2', 'Sector 26, Grain Market'],
  Panchkula: ['Industrial Area Phase 1', 'Industrial Area Phase 2', 'Sector 22'],
  Zirakpur: ['VIP Road', 'Patiala Road', 'Dhakoli'],
  Ahmedabad: ['Changodar Industrial Estate', 'Naroda GIDC', 'Vatva GIDC', 'Sarkhej-Bavla Highway'],
  Vadodara: ['Makarpura GIDC', 'Nandesari GIDC', 'Padra Road'],
  Surat: ['Sachin GIDC', 'Pandesara GIDC', 'Udhna Udyog Nagar'],
  Mumbai: ['Andheri (East), MIDC', 'Turbhe MIDC, Navi Mumbai', 'Goregaon (East)', 'Lower Parel'],
  Pune: ['Bhosari MIDC', 'Chakan Industrial Area', 'Hinjewadi Phase 1'],
  Nagpur: ['Hingna MIDC', 'Butibori MIDC'],
  Hyderabad: ['IDA Jeedimetla', 'IDA Bollaram', 'Genome Valley, Shamirpet', 'IDA Nacharam'],
  Bengaluru: ['Peenya Industrial Area', 'Bommasandra Industrial Area', 'Jigani Industrial Area'],
  Chennai: ['Ambattur Industrial Estate', 'Guindy Industrial Estate', 'Sriperumbudur'],
  Kolkata: ['Salt Lake Sector V', 'Taratala Industrial Estate', 'Howrah'],
  Delhi: ['Okhla Industrial Area Phase 2', 'Naraina Industrial Area', 'Bhagirath Palace, Chandni Chowk'],
  Haridwar: ['SIDCUL Industrial Area', 'Bahadrabad Industrial Area', 'Roorkee Road'],
  Dehradun: ['Selaqui Industrial Area', 'Patel Nagar Industrial Area'],
  Indore: ['Pithampur Sector 3', 'Sanwer Road Industrial Area', 'Palasia'],
  Jaipur: ['Sitapura Industrial Area', 'VKI Area', 'Malviya Nagar Industrial Area'],
  Lucknow: ['Talkatora Industrial Estate', 'Aminabad', 'Chinhat Industrial Area'],
  Ludhiana: ['Focal Point Phase 5', 'Industrial Area A', 'Gill Road'],
  'Kala Amb': ['Trilokpur Road', 'Industrial Area Kala Amb'],
  Guwahati: ['Amingaon Industrial Area', 'Bamunimaidam Industrial Estate'],
  Patna: ['Patliputra Industrial Area', 'Govind Mitra Road'],
};
