import { latinReadings } from './devanagari';
import { PhoneticDictionary, phoneticKey } from './phonetic-key';

/** The keys a Devanagari spelling reads as. */
const keysOf = (hindi: string) => latinReadings(hindi).map(phoneticKey);

/** The single-word entries of the seed's Devanagari alias list, as written there, with the molecule each names. */
const ALIAS_LIST: [string, string][] = [
  ['पैरासिटामोल', 'Paracetamol'],
  ['पेरासिटामोल', 'Paracetamol'],
  ['पैरासीटामोल', 'Paracetamol'],
  ['आइबुप्रोफेन', 'Ibuprofen'],
  ['डाइक्लोफेनाक', 'Diclofenac'],
  ['एसिक्लोफेनाक', 'Aceclofenac'],
  ['एज़िथ्रोमाइसिन', 'Azithromycin'],
  ['एजिथ्रोमाइसिन', 'Azithromycin'],
  ['एमोक्सिसिलिन', 'Amoxicillin'],
  ['मेटफॉर्मिन', 'Metformin'],
  ['पैंटोप्राजोल', 'Pantoprazole'],
  ['पेंटोप्राजोल', 'Pantoprazole'],
  ['सेटीरिज़िन', 'Cetirizine'],
  ['सेटिरिज़िन', 'Cetirizine'],
  ['सेफिक्सिम', 'Cefixime'],
  ['ओमेप्राजोल', 'Omeprazole'],
  ['एम्लोडिपिन', 'Amlodipine'],
  ['एटोरवास्टेटिन', 'Atorvastatin'],
  ['मोंटेलुकास्ट', 'Montelukast'],
  ['विटामिन', 'Vitamin'],
];

/** Spellings a Hindi-speaking buyer writes for the catalog's molecules, services, forms and places. */
const BUYERS_SPELLINGS: [string, string][] = [
  ['अमोक्सिसिलिन', 'amoxicillin'],
  ['सिप्रोफ्लोक्सासिन', 'ciprofloxacin'],
  ['मेटफोर्मिन', 'metformin'],
  ['डोलो', 'dolo'],
  ['टैबलेट', 'tablet'],
  ['टेबलेट', 'tablet'],
  ['कैप्सूल', 'capsule'],
  ['सिरप', 'syrup'],
  ['इंजेक्शन', 'injection'],
  ['सॉफ्टजेल', 'softgel'],
  ['जेल', 'gel'],
  ['क्रीम', 'cream'],
  ['ड्रॉप्स', 'drops'],
  ['ऑइंटमेंट', 'ointment'],
  ['सस्पेंशन', 'suspension'],
  ['फ्रेंचाइजी', 'franchisee'],
  ['फ्रैंचाइज़ी', 'franchisee'],
  ['फ्रेंचाइज़', 'franchise'],
  ['कंपनी', 'company'],
  ['मैन्युफैक्चरर', 'manufacturer'],
  ['मैन्युफैक्चरिंग', 'manufacturing'],
  ['थर्ड', 'third'],
  ['पार्टी', 'party'],
  ['सप्लायर', 'supplier'],
  ['डिस्ट्रीब्यूटर', 'distributor'],
  ['फार्मा', 'pharma'],
  ['पीसीडी', 'pcd'],
  ['बद्दी', 'baddi'],
  ['चंडीगढ़', 'chandigarh'],
  ['इंदौर', 'indore'],
  ['हरिद्वार', 'haridwar'],
  ['गुड़गांव', 'gurgaon'],
  ['अहमदाबाद', 'ahmedabad'],
  ['लुधियाना', 'ludhiana'],
  ['पंचकुला', 'panchkula'],
];

/** Molecules whose names look alike, which a buyer must still be able to tell apart. */
const LOOK_ALIKES = [
  ['amoxicillin', 'ampicillin', 'cloxacillin'],
  ['cefixime', 'cefuroxime', 'cefpodoxime', 'ceftriaxone'],
  ['ofloxacin', 'levofloxacin', 'ciprofloxacin', 'norfloxacin', 'moxifloxacin'],
  ['amlodipine', 'nifedipine', 'cilnidipine'],
  ['metformin', 'metronidazole', 'metoprolol'],
  ['pantoprazole', 'rabeprazole', 'omeprazole', 'esomeprazole', 'lansoprazole'],
  ['cetirizine', 'levocetirizine'],
  ['azithromycin', 'clarithromycin', 'erythromycin', 'roxithromycin'],
  ['diclofenac', 'aceclofenac'],
  ['prednisolone', 'prednisone', 'methylprednisolone'],
  ['losartan', 'telmisartan', 'olmesartan', 'valsartan'],
  ['atorvastatin', 'rosuvastatin', 'simvastatin'],
  ['glimepiride', 'glipizide', 'gliclazide'],
];

