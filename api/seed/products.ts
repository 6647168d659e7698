/**
 * Product lines for the sample companies, the way Indian PCD lists show them: 'Paracetamol 650 mg Tablets',
 * composition 'Paracetamol IP 650 mg', pack '10x10 Tablets'. Strengths are the usual Indian ones where we
 * know them; otherwise the product is named without a strength rather than with an invented one.
 */

export type Form =
  | 'Tablets'
  | 'Capsules'
  | 'Syrup'
  | 'Dry Syrup'
  | 'Injection'
  | 'Eye Drops'
  | 'Cream'
  | 'Gel'
  | 'Softgel Capsules'
  | 'Infusion'
  | 'Topical Solution';
export type Pool = 'oral' | 'injection' | 'eye' | 'topical' | 'herbal' | 'softgel';

export interface ProductLine {
  name: string;
  composition: string;
  pack: string;
  form: Form;
  molecules: string[];
}

const PACKS: Record<Form, string[]> = {
  Tablets: ['10x10 Tablets', '10x10 Alu-Alu Tablets', '10x15 Tablets', '10x6 Tablets'],
  Capsules: ['10x10 Capsules', '10x10 Alu-Alu Capsules', '10x15 Capsules'],
  'Softgel Capsules': ['10x10 Softgel Capsules', '10x3x10 Softgel Capsules'],
  Syrup: ['100 ml Bottle', '60 ml Bottle', '200 ml Bottle'],
  'Dry Syrup': ['30 ml Bottle with Water for Reconstitution', '60 ml Bottle'],
  Injection: ['1 Vial with Water for Injection', '2 ml Ampoule', '10 ml Vial', '1 Vial'],
  Infusion: ['100 ml FFS Bottle', '500 ml FFS Bottle'],
  'Eye Drops': ['5 ml Bottle', '10 ml Bottle'],
  Cream: ['15 g Tube', '20 g Tube', '30 g Tube'],
  Gel: ['15 g Tube', '30 g Tube'],
  'Topical Solution': ['60 ml Bottle', '100 ml Bottle'],
};

