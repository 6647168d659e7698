import { gazetteer, placeNames } from '../seed/gazetteer';
import { SEARCH_SYNONYMS } from '../seed/search-terms';
import {
  MAX_RULES,
  MAX_RULES_BYTES,
  joinNames,
  ruleDataKey,
  searchRules,
  type RuleData,
} from '../src/search/search-rules';

// The Query Rules as pure functions of the catalog's facts and the seed's gazetteer.
const data = (extra: Partial<RuleData> = {}): RuleData => ({
  sellerPlaces: ['Panchkula', 'Panchkula Tricity', 'Haryana', 'Mohali', 'SAS Nagar', 'Punjab', 'Guwahati', 'Assam'],
  sellerStates: ['Assam', 'Haryana', 'Punjab'],
  forms: ['Eye Drops', 'Syrup', 'Tablets'],
  catalogWords: ['azithromycin', 'paracetamol', 'tablets'],
  categories: ['Eye Drop Franchise', 'Injection Manufacturers', 'PCD Pharma Franchise', 'Third Party Manufacturing'],
  ...extra,
});
const rule = (rules: ReturnType<typeof searchRules>, pattern: string) =>
  rules.find((r) => r.conditions?.[0]?.pattern === pattern);

describe('the gazetteer (seed TSVs)', () => {
  const g = gazetteer();

  test('every town of the city list is a place, in a state the neighbours table knows', () => {
    expect(g.places.length).toBeGreaterThanOrEqual(2149);
    expect(g.places.filter((p) => !g.states.has(p.state))).toEqual([]);
    expect(g.states.size).toBe(36);
  });

  test('neighbours are mutual: a land border is on both sides', () => {
    const oneSided = [...g.states.values()].flatMap((s) =>
      s.neighbours.filter((n) => !g.states.get(n)!.neighbours.includes(s.name)).map((n) => `${s.name} → ${n}`),
    );
    expect(oneSided).toEqual([]);
    expect(g.states.get('Haryana')!.neighbours).toEqual(
      expect.arrayContaining(['Punjab', 'Delhi', 'Uttar Pradesh', 'Rajasthan', 'Himachal Pradesh']),
    );
  });

  test('a town carries its other names and district; the same name in two states keeps them apart', () => {
    expect(placeNames('Gurgaon', 'Haryana')).toEqual(['Gurugram']);
    expect(placeNames('Bengaluru', 'Karnataka')).toEqual(['Bangalore', 'Bengaluru Urban']);
    expect(placeNames('Mohali', 'Punjab')).toEqual(['Sahibzada Ajit Singh Nagar', 'SAS Nagar', 'Ajitgarh']);
    expect(placeNames('Aurangabad', 'Maharashtra')).toEqual(['Chhatrapati Sambhajinagar']);
    expect(placeNames('Aurangabad', 'Bihar')).toEqual([]);
    expect(placeNames('Odisha')).toEqual(['Orissa']);
  });
});

