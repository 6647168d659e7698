import type { RemoteName } from '@pharmasetu/shared-contracts';
import type { HistoryRecord } from './store';

/** A gradual rollout as the history records it when it starts: the shares it goes through, and how often. */
interface RolloutPlan {
  version: string;
  /** Whole percents, rising, the last one 100 (= promoted). */
  steps: number[];
  everyMs: number;
}

/** Where a rollout stands, replayed from the site's history (so it survives any restart). */
export interface RolloutState extends RolloutPlan {
  remote: RemoteName;
  /** Index in `steps` of the share it is at now. */
  stepIndex: number;
  /** When the current share was set (or the rollout resumed): the next step is `everyMs` after it. */
  since: string;
  paused: boolean;
  startedBy: string;
}

const STEP_HELP = 'give whole percents from 1 to 100, rising, ending at 100 (e.g. 10,25,50,100)';

/** `10,25,50,100` → [10, 25, 50, 100]; refuses anything else with a message. */
export function parseSteps(text: string | undefined): number[] {
  const raw = (text ?? '').split(',').map((s) => s.trim());
  const steps = raw.map((s) => (/^\d{1,3}$/.test(s) ? Number(s) : NaN));
  const rising = steps.every((s, i) => i === 0 || s > steps[i - 1]!);
  if (raw.length < 1 || raw.length > 20 || steps.some((s) => !(s >= 1 && s <= 100)) || !rising || steps.at(-1) !== 100) {
    throw new Error(`unknown step list "${text ?? ''}": ${STEP_HELP}`);
  }
  return steps;
}

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000 };

/** `10m` → 600000; seconds, minutes or hours, from 1 s to 24 h. */
export function parseEvery(text: string | undefined): number {
  const match = /^(\d{1,5})(s|m|h)$/.exec(text ?? '');
  const ms = match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
  if (!(ms >= 1_000 && ms <= 86_400_000)) throw new Error(`"${text ?? ''}" is not an interval: use seconds, minutes or hours from 1s to 24h, e.g. 30s, 10m, 1h`);
  return ms;
}

export const formatEvery = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000}h` : ms % 60_000 === 0 ? `${ms / 60_000}m` : `${ms / 1000}s`);

/** The rollout of `remote` that is running or paused, from the site's history; undefined when none is. */
export function rolloutState(history: readonly HistoryRecord[], remote: RemoteName): RolloutState | undefined {
  let state: RolloutState | undefined;
  for (const r of history) {
    if (r.remote !== remote) continue;
    if (r.action === 'rollout start' && r.rollout) {
      state = { ...r.rollout, remote, stepIndex: 0, since: r.at, paused: false, startedBy: r.who };
    } else if (!state) {
      continue;
    } else if (r.action === 'rollout step' && r.canary?.version === state.version) {
      const index = state.steps.indexOf(r.canary.percent);
      state = { ...state, stepIndex: index < 0 ? state.stepIndex : index, since: r.at };
    } else if (r.action === 'rollout pause') {
      state = { ...state, paused: true };
    } else if (r.action === 'rollout resume') {
      state = { ...state, paused: false, since: r.at };
    } else if (r.action.startsWith('rollout ') || r.canary?.version !== state.version || r.canary.percent !== state.steps[state.stepIndex]) {
      // done, aborted, rolled back automatically, or the canary changed by another command
      state = undefined;
    }
  }
  return state;
}

/** What a rollout does next, and when; undefined while paused. */
export function nextStep(state: RolloutState): { percent: number; at: number } | undefined {
  if (state.paused) return undefined;
  const percent = state.steps[state.stepIndex + 1];
  if (percent === undefined) return undefined;
  return { percent, at: Date.parse(state.since) + state.everyMs };
}

/** The step due at `now`, if one is. */
export function dueStep(state: RolloutState, now: number): number | undefined {
  const next = nextStep(state);
  return next && now >= next.at ? next.percent : undefined;
}

/**
 * When the current canary run of `version` began: the earliest of the latest unbroken records that show
 * it as the canary (its failures are counted from then on, and the live version's over the same time).
 */
export function canaryStartedAt(history: readonly HistoryRecord[], remote: RemoteName, version: string): string | undefined {
  let since: string | undefined;
  for (let i = history.length - 1; i >= 0; i--) {
    const r = history[i]!;
    if (r.remote !== remote) continue;
    if (r.canary?.version !== version) break;
    since = r.at;
  }
  return since;
}

/** A promoted version under watch: its first page loads are compared with the version it replaced. */
interface PromoteWatch {
  version: string;
  previous: string;
  /** When it became live. */
  at: string;
}

/**
 * The promote of `remote` still under watch, from the site's history: the latest change of its live version
 * was a promote (or a rollout's last step) from an earlier version, with no 'watch passed' since.
 */
export function promoteWatch(history: readonly HistoryRecord[], remote: RemoteName): PromoteWatch | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const r = history[i]!;
    if (r.remote !== remote) continue;
    if (r.action === 'watch passed') return undefined;
    if (r.from === r.to) continue;
    if ((r.action === 'promote' || r.action === 'rollout done') && r.from && r.to) return { version: r.to, previous: r.from, at: r.at };
    return undefined;
  }
  return undefined;
}
