// The soak, smaller: 1,000 enquiries from 50 concurrent clients against two api processes on one PostgreSQL (a fresh
// database), random client timeouts and retries with the same Idempotency-Key, every 10th verified by its buyer, one
// instance SIGKILLed and restarted mid-run. Nothing lost, nothing duplicated, no 5xx but 503, and every verified
// enquiry with exactly one outcome in the delivery ledger. Small pools: the server is shared.
import { report, runSoak } from '../bench/soak/run-soak';
import { postgresUrl } from './helpers/databases';

const url = postgresUrl();

// Skipped only when no PostgreSQL answers (API_TEST_REQUIRE_POSTGRES makes helpers/databases throw then).
(url ? describe : describe.skip)('soak: two instances, one killed mid-run (PostgreSQL)', () => {
  it('1,000 enquiries: posted = stored, none lost or duplicated, no 5xx other than 503', async () => {
    const lines: string[] = [];
    const result = await runSoak({
      serverUrl: url!,
      enquiries: 1_000,
      clients: 50,
      poolMax: 5,
      deadlineMs: 240_000,
      log: (line) => lines.push(line),
    });
    const printed = [...lines, ...report(result)].join('\n');
    expect({ summary: result.summary, printed }).toMatchObject({
      summary: {
        posted: 1_000,
        acknowledged: 1_000,
        stored: 1_000,
        lost: 0,
        duplicated: 0,
        fiveXXNot503: 0,
        problems: [],
      },
    });
    // Every 10th buyer verified theirs: each verified enquiry has exactly one outcome, none left queued.
    expect(result.tally.verified).toBeGreaterThan(0);
    expect(result.ledger).toMatchObject({ pending: 0, without_outcome: 0, more_than_one: 0 });
    expect(result.ledger.verified).toBeGreaterThanOrEqual(result.tally.verified);
    expect(result.ledger.routed).toBe(result.ledger.verified); // distinct buyers, a seller for each: all routed
    expect(result.restartMs).toEqual(expect.any(Number)); // the kill and restart did happen
    expect(result.health['api-b']!['no answer']).toBeGreaterThan(0); // …and the watcher saw it down
    // The enquiry posts' own answers, as counted: 5xx other than 503 (pool busy, or the instance going down) — none.
    expect(
      Object.entries(result.tally.statuses).filter(([status]) => /^5\d\d$/.test(status) && status !== '503'),
    ).toEqual([]);
    expect(result.tally.statuses['200']).toBeGreaterThan(0); // …and the tally did see the answers
  }, 300_000);
});
