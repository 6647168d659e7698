import { emptyTally, summarize } from '../bench/soak/tally';

describe('soak tally', () => {
  const mobiles = ['9100000000', '9100000001', '9100000002'];

  it('all posted, acknowledged and stored once, only 503s among 5xx: no problem', () => {
    const tally = { ...emptyTally(3), acknowledged: 3, statuses: { '200': 3, '503': 4 } };
    const s = summarize(tally, mobiles, new Map(mobiles.map((m) => [m, 1])));
    expect(s).toEqual({
      posted: 3,
      acknowledged: 3,
      stored: 3,
      lost: 0,
      duplicated: 0,
      fiveXX: 4,
      fiveXXNot503: 0,
      problems: [],
    });
  });

  it('counts a missing row as lost, extra rows as duplicates, other 5xx, unacknowledged posts and strangers', () => {
    const tally = { ...emptyTally(3), acknowledged: 2, statuses: { '200': 2, '500': 1, '502': 1, '503': 2 } };
    const s = summarize(
      tally,
      mobiles,
      new Map([
        ['9100000000', 3],
        ['9100000001', 1],
        ['9999999999', 1],
      ]),
    );
    expect(s).toMatchObject({ stored: 2, lost: 1, duplicated: 2, fiveXX: 4, fiveXXNot503: 2 });
    expect(s.problems).toEqual([
      '1 enquiries lost',
      '2 duplicate rows',
      '2 answers 5xx other than 503',
      '1 enquiries never acknowledged in time',
      '1 stored mobiles that were never posted',
    ]);
  });
});
