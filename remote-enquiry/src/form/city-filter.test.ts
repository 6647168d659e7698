import { filterCities } from './city-filter';

const city = (name: string, state: string) => ({ name, state, country_name: 'India' });
const cities = [
  city('Mohali', 'Punjab'),
  city('Ludhiana', 'Punjab'),
  city('Pune', 'Maharashtra'),
  city('Mumbai', 'Maharashtra'),
  ...Array.from({ length: 15 }, (_, i) => city(`Town ${i}`, 'Gujarat')),
];

describe('filterCities', () => {
  it('matches the name or the state, any case, shown "name, state, country"', () => {
    expect(filterCities(cities, 'moh')).toEqual(['Mohali, Punjab, India']);
    expect(filterCities(cities, 'PUNJ')).toEqual(['Mohali, Punjab, India', 'Ludhiana, Punjab, India']);
    expect(filterCities(cities, 'pun')).toEqual([
      'Mohali, Punjab, India',
      'Ludhiana, Punjab, India',
      'Pune, Maharashtra, India',
    ]);
  });

  it('starts at 2 characters and gives at most 10', () => {
    expect(filterCities(cities, 'm')).toEqual([]);
    expect(filterCities(cities, 'mu')).toEqual(['Mumbai, Maharashtra, India']);
    expect(filterCities(cities, 'guj')).toHaveLength(10);
  });
});
