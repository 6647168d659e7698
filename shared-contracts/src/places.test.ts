import { placeSlug } from './places';

describe('placeSlug', () => {
  it.each([
    ['Punjab', 'punjab'],
    ['Himachal Pradesh', 'himachal-pradesh'],
    ['Jammu & Kashmir', 'jammu-kashmir'],
    ['  SAS Nagar (Mohali) ', 'sas-nagar-mohali'],
    ['Dadra and Nagar Haveli and Daman and Diu', 'dadra-and-nagar-haveli-and-daman-and-diu'],
    ['Sector 17', 'sector-17'],
  ])('%s → %s', (name, slug) => expect(placeSlug(name)).toBe(slug));

  it('keeps only ASCII letters and digits, so a name of nothing else has an empty slug', () => {
    expect(placeSlug('पंजाब')).toBe('');
    expect(placeSlug('---')).toBe('');
  });
});
