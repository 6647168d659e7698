import { listingSql, listingWindow } from './listing';

describe('listingWindow (spec §5 listing helpers)', () => {
  it('defaults limit and offset to 200', () => {
    expect(listingWindow({})).toEqual({ limit: 200, offset: 200, orderBy: null });
  });

  it('uses 200 when either value is negative or not a whole number', () => {
    expect(listingWindow({ limit: -1, offset: 5 })).toEqual({ limit: 200, offset: 5, orderBy: null });
    expect(listingWindow({ limit: '20', offset: '-3' })).toEqual({ limit: 20, offset: 200, orderBy: null });
    expect(listingWindow({ limit: 'ten', offset: 1.5 })).toEqual({ limit: 200, offset: 200, orderBy: null });
    expect(listingWindow({ limit: 0, offset: 0 })).toEqual({ limit: 0, offset: 0, orderBy: null });
  });

  it('orders only by name, title or rank', () => {
    expect(listingWindow({ order_by: 'rank' }).orderBy).toBe('rank');
    expect(listingWindow({ order_by: 'title' }).orderBy).toBe('title');
    expect(listingWindow({ order_by: 'name; DROP TABLE companies' }).orderBy).toBeNull();
    expect(listingWindow({ order_by: 'created_at' }).orderBy).toBeNull();
  });

  it('builds the SQL tail with parameters, ordering only from the allow-list', () => {
    expect(listingSql({ limit: 10, offset: 20, orderBy: 'name' }, 2)).toEqual({
      sql: 'ORDER BY name LIMIT $2 OFFSET $3',
      params: [10, 20],
    });
    expect(listingSql({ limit: 10, offset: 0, orderBy: null }, 1)).toEqual({
      sql: 'LIMIT $1 OFFSET $2',
      params: [10, 0],
    });
  });
});