/** Usual strengths (and the form they are sold in) for the molecules most offered in India. */
const KNOWN: Record<string, [string, Form]> = {
  Paracetamol: ['650 mg', 'Tablets'],
  Aceclofenac: ['100 mg', 'Tablets'],
  Diclofenac: ['50 mg', 'Tablets'],
  Ibuprofen: ['400 mg', 'Tablets'],
  Etoricoxib: ['90 mg', 'Tablets'],
  Nimesulide: ['100 mg', 'Tablets'],
  'Mefenamic Acid': ['500 mg', 'Tablets'],
  Tramadol: ['50 mg', 'Capsules'],
  Pregabalin: ['75 mg', 'Capsules'],
  Gabapentin: ['300 mg', 'Tablets'],
  Thiocolchicoside: ['4 mg', 'Tablets'],
  Febuxostat: ['40 mg', 'Tablets'],
  Amoxicillin: ['500 mg', 'Capsules'],
  Cefixime: ['200 mg', 'Tablets'],
  Cefpodoxime: ['200 mg', 'Tablets'],
  Cefuroxime: ['500 mg', 'Tablets'],
  Cefadroxil: ['500 mg', 'Tablets'],
  Cephalexin: ['500 mg', 'Capsules'],
  Ceftriaxone: ['1 g', 'Injection'],
  Cefotaxime: ['1 g', 'Injection'],
  Cefoperazone: ['1 g', 'Injection'],
  Meropenem: ['1 g', 'Injection'],
  Piperacillin: ['4 g', 'Injection'],
  Amikacin: ['500 mg', 'Injection'],
  Azithromycin: ['500 mg', 'Tablets'],
  Clarithromycin: ['500 mg', 'Tablets'],
  Ciprofloxacin: ['500 mg', 'Tablets'],
  Ofloxacin: ['200 mg', 'Tablets'],
  Levofloxacin: ['500 mg', 'Tablets'],
  Moxifloxacin: ['400 mg', 'Tablets'],
  Doxycycline: ['100 mg', 'Capsules'],
  Linezolid: ['600 mg', 'Tablets'],
  Metronidazole: ['400 mg', 'Tablets'],
  Ornidazole: ['500 mg', 'Tablets'],
  Nitazoxanide: ['500 mg', 'Tablets'],
  Rifaximin: ['550 mg', 'Tablets'],
  Faropenem: ['200 mg', 'Tablets'],
  Fluconazole: ['150 mg', 'Tablets'],
  Itraconazole: ['200 mg', 'Capsules'],
  Terbinafine: ['250 mg', 'Tablets'],
  Acyclovir: ['400 mg', 'Tablets'],
  Valacyclovir: ['1 g', 'Tablets'],
  Albendazole: ['400 mg', 'Tablets'],
  Ivermectin: ['12 mg', 'Tablets'],
  Hydroxychloroquine: ['200 mg', 'Tablets'],
  Amlodipine: ['5 mg', 'Tablets'],
  Telmisartan: ['40 mg', 'Tablets'],
  Losartan: ['50 mg', 'Tablets'],
  Olmesartan: ['20 mg', 'Tablets'],
  Metoprolol: ['50 mg', 'Tablets'],
  Nebivolol: ['5 mg', 'Tablets'],
  Cilnidipine: ['10 mg', 'Tablets'],
  Torsemide: ['10 mg', 'Tablets'],
  Atorvastatin: ['10 mg', 'Tablets'],
  Rosuvastatin: ['10 mg', 'Tablets'],
  Fenofibrate: ['160 mg', 'Tablets'],
  Clopidogrel: ['75 mg', 'Tablets'],
  Ticagrelor: ['90 mg', 'Tablets'],
  Rivaroxaban: ['10 mg', 'Tablets'],
  'Tranexamic Acid': ['500 mg', 'Tablets'],
  Enoxaparin: ['40 mg', 'Injection'],
  Metformin: ['500 mg', 'Tablets'],
  Glimepiride: ['2 mg', 'Tablets'],
  Gliclazide: ['80 mg', 'Tablets'],
  Sitagliptin: ['100 mg', 'Tablets'],
  Vildagliptin: ['50 mg', 'Tablets'],
  Teneligliptin: ['20 mg', 'Tablets'],
  Dapagliflozin: ['10 mg', 'Tablets'],
  Empagliflozin: ['25 mg', 'Tablets'],
  Voglibose: ['0.3 mg', 'Tablets'],
  Levothyroxine: ['50 mcg', 'Tablets'],
  Prednisolone: ['10 mg', 'Tablets'],
  Methylprednisolone: ['8 mg', 'Tablets'],
  Dexamethasone: ['4 mg', 'Injection'],
  Deflazacort: ['6 mg', 'Tablets'],
  Montelukast: ['10 mg', 'Tablets'],
  Levocetirizine: ['5 mg', 'Tablets'],
  Cetirizine: ['10 mg', 'Tablets'],
  Fexofenadine: ['120 mg', 'Tablets'],
  Bilastine: ['20 mg', 'Tablets'],
  Ambroxol: ['30 mg/5 ml', 'Syrup'],
  Acebrophylline: ['100 mg', 'Capsules'],
  Doxofylline: ['400 mg', 'Tablets'],
  Pantoprazole: ['40 mg', 'Tablets'],
  Omeprazole: ['20 mg', 'Capsules'],
  Esomeprazole: ['40 mg', 'Tablets'],
  Rabeprazole: ['20 mg', 'Tablets'],
  Famotidine: ['40 mg', 'Tablets'],
  Domperidone: ['10 mg', 'Tablets'],
  Ondansetron: ['4 mg', 'Tablets'],
  Sucralfate: ['1 g/10 ml', 'Syrup'],
  Drotaverine: ['80 mg', 'Tablets'],
  Dicyclomine: ['20 mg', 'Tablets'],
  Lactulose: ['10 g/15 ml', 'Syrup'],
  'Ursodeoxycholic Acid': ['300 mg', 'Tablets'],
  Sertraline: ['50 mg', 'Tablets'],
  Escitalopram: ['10 mg', 'Tablets'],
  Duloxetine: ['20 mg', 'Capsules'],
  Amitriptyline: ['10 mg', 'Tablets'],
  Olanzapine: ['5 mg', 'Tablets'],
  'Sodium Valproate': ['500 mg', 'Tablets'],
  Levetiracetam: ['500 mg', 'Tablets'],
  Clonazepam: ['0.5 mg', 'Tablets'],
  Citicoline: ['500 mg', 'Tablets'],
  Betahistine: ['16 mg', 'Tablets'],
  Sildenafil: ['50 mg', 'Tablets'],
  Tadalafil: ['20 mg', 'Tablets'],
  Tamsulosin: ['0.4 mg', 'Capsules'],
  Progesterone: ['200 mg', 'Softgel Capsules'],
  Dydrogesterone: ['10 mg', 'Tablets'],
  Letrozole: ['2.5 mg', 'Tablets'],
  Clomiphene: ['50 mg', 'Tablets'],
  Isoxsuprine: ['40 mg', 'Tablets'],
  Calcitriol: ['0.25 mcg', 'Softgel Capsules'],
  Cholecalciferol: ['60000 IU', 'Softgel Capsules'],
  Methylcobalamin: ['1500 mcg', 'Tablets'],
  'Folic Acid': ['5 mg', 'Tablets'],
  'Ferrous Ascorbate': ['100 mg', 'Tablets'],
  'Iron Sucrose': ['100 mg/5 ml', 'Injection'],
  'Ferric Carboxymaltose': ['500 mg/10 ml', 'Injection'],
  'Coenzyme Q10': ['100 mg', 'Softgel Capsules'],
  Lycopene: ['10 mg', 'Softgel Capsules'],
  'Omega-3 Fatty Acids': ['1000 mg', 'Softgel Capsules'],
  Glucosamine: ['750 mg', 'Tablets'],
  Isotretinoin: ['20 mg', 'Softgel Capsules'],
  Clobetasol: ['0.05% w/w', 'Cream'],
  Mupirocin: ['2% w/w', 'Cream'],
  Luliconazole: ['1% w/w', 'Cream'],
  Ketoconazole: ['2% w/w', 'Cream'],
  Clotrimazole: ['1% w/w', 'Cream'],
  Adapalene: ['0.1% w/w', 'Gel'],
  Permethrin: ['5% w/w', 'Cream'],
  'Silver Sulfadiazine': ['1% w/w', 'Cream'],
  Timolol: ['0.5% w/v', 'Eye Drops'],
  Latanoprost: ['0.005% w/v', 'Eye Drops'],
  Carboxymethylcellulose: ['0.5% w/v', 'Eye Drops'],
  Olopatadine: ['0.1% w/v', 'Eye Drops'],
  Nepafenac: ['0.1% w/v', 'Eye Drops'],
  Tropicamide: ['1% w/v', 'Eye Drops'],
  Ashwagandha: ['500 mg', 'Capsules'],
  Giloy: ['500 mg', 'Capsules'],
  Shilajit: ['500 mg', 'Capsules'],
  Curcumin: ['500 mg', 'Capsules'],
  Triphala: ['500 mg', 'Tablets'],
  Moringa: ['500 mg', 'Capsules'],
};

