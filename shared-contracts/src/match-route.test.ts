import { matchRoute } from './match-route';

// The main site's table (SITE_PAGES.main) with the shell's catch-all.
const main = ['/', '/pharma', '/pharma/:slug', '/pharma-molecules-list', '/search', '/pages/:slug', '/pricing', '/registration', '*'];
const pathOf = (table: string[], pathname: string) => {
  const match = matchRoute(table, pathname);
  return match && table[match.index];
};

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/pharma', '/pharma'],
    ['/pharma/ayurvedic', '/pharma/:slug'],
    ['/pharma-molecules-list', '/pharma-molecules-list'],
    ['/pages/contact-us', '/pages/:slug'],
    ['/search', '/search'],
    ['/pharma/ayurvedic/extra', '*'],
    ['/pages', '*'],
    ['/no-such-page', '*'],
  ])('main site: %s is served by %s', (pathname, pattern) => {
    expect(pathOf(main, pathname)).toBe(pattern);
  });

  it('ranks a static segment above a :param and the catch-all last, whatever the declaration order', () => {
    const table = ['*', '/:slug', '/pharma'];
    expect(pathOf(table, '/pharma')).toBe('/pharma');
    expect(pathOf(table, '/acme-labs')).toBe('/:slug');
    expect(pathOf(table, '/acme-labs/products')).toBe('*');
    expect(pathOf(['/x/*', '/x/:y'], '/x/y')).toBe('/x/:y');
    expect(pathOf(['/x/*', '/x/:y'], '/x/y/z')).toBe('/x/*');
  });

  it('gives equally ranked routes to the one declared first', () => {
    expect(matchRoute(['/:first', '/:second'], '/x')).toEqual({ index: 0, params: { first: 'x' } });
  });

  it('returns the params, and the rest of the path for a splat', () => {
    expect(matchRoute(main, '/pharma/ayurvedic')?.params).toEqual({ slug: 'ayurvedic' });
    expect(matchRoute(['/', '*'], '/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchRoute(['/pharma'], '/elsewhere')).toBeNull();
  });

  it('tolerates trailing slashes but not an empty segment where a param is needed', () => {
    expect(pathOf(main, '/pharma/')).toBe('/pharma');
    expect(matchRoute(main, '/pharma/ayurvedic//')?.params).toEqual({ slug: 'ayurvedic' });
    expect(pathOf(main, '//')).toBe('/');
    expect(pathOf(main, '/pharma//ayurvedic')).toBe('*');
  });

  it('compares static segments case-insensitively and keeps a param as written', () => {
    expect(matchRoute(main, '/Pharma/Ayurvedic')).toEqual({ index: 2, params: { slug: 'Ayurvedic' } });
  });

  it('decodes params, keeping an encoded slash inside its param', () => {
    expect(matchRoute(main, '/pharma/cough%20%26%20cold')?.params).toEqual({ slug: 'cough & cold' });
    expect(matchRoute(main, '/pharma/a%2Fb')?.params).toEqual({ slug: 'a/b' });
    expect(matchRoute(['/:name'], '/%E0%A4%86%E0%A4%AF%E0%A5%81')?.params).toEqual({ name: 'आयु' });
    expect(pathOf(main, '/ph%61rma')).toBe('/pharma');
  });

  it('does not throw on a malformed encoding: the path is matched undecoded', () => {
    expect(matchRoute(main, '/pharma/%E0%A4%A')).toEqual({ index: 2, params: { slug: '%E0%A4%A' } });
    expect(matchRoute(main, '/pharma/100%')?.params).toEqual({ slug: '100%' });
    expect(pathOf(main, '/%')).toBe('*');
  });
});
