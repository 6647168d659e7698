import { canaryVerdict, DEFAULT_HEALTH, healthSettingsFromEnv, per1000 } from './health';

describe('canaryVerdict', () => {
  const live = { version: '1.0.0', loads: 400, failures: 1 };

  it('waits for the minimum sample, then ends a canary that fails far more than the live version', () => {
    expect(canaryVerdict({ version: '1.1.0', loads: 49, failures: 49 }, live)).toBeUndefined();
    expect(canaryVerdict({ version: '1.1.0', loads: 50, failures: 4 }, live)).toBeUndefined();
    expect(canaryVerdict({ version: '1.1.0', loads: 50, failures: 50 }, live)).toBe(
      'automatic rollback: 1.1.0 failed on 50 of 50 page loads (1000 per 1,000) against 2.5 per 1,000 for the live 1.0.0 (400 page loads); limit 10 per 1,000 = 2 × max(live, 5)',
    );
  });

  it('keeps a canary that fails about as often as the live version', () => {
    const flaky = { version: '1.0.0', loads: 1000, failures: 40 };
    expect(canaryVerdict({ version: '1.1.0', loads: 500, failures: 40 }, flaky)).toBeUndefined();
    expect(canaryVerdict({ version: '1.1.0', loads: 500, failures: 41 }, flaky)).toContain('automatic rollback');
  });

  it('reads its settings from the environment, with documented defaults', () => {
    expect(healthSettingsFromEnv({})).toEqual(DEFAULT_HEALTH);
    expect(healthSettingsFromEnv({ RELEASE_ROLLBACK_MIN_LOADS: '10', RELEASE_ROLLBACK_RATIO: '3', RELEASE_ROLLBACK_FLOOR: 'x' })).toEqual({ ...DEFAULT_HEALTH, minLoads: 10, ratio: 3 });
    expect(per1000({ loads: 0, failures: 3 })).toBe(0);
  });
});
