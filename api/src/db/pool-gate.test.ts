import { PoolBusyError, PoolGate } from './pool-gate';

const held = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('PoolGate', () => {
  it('admits max calls at once, queues the next in order, and hands a finished place to the first waiter', async () => {
    const gate = new PoolGate({ max: 2, queueMax: 5, queueTimeoutMs: 1_000 });
    const calls = { a: held(), b: held(), c: held(), d: held() };
    const started: string[] = [];
    const runs = Object.entries(calls).map(([name, call]) => gate.run(() => (started.push(name), call.done)));
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(gate.stats()).toEqual({ active: 2, waiting: 2, max: 2 });
    calls.b.release();
    await runs[1];
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(gate.stats()).toEqual({ active: 2, waiting: 1, max: 2 });
    calls.a.release();
    await runs[0];
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    calls.c.release();
    calls.d.release();
    await Promise.all(runs);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, max: 2 });
  });

  it('refuses at once when the queue is full', async () => {
    const gate = new PoolGate({ max: 1, queueMax: 1, queueTimeoutMs: 1_000 });
    const a = held();
    const running = gate.run(() => a.done);
    const queued = gate.run(async () => 'queued');
    await expect(gate.run(async () => 'refused')).rejects.toEqual(new PoolBusyError('queue full'));
    a.release();
    await running;
    await expect(queued).resolves.toBe('queued');
  });

  it('refuses a call that waited longer than the time limit, and the queue moves on without it', async () => {
    const gate = new PoolGate({ max: 1, queueMax: 10, queueTimeoutMs: 30 });
    const a = held();
    const running = gate.run(() => a.done);
    const started = Date.now();
    const late = gate.run(async () => 'never');
    await expect(late).rejects.toMatchObject({ name: 'PoolBusyError', reason: 'queue timeout', code: 'POOL_BUSY' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(gate.stats().waiting).toBe(0);
    a.release();
    await running;
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('a failing call frees its place too', async () => {
    const gate = new PoolGate({ max: 1, queueMax: 0, queueTimeoutMs: 10 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });
});