describe('Query Rules generated from the catalog and the gazetteer', () => {
  const rules = searchRules(data());

  test('a place with sellers gets no rule; one without is sent to its state, with the notice', () => {
    expect(rule(rules, 'panchkula')).toBeUndefined();
    expect(rule(rules, 'sas nagar')).toBeUndefined();
    // "Nagar" alone is part of a place with sellers: taking it out would break "SAS Nagar".
    expect(rule(rules, 'nagar')).toBeUndefined();
    expect(rule(rules, 'gurgaon')).toEqual({
      objectID: 'place-gurgaon',
      description: '"Gurgaon" has no seller: Haryana',
      conditions: [{ pattern: 'gurgaon', anchoring: 'contains' }],
      consequence: {
        params: { query: { edits: [{ type: 'remove', delete: 'gurgaon' }] }, filters: 'state:"Haryana"' },
        userData: { notice: 'No company in Gurgaon yet: showing companies in Haryana' },
      },
    });
    // Its other name has a rule of its own, in the buyer's spelling.
    expect(rule(rules, 'gurugram')!.consequence!.userData).toEqual({
      notice: 'No company in Gurugram yet: showing companies in Haryana',
    });
  });

  test('a place in a state without sellers is sent to the neighbouring states that have them', () => {
    expect(rule(rules, 'aizawl')!.consequence).toEqual({
      params: { query: { edits: [{ type: 'remove', delete: 'aizawl' }] }, filters: 'state:"Assam"' },
      userData: { notice: 'No company in Aizawl or elsewhere in Mizoram yet: showing companies in nearby Assam' },
    });
    const more = searchRules(data({ sellerStates: ['Assam', 'Manipur', 'Tripura'] }));
    expect(rule(more, 'mizoram')!.consequence).toEqual({
      params: {
        query: { edits: [{ type: 'remove', delete: 'mizoram' }] },
        filters: 'state:"Assam" OR state:"Manipur" OR state:"Tripura"',
      },
      userData: { notice: 'No company in Mizoram yet: showing companies in nearby Assam, Manipur and Tripura' },
    });
    // Two rings out when the neighbours have none either: Sikkim → West Bengal → Assam.
    const farther = searchRules(data({ sellerStates: ['Assam'] }));
    expect(rule(farther, 'gangtok')!.consequence!.params!.filters).toBe('state:"Assam"');
  });

  test('a name in two states goes to both; a word of the catalog is never taken for a place', () => {
    // Sellers two borders from Bihar (Assam past West Bengal, Haryana past Uttar Pradesh), none that near Maharashtra;
    // farther than that is not "nearby".
    expect(rule(rules, 'aurangabad')!.consequence!.params!.filters).toBe('state:"Assam" OR state:"Haryana"');
    expect(rule(searchRules(data({ sellerStates: ['Kerala'] })), 'srinagar')).toBeUndefined();
    const both = searchRules(data({ sellerStates: ['Bihar', 'Maharashtra'] }));
    expect(rule(both, 'aurangabad')!.consequence).toMatchObject({
      params: { filters: 'state:"Bihar" OR state:"Maharashtra"' },
      userData: { notice: 'No company in Aurangabad yet: showing companies in Bihar and Maharashtra' },
    });
    const asWord = searchRules(data({ catalogWords: ['gurgaon'] }));
    expect(rule(asWord, 'gurgaon')).toBeUndefined();
  });

  test('service phrases rank that kind of seller first, with its service categories, and leave the query', () => {
    expect(rule(rules, 'third party manufacturing')!.consequence).toEqual({
      params: {
        query: { edits: [{ type: 'remove', delete: 'third party manufacturing' }] },
        optionalFilters: [['listedUnder:Third Party Manufacturing<score=1>'], ['services:3rd Party Manufacturing']],
      },
    });
    const injections = searchRules(data({ forms: ['Injection'] }));
    expect(rule(injections, 'injection')!.consequence!.params!.optionalFilters).toEqual([
      ['listedUnder:Injection Manufacturers<score=2>'],
      ['forms:Injection'],
    ]);
    // Words no record holds leave the query too, so "company in <a place without sellers>" still finds companies.
    expect(rule(rules, 'company')!.consequence).toEqual({
      params: { query: { edits: [{ type: 'remove', delete: 'company' }] } },
    });
    // Only a service category stands for the service: Eye Drop Franchise is named by a form, and lifted by its rule.
    expect(rule(rules, 'franchise')!.consequence!.params!.optionalFilters).toEqual([
      ['listedUnder:PCD Pharma Franchise<score=1>'],
      ['services:PCD Pharma Franchise'],
    ]);
  });

  test('the catalog’s forms, in every spelling a buyer types, rank that form first; absent forms get none', () => {
    for (const [pattern, form] of [
      ['tablet', 'Tablets'],
      ['tablets', 'Tablets'],
      ['tab', 'Tablets'],
      ['syrups', 'Syrup'],
      ['eyedrops', 'Eye Drops'],
    ] as const)
      expect([pattern, rule(rules, pattern)!.consequence!.params]).toEqual([
        pattern,
        { query: { edits: [{ type: 'remove', delete: pattern }] }, optionalFilters: [[`forms:${form}`]] },
      ]);
    expect(rule(rules, 'eye drop')!.consequence!.params!.optionalFilters).toEqual([
      ['listedUnder:Eye Drop Franchise<score=2>'],
      ['forms:Eye Drops'],
    ]);
    expect(rule(rules, 'cream')).toBeUndefined();
    expect(rule(rules, 'softgel')).toBeUndefined();
    expect(rule(searchRules(data({ forms: ['Softgel Capsules'] })), 'softgel')).toBeDefined();
  });

  test('an everyday word keeps its meaning once its form word has left the query', () => {
    const sugar = SEARCH_SYNONYMS.find((s) => s.input === 'sugar');
    expect(sugar?.synonyms).toEqual(['Metformin', 'Glimepiride']);
    expect(rule(rules, 'sugar')).toBeUndefined();
  });

  test('bounded: fewer rules than the engine allows, in one request; objectIDs unique', () => {
    expect(rules.length).toBeGreaterThan(1000);
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    expect(Buffer.byteLength(JSON.stringify(rules))).toBeLessThan(MAX_RULES_BYTES);
    expect(new Set(rules.map((r) => r.objectID)).size).toBe(rules.length);
  });

  test('the key the sender compares moves with the places that have sellers, not with their order', () => {
    const key = ruleDataKey(data());
    expect(ruleDataKey(data({ sellerPlaces: [...data().sellerPlaces].reverse() }))).toBe(key);
    expect(ruleDataKey(data({ sellerPlaces: [...data().sellerPlaces, 'Gurgaon'] }))).not.toBe(key);
  });

  test('names are joined as a sentence', () => {
    expect([joinNames(['Assam']), joinNames(['A', 'B']), joinNames(['A', 'B', 'C'])]).toEqual([
      'Assam',
      'A and B',
      'A, B and C',
    ]);
  });
});