/** Common fixed-dose combinations: [product name, composition, form, molecule names]. */
const COMBINATIONS: ReadonlyArray<readonly [string, string, Form, string[]]> = [
  [
    'Amoxicillin + Clavulanate 625 mg Tablets',
    'Amoxicillin IP 500 mg + Potassium Clavulanate IP eq. to Clavulanic Acid 125 mg',
    'Tablets',
    ['Amoxicillin', 'Clavulanic Acid'],
  ],
  [
    'Aceclofenac + Paracetamol Tablets',
    'Aceclofenac IP 100 mg + Paracetamol IP 325 mg',
    'Tablets',
    ['Aceclofenac', 'Paracetamol'],
  ],
  [
    'Aceclofenac + Paracetamol + Serratiopeptidase Tablets',
    'Aceclofenac IP 100 mg + Paracetamol IP 325 mg + Serratiopeptidase IP 15 mg',
    'Tablets',
    ['Aceclofenac', 'Paracetamol', 'Serratiopeptidase'],
  ],
  [
    'Aceclofenac + Thiocolchicoside Tablets',
    'Aceclofenac IP 100 mg + Thiocolchicoside IP 4 mg',
    'Tablets',
    ['Aceclofenac', 'Thiocolchicoside'],
  ],
  [
    'Pantoprazole + Domperidone SR Capsules',
    'Pantoprazole IP 40 mg + Domperidone IP 30 mg (SR)',
    'Capsules',
    ['Pantoprazole', 'Domperidone'],
  ],
  [
    'Rabeprazole + Domperidone SR Capsules',
    'Rabeprazole Sodium IP 20 mg + Domperidone IP 30 mg (SR)',
    'Capsules',
    ['Rabeprazole', 'Domperidone'],
  ],
  ['Cefixime + Ofloxacin Tablets', 'Cefixime IP 200 mg + Ofloxacin IP 200 mg', 'Tablets', ['Cefixime', 'Ofloxacin']],
  [
    'Cefixime + Clavulanate Tablets',
    'Cefixime IP 200 mg + Potassium Clavulanate IP eq. to Clavulanic Acid 125 mg',
    'Tablets',
    ['Cefixime', 'Clavulanic Acid'],
  ],
  [
    'Cefpodoxime + Clavulanate Tablets',
    'Cefpodoxime Proxetil IP 200 mg + Potassium Clavulanate IP eq. to Clavulanic Acid 125 mg',
    'Tablets',
    ['Cefpodoxime', 'Clavulanic Acid'],
  ],
  [
    'Ceftriaxone + Sulbactam 1.5 g Injection',
    'Ceftriaxone IP 1000 mg + Sulbactam IP 500 mg',
    'Injection',
    ['Ceftriaxone', 'Sulbactam'],
  ],
  [
    'Cefoperazone + Sulbactam 1.5 g Injection',
    'Cefoperazone IP 1000 mg + Sulbactam IP 500 mg',
    'Injection',
    ['Cefoperazone', 'Sulbactam'],
  ],
  [
    'Piperacillin + Tazobactam 4.5 g Injection',
    'Piperacillin IP 4 g + Tazobactam IP 500 mg',
    'Injection',
    ['Piperacillin', 'Tazobactam'],
  ],
  [
    'Montelukast + Levocetirizine Tablets',
    'Montelukast Sodium IP 10 mg + Levocetirizine Dihydrochloride IP 5 mg',
    'Tablets',
    ['Montelukast', 'Levocetirizine'],
  ],
  [
    'Ambroxol + Guaifenesin + Terbutaline Syrup',
    'Ambroxol HCl IP 15 mg + Guaifenesin IP 50 mg + Terbutaline Sulphate IP 1.25 mg per 5 ml',
    'Syrup',
    ['Ambroxol', 'Guaifenesin', 'Terbutaline'],
  ],
  [
    'Telmisartan + Amlodipine Tablets',
    'Telmisartan IP 40 mg + Amlodipine IP 5 mg',
    'Tablets',
    ['Telmisartan', 'Amlodipine'],
  ],
  [
    'Telmisartan + Hydrochlorothiazide Tablets',
    'Telmisartan IP 40 mg + Hydrochlorothiazide IP 12.5 mg',
    'Tablets',
    ['Telmisartan', 'Hydrochlorothiazide'],
  ],
  [
    'Glimepiride + Metformin SR Tablets',
    'Glimepiride IP 2 mg + Metformin HCl IP 500 mg (SR)',
    'Tablets',
    ['Glimepiride', 'Metformin'],
  ],
  [
    'Vildagliptin + Metformin Tablets',
    'Vildagliptin IP 50 mg + Metformin HCl IP 500 mg',
    'Tablets',
    ['Vildagliptin', 'Metformin'],
  ],
  [
    'Atorvastatin + Clopidogrel Capsules',
    'Atorvastatin IP 10 mg + Clopidogrel IP 75 mg',
    'Capsules',
    ['Atorvastatin', 'Clopidogrel'],
  ],
  [
    'Methylcobalamin + Pregabalin SR Capsules',
    'Methylcobalamin IP 750 mcg + Pregabalin IP 75 mg (SR)',
    'Capsules',
    ['Methylcobalamin', 'Pregabalin'],
  ],
  [
    'Calcium Carbonate + Vitamin D3 Tablets',
    'Calcium Carbonate IP 1250 mg eq. to Elemental Calcium 500 mg + Vitamin D3 IP 250 IU',
    'Tablets',
    ['Calcium Carbonate', 'Cholecalciferol'],
  ],
  [
    'Ferrous Ascorbate + Folic Acid Tablets',
    'Ferrous Ascorbate eq. to Elemental Iron 100 mg + Folic Acid IP 1.5 mg',
    'Tablets',
    ['Ferrous Ascorbate', 'Folic Acid'],
  ],
  [
    'Myo-Inositol + D-Chiro-Inositol Tablets',
    'Myo-Inositol 550 mg + D-Chiro-Inositol 13.8 mg + Folic Acid IP 200 mcg',
    'Tablets',
    ['Myo-Inositol', 'D-Chiro-Inositol', 'Folic Acid'],
  ],
  [
    'Ofloxacin + Ornidazole Tablets',
    'Ofloxacin IP 200 mg + Ornidazole IP 500 mg',
    'Tablets',
    ['Ofloxacin', 'Ornidazole'],
  ],
  [
    'Moxifloxacin + Dexamethasone Eye Drops',
    'Moxifloxacin HCl IP 0.5% w/v + Dexamethasone Sodium Phosphate IP 0.1% w/v',
    'Eye Drops',
    ['Moxifloxacin', 'Dexamethasone'],
  ],
  [
    'Clobetasol + Neomycin + Miconazole Cream',
    'Clobetasol Propionate IP 0.05% w/w + Neomycin Sulphate IP 0.5% w/w + Miconazole Nitrate IP 2% w/w',
    'Cream',
    ['Clobetasol', 'Neomycin', 'Miconazole'],
  ],
  [
    'Diclofenac + Linseed Oil + Methyl Salicylate Gel',
    'Diclofenac Diethylamine IP 1.16% w/w + Linseed Oil 3% w/w + Methyl Salicylate IP 10% w/w',
    'Gel',
    ['Diclofenac'],
  ],
  ['Paracetamol 250 mg Suspension', 'Paracetamol IP 250 mg per 5 ml', 'Syrup', ['Paracetamol']],
  ['Cefixime 50 mg Dry Syrup', 'Cefixime IP 50 mg per 5 ml', 'Dry Syrup', ['Cefixime']],
  [
    'Amoxicillin + Clavulanate 228.5 mg Dry Syrup',
    'Amoxicillin IP 200 mg + Clavulanic Acid 28.5 mg per 5 ml',
    'Dry Syrup',
    ['Amoxicillin', 'Clavulanic Acid'],
  ],
];

