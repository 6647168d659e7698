import { searchHost } from './search-host';

test('local engine hosts use http, others https', () => {
  expect(searchHost('localhost:4002')).toEqual({ url: 'localhost:4002', protocol: 'http', accept: 'read' });
  expect(searchHost('PHARMASETU-dsn.algolia.net')).toEqual({
    url: 'pharmasetu-dsn.algolia.net',
    protocol: 'https',
    accept: 'read',
  });
  expect(searchHost('http://search.internal:8080')).toMatchObject({ url: 'search.internal:8080', protocol: 'http' });
});

test("the indexer's host may write; 127.x and [::1] are local too", () => {
  expect(searchHost('127.0.0.1:4002', 'readWrite')).toEqual({
    url: '127.0.0.1:4002',
    protocol: 'http',
    accept: 'readWrite',
  });
  expect(searchHost('[::1]:4002')).toEqual({ url: '[::1]:4002', protocol: 'http', accept: 'read' });
  expect(searchHost('https://search.example.com')).toEqual({
    url: 'search.example.com',
    protocol: 'https',
    accept: 'read',
  });
});
