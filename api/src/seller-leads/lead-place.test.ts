import { leadState, stateOfPlace, titles } from './lead-place';

describe('lead place', () => {
  it('reads the state of a picked "City, State, Country" label', () => {
    expect(stateOfPlace('Ludhiana, Punjab, India')).toBe('Punjab');
    expect(stateOfPlace('Kala Amb, Himachal Pradesh, India')).toBe('Himachal Pradesh');
    expect(stateOfPlace('Punjab')).toBeNull();
    expect(stateOfPlace(null)).toBeNull();
  });

  it('PCD uses the area of operation, falling back to the buyer; other services use the buyer state', () => {
    expect(leadState('PCD Pharma Franchise', 'Amritsar, Punjab, India', 'Pune, Maharashtra, India')).toBe('Punjab');
    expect(leadState('PCD Pharma Franchise', null, 'Pune, Maharashtra, India')).toBe('Maharashtra');
    expect(leadState('3rd Party Manufacturing', 'Amritsar, Punjab, India', 'Pune, Maharashtra, India')).toBe(
      'Maharashtra',
    );
  });

  it('keeps only string titles', () => {
    expect(titles(['Tablets', 3, null, 'Syrups & Suspensions'])).toEqual(['Tablets', 'Syrups & Suspensions']);
    expect(titles({ a: 1 })).toEqual([]);
  });
});