const INJECTABLE =
  /Injection|Infusion|^(Normal Saline|Ringer Lactate|Dextrose|Mannitol|Albumin|Potassium Chloride|Sodium Chloride|Magnesium Sulphate|Calcium Gluconate|Vitamin K|Phytonadione|Dexmedetomidine|Esmolol|Nicardipine|Methylene Blue|Sugammadex|Propofol|Ketamine|Atracurium|Vecuronium|Rocuronium|Neostigmine|Glycopyrrolate|Fentanyl|Morphine|Heparin|Enoxaparin|Fondaparinux|Streptokinase|Tenecteplase|Alteplase|Dobutamine|Dopamine|Noradrenaline|Adrenaline|Vasopressin|Insulin .*|Human Insulin|Liraglutide|Dulaglutide|Erythropoietin|Darbepoetin|Filgrastim|Pegfilgrastim|Trastuzumab|Rituximab|Bevacizumab|Adalimumab|Etanercept|Denosumab|Teriparatide|Oxytocin|Carboprost|Human Chorionic Gonadotropin|Menotropin|Follitropin|Paclitaxel|Docetaxel|Cisplatin|Carboplatin|Oxaliplatin|Gemcitabine|Pemetrexed|Doxorubicin|Fluorouracil|Irinotecan|Bortezomib|Iron Sucrose|Ferric Carboxymaltose|Zoledronic Acid|Caspofungin|Micafungin|Remdesivir|Amphotericin B|Vancomycin|Teicoplanin|Tigecycline|Colistin|Polymyxin B|Imipenem|Ertapenem|Doripenem|Aztreonam|Ceftazidime|Cefepime|Ceftaroline|Cefazolin|Artesunate|Arteether|Gentamicin|Tobramycin|Netilmicin|Streptomycin)$/;
