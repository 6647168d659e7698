import type { MicroFrontendEntry, RemoteName, SiteId } from '@pharmasetu/shared-contracts';
import { releaseProblem } from './check-release';
import { canaryOf, liveVersion, promoteVersion, setCanary } from './operations';
import { dueStep, formatEvery, rolloutState, type RolloutState } from './rollout';
import { releaseUrl } from './sites';
import { logChange } from './log';
import { changeRemote, type HistoryRecord } from './store';

// Gradual rollouts: started, paused, resumed and aborted here (by the command or the release page);
// stepped by the release driver. Every state lives in the site's history, so any process can pick it up.

async function checkedEntry(remote: RemoteName, version: string): Promise<MicroFrontendEntry> {
  const problem = await releaseProblem(remote, version);
  if (problem) throw new Error(`refused: ${problem}`);
  return { url: releaseUrl(remote, version), metadata: { version }, deployment: {} };
}

const running = (state: RolloutState) =>
  `a rollout of ${state.remote} ${state.version} is already ${state.paused ? 'paused' : 'running'} (at ${state.steps[state.stepIndex]} %)`;

function current(history: HistoryRecord[], site: SiteId, remote: RemoteName): RolloutState {
  const state = rolloutState(history, remote);
  if (!state) throw new Error(`refused: no rollout of ${remote} is running on the ${site} site`);
  return state;
}

/** Starts a rollout: the version becomes the canary at the first step (or live, when that step is 100). */
export async function startRollout(site: SiteId, remote: RemoteName, version: string, steps: number[], everyMs: number, who?: string): Promise<HistoryRecord> {
  const entry = await checkedEntry(remote, version);
  return logChange((await changeRemote(
    site,
    remote,
    (versions, history) => {
      const state = rolloutState(history, remote);
      if (state) throw new Error(`refused: ${running(state)} on the ${site} site; abort it first or let it finish`);
      if (liveVersion(versions) === version) throw new Error(`refused: ${version} is already live for ${remote} on the ${site} site`);
      const canary = canaryOf(versions);
      const share = canary?.metadata.version === version ? canary.deployment.traffic! : 0;
      if (steps[0]! < share) throw new Error(`refused: the first step (${steps[0]} %) is below ${version}'s current share (${share} %)`);
      const first = steps[0]!;
      return {
        versions: first === 100 ? promoteVersion(versions, entry) : setCanary(versions, entry, first),
        action: first === 100 ? 'rollout done' : 'rollout start',
        extra: { rollout: { version, steps, everyMs }, reason: `rollout ${steps.join(' → ')} %, a step every ${formatEvery(everyMs)}` },
      };
    },
    who,
  ))!);
}

export async function pauseRollout(site: SiteId, remote: RemoteName, who?: string): Promise<HistoryRecord> {
  return logChange((await changeRemote(site, remote, (versions, history) => {
    const state = current(history, site, remote);
    if (state.paused) throw new Error(`refused: the rollout of ${remote} ${state.version} is already paused`);
    return { versions, action: 'rollout pause' };
  }, who))!);
}

export async function resumeRollout(site: SiteId, remote: RemoteName, who?: string): Promise<HistoryRecord> {
  return logChange((await changeRemote(site, remote, (versions, history) => {
    const state = current(history, site, remote);
    if (!state.paused) throw new Error(`refused: the rollout of ${remote} ${state.version} is not paused`);
    return { versions, action: 'rollout resume' };
  }, who))!);
}

/** Ends the rollout and its canary; the live version stays. */
export async function abortRollout(site: SiteId, remote: RemoteName, who?: string, reason?: string): Promise<HistoryRecord> {
  return logChange((await changeRemote(site, remote, (versions, history) => {
    current(history, site, remote);
    const canary = canaryOf(versions);
    const next = canary ? setCanary(versions, canary, 0) : versions;
    return { versions: next, action: 'rollout abort', ...(reason ? { extra: { reason } } : {}) };
  }, who))!);
}

/** Takes the rollout's next step if it is due (idempotent: nothing happens when none is). */
export async function stepRollout(site: SiteId, remote: RemoteName, now = Date.now()): Promise<HistoryRecord | undefined> {
  return changeRemote(site, remote, (versions, history) => {
    const state = rolloutState(history, remote);
    const percent = state && dueStep(state, now);
    if (!state || percent === undefined) return undefined;
    const canary = canaryOf(versions);
    if (canary?.metadata.version !== state.version) return undefined; // ended meanwhile: rolloutState agrees on the next read
    if (percent === 100) return { versions: promoteVersion(versions, canary), action: 'rollout done', extra: { reason: `rollout of ${state.version} reached 100 %` } };
    return { versions: setCanary(versions, canary, percent), action: 'rollout step' };
  }, 'release driver');
}

/** Ends the canary of `version` (and its rollout, if any) because of what the beacons measured. */
export async function endCanaryAutomatically(site: SiteId, remote: RemoteName, version: string, reason: string): Promise<HistoryRecord | undefined> {
  return changeRemote(site, remote, (versions) => {
    const canary = canaryOf(versions);
    if (canary?.metadata.version !== version) return undefined; // already ended
    return { versions: setCanary(versions, canary, 0), action: 'automatic rollback', extra: { reason, rolledBack: version } };
  }, 'release driver');
}

/** Puts `previous` back live because the promoted `version` failed its watch (nothing when it is no longer live). */
export async function rollBackPromoteAutomatically(
  site: SiteId,
  remote: RemoteName,
  version: string,
  previous: string,
  reason: string,
): Promise<HistoryRecord | undefined> {
  return changeRemote(site, remote, (versions) => {
    if (liveVersion(versions) !== version) return undefined; // changed meanwhile
    const entry = versions.find((v) => v.metadata.version === previous) ?? {
      url: releaseUrl(remote, previous),
      metadata: { version: previous },
      deployment: {},
    };
    return { versions: promoteVersion(versions, entry), action: 'automatic rollback', extra: { reason, rolledBack: version } };
  }, 'release driver');
}

/** Ends the watch of a promoted version that passed its first page loads (recorded, so no later tick rolls it back). */
export async function passPromoteWatch(site: SiteId, remote: RemoteName, version: string, reason: string): Promise<HistoryRecord | undefined> {
  return changeRemote(site, remote, (versions) => (liveVersion(versions) === version ? { versions, action: 'watch passed', extra: { reason } } : undefined), 'release driver');
}
