import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { searchHost } from './search-client';
import { enterUrl, hitUrl } from './search-routing';

const settings = localSiteSettings('main');

test('company and molecule hits go to their sites, other categories under /pharma', () => {
  expect(hitUrl({ category: 'Company', slug: 'cure-pharma' }, settings)).toBe('http://localhost:3200/cure-pharma');
  expect(hitUrl({ category: 'Molecule', slug: 'metformin' }, settings)).toBe('http://localhost:3100/metformin');
  expect(hitUrl({ category: 'Category', slug: 'pharma-franchise-pcd' }, settings)).toBe('http://localhost:3000/pharma/pharma-franchise-pcd');
});

test('Enter goes to /search with the first hit category lowercased', () => {
  expect(enterUrl('metformin', { category: 'Molecule' }, settings)).toBe('http://localhost:3000/search?t=molecule&q=metformin');
  expect(enterUrl('  pcd pharma ', { category: 'Category' }, settings)).toBe('http://localhost:3000/search?t=category&q=pcd%20pharma');
});

test('with no hits, Enter goes to t=company only for queries longer than 3 characters', () => {
  expect(enterUrl('zzzz', undefined, settings)).toBe('http://localhost:3000/search?t=company&q=zzzz');
  expect(enterUrl('zzz', undefined, settings)).toBeUndefined();
  expect(enterUrl('   ', undefined, settings)).toBeUndefined();
});

test('local engine hosts use http, others https', () => {
  expect(searchHost('localhost:4002')).toEqual({ url: 'localhost:4002', protocol: 'http', accept: 'read' });
  expect(searchHost('PHARMASETU-dsn.algolia.net')).toEqual({ url: 'pharmasetu-dsn.algolia.net', protocol: 'https', accept: 'read' });
  expect(searchHost('http://search.internal:8080')).toMatchObject({ url: 'search.internal:8080', protocol: 'http' });
});