const EYE =
  /Eye Drops|^(Timolol|Latanoprost|Bimatoprost|Travoprost|Brimonidine|Dorzolamide|Brinzolamide|Carboxymethylcellulose|Hydroxypropyl Methylcellulose|Sodium Hyaluronate|Nepafenac|Bromfenac|Ketorolac Tromethamine|Loteprednol|Prednisolone Acetate|Tropicamide|Cyclopentolate|Atropine Sulfate|Natamycin|Olopatadine)$/;
const TOPICAL =
  /Ointment|Shampoo|Topical|^(Clobetasol|Halobetasol|Fluocinolone|Desonide|Mometasone|Mupirocin|Fusidic Acid|Framycetin|Luliconazole|Sertaconazole|Eberconazole|Amorolfine|Ciclopirox|Clotrimazole|Miconazole|Tretinoin|Adapalene|Benzoyl Peroxide|Azelaic Acid|Clindamycin Phosphate|Hydroquinone|Kojic Acid|Glycolic Acid|Salicylic Acid|Permethrin|Crotamiton|Calcipotriol|Coal Tar|Urea|Lactic Acid|Silver Sulfadiazine|Povidone Iodine|Chlorhexidine|Nadifloxacin|Aloe Vera)$/;
const HERBAL =
  /^(Ashwagandha|Shatavari|Brahmi|Giloy|Tulsi|Triphala|Neem|Amla|Arjuna|Guggul|Shilajit|Moringa|Curcumin|Boswellia|Karela|Jamun|Punarnava|Gokshura|Safed Musli|Kalmegh|Bhringraj)$/;
