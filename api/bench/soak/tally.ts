// Pure: what the soak counts, and its verdict.
import type { LedgerCounts } from '../../src/repositories/delivery-ledger';

export interface Tally {
  /** Enquiries the clients set out to post (each with its own mobile and Idempotency-Key). */
  posted: number;
  /** Of those, the ones a 200 acknowledged (after any retries). */
  acknowledged: number;
  /** Answers by HTTP status, every attempt (retries included). */
  statuses: Record<string, number>;
  /** Attempts that ended without an answer: the client's timeout, or the instance gone. */
  timeouts: number;
  networkErrors: number;
  /** Acknowledged enquiries whose buyer then asked a code and typed it in (each in a session of its own). */
  verifications: number;
  /** Of those, the checks answered 'verified' (a check whose answer was lost may have verified it too). */
  verified: number;
}

/** Every verified enquiry has exactly one outcome, none still pending after the drain: else the problems. */
export function ledgerProblems(l: LedgerCounts): string[] {
  const notRoutable = Object.values(l.not_routable).reduce((a, b) => a + b, 0);
  const problems: string[] = [];
  if (l.without_outcome > 0) problems.push(`${l.without_outcome} verified enquiries with no outcome and not queued`);
  if (l.more_than_one > 0) problems.push(`${l.more_than_one} verified enquiries with more than one outcome`);
  if (l.pending > 0) problems.push(`${l.pending} verified enquiries still queued after the drain`);
  if (l.routed + l.duplicate + notRoutable + l.pending !== l.verified)
    problems.push(
      `outcomes (${l.routed + l.duplicate + notRoutable}) and pending (${l.pending}) do not add up to ${l.verified} verified`,
    );
  return problems;
}

export const emptyTally = (posted: number): Tally => ({
  posted,
  acknowledged: 0,
  statuses: {},
  timeouts: 0,
  networkErrors: 0,
  verifications: 0,
  verified: 0,
});

export interface Summary {
  posted: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  fiveXX: number;
  /** 5xx answers other than 503 (the one a saturated instance may give). */
  fiveXXNot503: number;
  problems: string[];
}

/** Compares what was posted with the rows stored per mobile: `mobiles` are the posted ones. */
export function summarize(tally: Tally, mobiles: string[], stored: Map<string, number>): Summary {
  let lost = 0;
  let duplicated = 0;
  let storedCount = 0;
  for (const mobile of mobiles) {
    const rows = stored.get(mobile) ?? 0;
    if (rows === 0) lost += 1;
    else storedCount += 1;
    if (rows > 1) duplicated += rows - 1;
  }
  const posted = new Set(mobiles);
  const strangers = [...stored.keys()].filter((m) => !posted.has(m)).length;
  const fiveXX = Object.entries(tally.statuses)
    .filter(([s]) => s.startsWith('5'))
    .reduce((n, [, c]) => n + c, 0);
  const fiveXXNot503 = fiveXX - (tally.statuses['503'] ?? 0);
  const problems: string[] = [];
  if (lost > 0) problems.push(`${lost} enquiries lost`);
  if (duplicated > 0) problems.push(`${duplicated} duplicate rows`);
  if (fiveXXNot503 > 0) problems.push(`${fiveXXNot503} answers 5xx other than 503`);
  if (tally.acknowledged < tally.posted)
    problems.push(`${tally.posted - tally.acknowledged} enquiries never acknowledged in time`);
  if (strangers > 0) problems.push(`${strangers} stored mobiles that were never posted`);
  return {
    posted: tally.posted,
    acknowledged: tally.acknowledged,
    stored: storedCount,
    lost,
    duplicated,
    fiveXX,
    fiveXXNot503,
    problems,
  };
}
