import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { enterUrl, hitUrl } from './search-routing';

const settings = localSiteSettings('main');

test('company and molecule hits go to their sites, other categories under /pharma', () => {
  expect(hitUrl({ category: 'Company', slug: 'cure-pharma' }, settings)).toBe('http://localhost:3200/cure-pharma');
  expect(hitUrl({ category: 'Molecule', slug: 'metformin' }, settings)).toBe('http://localhost:3100/metformin');
  expect(hitUrl({ category: 'Category', slug: 'pharma-franchise-pcd' }, settings)).toBe(
    'http://localhost:3000/pharma/pharma-franchise-pcd',
  );
});

test('Enter goes to /search with the first hit category lowercased', () => {
  expect(enterUrl('metformin', { category: 'Molecule' }, settings)).toBe(
    'http://localhost:3000/search?t=molecule&q=metformin',
  );
  expect(enterUrl('  pcd pharma ', { category: 'Category' }, settings)).toBe(
    'http://localhost:3000/search?t=category&q=pcd%20pharma',
  );
});

test('with no hits, Enter goes to t=company only for queries longer than 3 characters', () => {
  expect(enterUrl('zzzz', undefined, settings)).toBe('http://localhost:3000/search?t=company&q=zzzz');
  expect(enterUrl('zzz', undefined, settings)).toBeUndefined();
  expect(enterUrl('   ', undefined, settings)).toBeUndefined();
});