const SOFTGEL =
  /^(Omega-3 Fatty Acids|Coenzyme Q10|Lycopene|Vitamin E Acetate|Cholecalciferol|Calcitriol|Alfacalcidol|Progesterone|Isotretinoin)$/;

export function poolOf(molecule: string): Pool {
  if (EYE.test(molecule)) return 'eye';
  if (INJECTABLE.test(molecule)) return 'injection';
  if (TOPICAL.test(molecule)) return 'topical';
  if (HERBAL.test(molecule)) return 'herbal';
  if (SOFTGEL.test(molecule)) return 'softgel';
  return 'oral';
}

const DEFAULT_FORM: Record<Pool, Form> = {
  oral: 'Tablets',
  injection: 'Injection',
  eye: 'Eye Drops',
  topical: 'Cream',
  herbal: 'Capsules',
  softgel: 'Softgel Capsules',
};
/** Molecule names that already say their form ('Ondansetron Injection'). */
const FORM_IN_NAME = /\s(Injection|Infusion|Eye Drops|Ointment|Shampoo|Topical)$/;

/** The single-molecule product for a molecule; `variant` picks a pack. */
export function singleProduct(molecule: string, variant: number): ProductLine {
  const [strength, knownForm] = KNOWN[molecule] ?? [undefined, undefined];
  const base = molecule.replace(FORM_IN_NAME, '');
  const named = FORM_IN_NAME.exec(molecule)?.[1];
  const form: Form =
    knownForm ??
    (named === 'Infusion'
      ? 'Infusion'
      : named === 'Topical'
        ? 'Topical Solution'
        : named === 'Ointment'
          ? 'Cream'
          : DEFAULT_FORM[poolOf(molecule)]);
  const formWord = named === 'Shampoo' ? 'Shampoo' : named === 'Ointment' ? 'Ointment' : form;
  const herbal = poolOf(molecule) === 'herbal';
  const packs = PACKS[form];
  return {
    name: [base, strength, herbal && !strength ? 'Extract' : undefined, formWord].filter(Boolean).join(' '),
    composition: herbal
      ? `${base} Extract${strength ? ` ${strength}` : ''}`
      : `${base} IP${strength ? ` ${strength}` : ''}`,
    pack: named === 'Shampoo' ? '100 ml Bottle' : packs[variant % packs.length]!,
    form,
    molecules: [molecule],
  };
}

/** The combinations whose every molecule is in the list. */
export function combinationProducts(known: ReadonlySet<string>): ProductLine[] {
  return COMBINATIONS.filter(([, , , molecules]) => molecules.every((m) => known.has(m))).map(
    ([name, composition, form, molecules]) => ({
      name,
      composition,
      pack: PACKS[form][0]!,
      form,
      molecules,
    }),
  );
}
