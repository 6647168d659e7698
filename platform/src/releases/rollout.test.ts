import { dueStep, nextStep, parseEvery, parseSteps, rolloutState } from './rollout';
import type { HistoryRecord } from './store';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 2, minute)).toISOString();
const record = (minute: number, action: string, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
  at: at(minute),
  who: 'asha',
  site: 'main',
  remote: 'remote_footer',
  action,
  from: '1.0.0',
  to: '1.0.0',
  ...extra,
});
const start = record(0, 'rollout start', { canary: { version: '1.1.0', percent: 10 }, rollout: { version: '1.1.0', steps: [10, 25, 50, 100], everyMs: 600_000 } });

describe('rollout plans', () => {
  it('reads a step list and an interval', () => {
    expect(parseSteps('10,25,50,100')).toEqual([10, 25, 50, 100]);
    expect(parseSteps('100')).toEqual([100]);
    expect(parseEvery('10m')).toBe(600_000);
    expect(parseEvery('30s')).toBe(30_000);
    expect(parseEvery('2h')).toBe(7_200_000);
  });

  it.each(['', '10,abc,100', '50,25,100', '10,25,50', '0,50,100', '10,10,100', '10,200', '10, 25.5, 100', '-10,100'])('refuses the step list "%s"', (text) => {
    expect(() => parseSteps(text)).toThrow(`unknown step list "${text}": give whole percents from 1 to 100, rising, ending at 100 (e.g. 10,25,50,100)`);
  });

  it.each(['10', '0s', '25h', 'soon', '1.5m'])('refuses the interval "%s"', (text) => {
    expect(() => parseEvery(text)).toThrow(`"${text}" is not an interval`);
  });
});

describe('rolloutState (replayed from the history)', () => {
  it('follows start, steps, pause and resume, and times the next step from the last of them', () => {
    const history = [record(-5, 'promote'), start, record(10, 'rollout step', { canary: { version: '1.1.0', percent: 25 } })];
    const state = rolloutState(history, 'remote_footer')!;
    expect(state).toMatchObject({ version: '1.1.0', stepIndex: 1, paused: false, since: at(10), startedBy: 'asha' });
    expect(nextStep(state)).toEqual({ percent: 50, at: Date.parse(at(20)) });
    expect(dueStep(state, Date.parse(at(19)))).toBeUndefined();
    expect(dueStep(state, Date.parse(at(20)))).toBe(50);

    const paused = rolloutState([...history, record(12, 'rollout pause', { canary: { version: '1.1.0', percent: 25 } })], 'remote_footer')!;
    expect(paused.paused).toBe(true);
    expect(dueStep(paused, Date.parse(at(59)))).toBeUndefined();
    const resumed = rolloutState([...history, record(12, 'rollout pause'), record(30, 'rollout resume', { canary: { version: '1.1.0', percent: 25 } })], 'remote_footer')!;
    expect(nextStep(resumed)).toEqual({ percent: 50, at: Date.parse(at(40)) });
  });

  it('ends with done, abort, an automatic rollback or a canary changed by another command', () => {
    for (const end of [
      record(5, 'rollout done', { to: '1.1.0' }),
      record(5, 'rollout abort'),
      record(5, 'automatic rollback'),
      record(5, 'canary', { canary: { version: '1.2.0', percent: 10 } }),
      record(5, 'promote', { to: '1.2.0' }),
    ]) {
      expect(rolloutState([start, end], 'remote_footer')).toBeUndefined();
    }
    // a build that changes nothing about the canary leaves the rollout running
    expect(rolloutState([start, record(5, 'npm run build', { canary: { version: '1.1.0', percent: 10 } })], 'remote_footer')).toBeDefined();
    // another remote's rollout is its own
    expect(rolloutState([start], 'remote_search')).toBeUndefined();
  });
});
