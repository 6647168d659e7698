import { POOL_DEFAULTS, poolSettings, poolSettingsFromEnv } from './pool-settings';

describe('pool settings', () => {
  it('default to a share that leaves a default server (100 connections) room for a second instance and an operator', () => {
    expect(poolSettingsFromEnv({})).toEqual({ max: 30, replicaMax: 25, queueMax: 5_000, queueTimeoutMs: 10_000 });
    expect(2 * POOL_DEFAULTS.max).toBeLessThan(100 - 3);
  });

  it('read DATABASE_POOL_* within spec §9 ceilings, and a small primary pool keeps replicas as small', () => {
    expect(
      poolSettingsFromEnv({
        DATABASE_POOL_MAX: '10',
        DATABASE_POOL_QUEUE_MAX: '0',
        DATABASE_POOL_QUEUE_TIMEOUT_MS: '250',
      }),
    ).toEqual({ max: 10, replicaMax: 10, queueMax: 0, queueTimeoutMs: 250 });
    expect(poolSettingsFromEnv({ DATABASE_POOL_MAX: '100', DATABASE_REPLICA_POOL_MAX: '25' })).toMatchObject({
      max: 100,
      replicaMax: 25,
    });
  });

  it.each([
    ['DATABASE_POOL_MAX', '101', "DATABASE_POOL_MAX must be a whole number from 1 to 100, not '101'"],
    ['DATABASE_POOL_MAX', '0', "DATABASE_POOL_MAX must be a whole number from 1 to 100, not '0'"],
    ['DATABASE_REPLICA_POOL_MAX', '26', "DATABASE_REPLICA_POOL_MAX must be a whole number from 1 to 25, not '26'"],
    [
      'DATABASE_POOL_QUEUE_TIMEOUT_MS',
      '10001',
      "DATABASE_POOL_QUEUE_TIMEOUT_MS must be a whole number from 1 to 10000, not '10001'",
    ],
    ['DATABASE_POOL_QUEUE_MAX', 'lots', "DATABASE_POOL_QUEUE_MAX must be a whole number from 0 to 100000, not 'lots'"],
  ])('%s=%s stops the start with a message naming it', (name, value, message) => {
    expect(() => poolSettingsFromEnv({ [name]: value })).toThrow(message);
  });

  it('settings given in code are held to the same ceilings', () => {
    expect(poolSettings({ max: 500, replicaMax: 90, queueTimeoutMs: 60_000 })).toEqual({
      max: 100,
      replicaMax: 25,
      queueMax: 5_000,
      queueTimeoutMs: 10_000,
    });
    expect(poolSettings({ max: 4 })).toEqual({ max: 4, replicaMax: 4, queueMax: 5_000, queueTimeoutMs: 10_000 });
  });
});