describe('phoneticKey', () => {
  it('gives an English spelling and its sound-alike spellings one key', () => {
    expect(phoneticKey('pharma')).toBe(phoneticKey('farma'));
    expect(phoneticKey('cefixime')).toBe(phoneticKey('sefiksim'));
    expect(phoneticKey('thiamine')).toBe(phoneticKey('tiamin'));
    expect(phoneticKey('quinine')).toBe(phoneticKey('kvinin'));
    expect(phoneticKey('Baddi')).toBe(phoneticKey('badi'));
    expect(phoneticKey('haridwar')).toBe(phoneticKey('haridvar'));
    expect(phoneticKey('injection')).toBe(phoneticKey('injekshan'));
  });

  it('keeps a consonant repeated across a vowel, and tells a word starting with a vowel from one without', () => {
    expect(phoneticKey('bhabhua')).not.toBe(phoneticKey('bhua'));
    expect(phoneticKey('amlodipine')).not.toBe(phoneticKey('mlodipine'));
  });

  it('reads an abbreviation by its letter names, as पीसीडी spells PCD', () => {
    expect(phoneticKey('pcd')).toBe(phoneticKey('pisidi'));
    expect(phoneticKey('bbn')).toBe(phoneticKey('bibien'));
  });

  it('gives no key for digits, other scripts, or a word past 64 letters', () => {
    expect(phoneticKey('650')).toBe('');
    expect(phoneticKey('डोलो')).toBe('');
    expect(phoneticKey('a'.repeat(65))).toBe('');
  });

  it.each(ALIAS_LIST)('%s reads with the key of %s (the seed alias list)', (hindi, molecule) => {
    expect(keysOf(hindi)).toContain(phoneticKey(molecule));
  });

  it.each(BUYERS_SPELLINGS)('%s reads with the key of %s', (hindi, term) => {
    expect(keysOf(hindi)).toContain(phoneticKey(term));
  });

  it.each(LOOK_ALIKES)('keeps look-alike molecules apart: %s …', (...group) => {
    expect(new Set(group.map(phoneticKey)).size).toBe(group.length);
  });
});

