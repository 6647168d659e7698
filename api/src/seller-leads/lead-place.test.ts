import { leadPlace, placeOf, stateOfPlace, titles } from './lead-place';

describe('lead place', () => {
  it('reads the state of a picked "City, State, Country" label', () => {
    expect(stateOfPlace('Ludhiana, Punjab, India')).toBe('Punjab');
    expect(stateOfPlace('Kala Amb, Himachal Pradesh, India')).toBe('Himachal Pradesh');
    expect(stateOfPlace('Punjab')).toBeNull();
    expect(stateOfPlace(null)).toBeNull();
  });

  it('reads the city beside it', () => {
    expect(placeOf('Kala Amb, Himachal Pradesh, India')).toEqual({ city: 'Kala Amb', state: 'Himachal Pradesh' });
    expect(placeOf('Mohali')).toBeNull();
    // A state may hold a comma itself (the city suggestions' "London, City of").
    expect(placeOf('London, London, City of, United Kingdom')).toEqual({ city: 'London', state: 'London, City of' });
  });

  it('PCD uses the area of operation, falling back to the buyer; other services use the buyer place', () => {
    const pune = { city: 'Pune', state: 'Maharashtra' };
    expect(leadPlace('PCD Pharma Franchise', 'Amritsar, Punjab, India', 'Pune, Maharashtra, India')).toEqual({
      city: 'Amritsar',
      state: 'Punjab',
    });
    expect(leadPlace('PCD Pharma Franchise', null, 'Pune, Maharashtra, India')).toEqual(pune);
    expect(leadPlace('3rd Party Manufacturing', 'Amritsar, Punjab, India', 'Pune, Maharashtra, India')).toEqual(pune);
    expect(leadPlace('3rd Party Manufacturing', null, null)).toBeNull();
  });

  it('keeps only string titles', () => {
    expect(titles(['Tablets', 3, null, 'Syrups & Suspensions'])).toEqual(['Tablets', 'Syrups & Suspensions']);
    expect(titles({ a: 1 })).toEqual([]);
  });
});
