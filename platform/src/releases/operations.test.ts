import type { MicroFrontendEntry } from '@pharmasetu/shared-contracts';
import { canaryOf, KEPT_VERSIONS, liveVersion, promoteVersion, setCanary } from './operations';

const entry = (version: string, deployment: MicroFrontendEntry['deployment'] = {}): MicroFrontendEntry => ({
  url: `http://localhost:3003/${version}/mf-manifest.json`,
  metadata: { version },
  deployment,
});

describe('release operations', () => {
  const versions = [entry('1.1.0', { default: true }), entry('1.2.0-rc.1', { traffic: 20 }), entry('1.0.0')];

  it('promotes a version to live and ends the canary', () => {
    const next = promoteVersion(versions, entry('1.2.0'));
    expect(next.map((v) => [v.metadata.version, v.deployment])).toEqual([
      ['1.2.0', { default: true }],
      ['1.1.0', { default: false }],
      ['1.2.0-rc.1', { default: false }],
      ['1.0.0', { default: false }],
    ]);
    expect(canaryOf(next)).toBeUndefined();
  });

  it('keeps at most a bounded list of versions', () => {
    let list = [entry('0.0.0', { default: true })];
    for (let i = 1; i <= 15; i++) list = promoteVersion(list, entry(`0.0.${i}`));
    expect(list).toHaveLength(KEPT_VERSIONS);
    expect(liveVersion(list)).toBe('0.0.15');
  });

  it('runs one canary at a time and ends it with 0', () => {
    const next = setCanary(versions, entry('1.3.0'), 50);
    expect(canaryOf(next)?.metadata.version).toBe('1.3.0');
    expect(next.filter((v) => (v.deployment.traffic ?? 0) > 0)).toHaveLength(1);
    expect(liveVersion(next)).toBe('1.1.0');
    expect(canaryOf(setCanary(next, entry('1.3.0'), 0))).toBeUndefined();
  });

  it.each([
    [100, 'a canary share is a whole percent from 0 to 99 (got 100); use promote for 100'],
    [-5, 'a canary share is a whole percent from 0 to 99 (got -5); use promote for 100'],
    [12.5, 'a canary share is a whole percent from 0 to 99 (got 12.5); use promote for 100'],
  ])('refuses a canary share of %s', (percent, message) => {
    expect(() => setCanary(versions, entry('1.3.0'), percent)).toThrow(message);
  });

  it('refuses the live version as its own canary', () => {
    expect(() => setCanary(versions, entry('1.1.0'), 10)).toThrow('1.1.0 is already the live version');
  });
});