describe('PhoneticDictionary', () => {
  const catalog = () => {
    const dictionary = new PhoneticDictionary();
    for (const term of [...ALIAS_LIST.map(([, m]) => m.toLowerCase()), ...BUYERS_SPELLINGS.map(([, t]) => t)]) {
      dictionary.add(term);
    }
    for (const term of LOOK_ALIKES.flat()) dictionary.add(term);
    return dictionary;
  };

  it.each([...ALIAS_LIST.map(([h, m]): [string, string] => [h, m.toLowerCase()]), ...BUYERS_SPELLINGS])(
    'matches %s to %s first among the catalog and its look-alikes',
    (hindi, term) => {
      expect(catalog().match(latinReadings(hindi))[0]).toBe(term);
    },
  );

  it('counts references: a term stays while any record holds it, and its key goes with the last', () => {
    const dictionary = new PhoneticDictionary();
    dictionary.add('baddi');
    dictionary.add('baddi');
    dictionary.remove('baddi');
    expect(dictionary.lookup(phoneticKey('baddi'))).toEqual(['baddi']);
    dictionary.remove('baddi');
    expect(dictionary.lookup(phoneticKey('baddi'))).toEqual([]);
    expect(dictionary.size).toBe(0);
    dictionary.remove('baddi');
    expect(dictionary.size).toBe(0);
  });

  it('answers the terms of a key most held first, at most 8', () => {
    const dictionary = new PhoneticDictionary();
    const sameKey = ['sulfate', 'sulphate', 'salfet', 'sulfat', 'solfate', 'silfit', 'sulfite', 'salfit', 'solfit'];
    expect(new Set(sameKey.map(phoneticKey)).size).toBe(1);
    sameKey.forEach((term, i) => {
      for (let n = 0; n <= i; n++) dictionary.add(term);
    });
    expect(dictionary.lookup(phoneticKey('sulfate'))).toEqual([...sameKey].reverse().slice(0, 8));
  });

  it("reorders a key's terms as records come and go", () => {
    const dictionary = new PhoneticDictionary();
    for (const [term, times] of [
      ['sulfate', 3],
      ['sulphate', 2],
      ['sulfite', 1],
    ] as const) {
      for (let n = 0; n < times; n++) dictionary.add(term);
    }
    expect(dictionary.lookup('slft')).toEqual(['sulfate', 'sulphate', 'sulfite']);
    dictionary.remove('sulfate');
    dictionary.remove('sulfate');
    dictionary.add('sulfite');
    dictionary.add('sulfite');
    expect(dictionary.lookup('slft')).toEqual(['sulfite', 'sulphate', 'sulfate']);
    dictionary.remove('sulphate');
    dictionary.remove('sulphate');
    expect(dictionary.lookup('slft')).toEqual(['sulfite', 'sulfate']);
  });

  it('ranks the terms sharing a key by how close they sound to the reading', () => {
    const dictionary = new PhoneticDictionary();
    for (const term of ['ciprofloxacin', 'sparfloxacin']) dictionary.add(term);
    expect(phoneticKey('ciprofloxacin')).toBe(phoneticKey('sparfloxacin'));
    expect(dictionary.match(latinReadings('सिप्रोफ्लोक्सासिन'))).toEqual(['ciprofloxacin', 'sparfloxacin']);
    expect(dictionary.match(latinReadings('स्पारफ्लोक्सासिन'))).toEqual(['sparfloxacin', 'ciprofloxacin']);
  });

  it('finds a long key within one consonant edit (a hard g written before e), unless told not to', () => {
    const readings = latinReadings('गेबापेंटिन');
    const withEdit = new PhoneticDictionary();
    const without = new PhoneticDictionary({ withinOneEdit: false });
    for (const dictionary of [withEdit, without]) dictionary.add('gabapentin');
    expect(withEdit.match(readings)).toEqual(['gabapentin']);
    expect(without.match(readings)).toEqual([]);
  });

  it('ranks a bounded number of terms when a key holds many: the most held among them', () => {
    const dictionary = new PhoneticDictionary();
    const vowels = ['a', 'e', 'i', 'o', 'u'];
    for (const a of vowels)
      for (const b of vowels)
        for (const c of vowels)
          for (const d of vowels) {
            dictionary.add(`p${a}r${b}s${c}t${d}mol`);
          }
    for (let n = 0; n < 5; n++) dictionary.add('paracetamol');
    expect(dictionary.lookup(phoneticKey('paracetamol'))).toHaveLength(8);
    const found = dictionary.match(latinReadings('पैरासिटामोल'));
    expect(found).toHaveLength(8);
    // Among the 626 sharing its key: the reading's own spelling, held once, first; the one held 5 times next.
    expect(found.slice(0, 2)).toEqual(['parasitamol', 'paracetamol']);
    for (let n = 0; n < 10_000; n++) dictionary.add('paracetamol');
    expect(dictionary.match(latinReadings('पैरासिटामोल'))[0]).toBe('paracetamol');
  });

  it('leaves out a word that shares only the consonants (और is not urea, दवा not devi)', () => {
    const dictionary = new PhoneticDictionary();
    for (const term of ['urea', 'devi']) dictionary.add(term);
    expect(dictionary.match(latinReadings('और'))).toEqual([]);
    expect(dictionary.match(latinReadings('दवा'))).toEqual([]);
    expect(dictionary.match(latinReadings('यूरिया'))).toEqual(['urea']);
  });

  it('stands no one-consonant word (की, के, है) for a catalog term', () => {
    const dictionary = new PhoneticDictionary();
    for (const term of ['key', 'kee', 'hay', 'he']) dictionary.add(term);
    for (const hindi of ['की', 'के', 'है']) expect(dictionary.match(latinReadings(hindi))).toEqual([]);
  });
});
