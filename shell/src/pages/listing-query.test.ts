import { listingQuery, pageIndex } from './listing-query';

describe('listingQuery', () => {
  it('reads sort and the 1-based page', () => {
    expect(listingQuery(new URLSearchParams('sort=name&page=3'))).toEqual({ sort: 'name', page: 2 });
  });

  it('falls back to rank and the first page for anything else', () => {
    expect(listingQuery(new URLSearchParams('sort=price&page=x'))).toEqual({ sort: 'rank', page: 0 });
    expect(pageIndex(new URLSearchParams('page=-4'))).toBe(0);
    expect(pageIndex(new URLSearchParams(''))).toBe(0);
  });
});
