import { emptyTally, ledgerProblems, summarize } from '../bench/soak/tally';

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

  it('the ledger: every verified enquiry has one outcome, none pending; else each problem is named', () => {
    const ok = {
      verified: 5,
      routed: 3,
      duplicate: 1,
      not_routable: { 'no-match': 1 },
      pending: 0,
      without_outcome: 0,
      more_than_one: 0,
    };
    expect(ledgerProblems(ok)).toEqual([]);
    expect(ledgerProblems({ ...ok, routed: 2, pending: 1 })).toEqual([
      '1 verified enquiries still queued after the drain',
    ]);
    expect(ledgerProblems({ ...ok, routed: 2, without_outcome: 1, more_than_one: 1 })).toEqual([
      '1 verified enquiries with no outcome and not queued',
      '1 verified enquiries with more than one outcome',
      'outcomes (4) and pending (0) do not add up to 5 verified',
    ]);
  });
});
