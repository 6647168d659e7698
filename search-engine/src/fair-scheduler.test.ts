import { BUSY, FairScheduler, Refusal, TOO_MANY_WAITING, type SchedulerBounds, type Turn } from './fair-scheduler';

/** A scheduler on a clock the test moves; `call` queues one call and records the order calls start in. */
function setup(bounds: Partial<SchedulerBounds> = {}) {
  let now = 0;
  const scheduler = new FairScheduler(
    { slots: 1, waitingPerAddress: 10, waiting: 100, maxWaitMs: 60_000, sliceMs: 10, ...bounds },
    () => now,
  );
  const started: string[] = [];
  const turns = new Map<string, Turn>();
  const refused = new Map<string, Refusal>();
  const call = (address: string, name = address, units = 1) =>
    scheduler.admit(address, units).then(
      (turn) => {
        started.push(name);
        turns.set(name, turn);
      },
      (refusal: Refusal) => void refused.set(name, refusal),
    );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Ends the call `name` after it has held the engine `ms`. */
  const finish = async (name: string, ms: number) => {
    now += ms;
    turns.get(name)!.end();
    await settle();
  };
  /** The call `name` has worked `ms` and has `rest` units to do: resolves when it runs again. */
  const between = (name: string, ms: number, rest: number) => {
    now += ms;
    return turns.get(name)!.next(rest);
  };
  return { call, finish, between, settle, started, refused };
}

test('an address with many calls waiting does not delay an address with one', async () => {
  const { call, finish, settle, started } = setup();
  for (let i = 1; i <= 5; i++) void call('203.0.113.1', `a${i}`);
  void call('198.51.100.7', 'visitor');
  await settle();
  expect(started).toEqual(['a1']);
  await finish('a1', 40);
  expect(started).toEqual(['a1', 'visitor']); // before a2…a5, which came earlier
  await finish('visitor', 5);
  for (const name of ['a2', 'a3', 'a4']) await finish(name, 40);
  expect(started).toEqual(['a1', 'visitor', 'a2', 'a3', 'a4', 'a5']);
});

test('a single query is not queued behind the 50-query calls of addresses new to the engine', async () => {
  const { call, finish, settle, started } = setup();
  void call('10.0.0.1', 'running', 50);
  await settle();
  for (const address of ['10.0.0.2', '10.0.0.3', '10.0.0.4']) void call(address, address, 50);
  void call('198.51.100.7', 'visitor', 1);
  await finish('running', 40);
  expect(started).toEqual(['running', 'visitor']);
});

test('an address that has just had much engine time ranks behind a quiet one that came after it', async () => {
  const { call, finish, settle, started } = setup();
  void call('10.0.0.1', 'heavy1');
  await settle();
  await finish('heavy1', 400); // the engine was idle: no one waited for it
  void call('10.0.0.2', 'light1');
  await settle();
  void call('10.0.0.1', 'heavy2');
  void call('10.0.0.3', 'other1');
  await finish('light1', 10);
  await finish('other1', 10);
  expect(started).toEqual(['heavy1', 'light1', 'other1', 'heavy2']);
});

test('an address idle while another ran alone saves up no credit: they take turns', async () => {
  const { call, finish, settle, started } = setup();
  for (let i = 1; i <= 5; i++) {
    void call('10.0.0.1', `b${i}`);
    await settle();
    if (i < 5) await finish(`b${i}`, 10);
  }
  for (const name of ['b6', 'b7', 'b8']) void call('10.0.0.1', name);
  for (const name of ['c1', 'c2', 'c3']) void call('10.0.0.2', name);
  await finish('b5', 10);
  for (let i = 0; i < 5; i++) await finish(started.at(-1)!, 10);
  expect(started.slice(5)).toEqual(['c1', 'b6', 'c2', 'b7', 'c3', 'b8']);
});

test('waiting is bounded per address and in all: 429 at once with Retry-After, the heaviest address gives way', async () => {
  const { call, finish, settle, started, refused } = setup({ waitingPerAddress: 2, waiting: 3 });
  void call('10.0.0.1', 'a1');
  await settle();
  await finish('a1', 50);
  void call('10.0.0.1', 'a2');
  await settle();
  for (const name of ['a3', 'a4', 'a5']) void call('10.0.0.1', name);
  await settle();
  expect(refused.get('a5')).toEqual(new Refusal(TOO_MANY_WAITING, 1));
  void call('10.0.0.2', 'b1');
  await settle();
  expect([...refused.keys()]).toEqual(['a5']); // 3 waiting: a3, a4, b1
  void call('10.0.0.3', 'c1'); // all full: a4, placed last (a has had the most engine time), gives way
  await settle();
  expect(refused.get('a4')).toEqual(new Refusal(BUSY, 1));
  void call('10.0.0.1', 'a6'); // placed after a3: refused itself, nobody gives way
  await settle();
  expect(refused.get('a6')?.message).toBe(BUSY);
  await finish('a2', 10);
  for (let i = 0; i < 2; i++) await finish(started.at(-1)!, 10);
  expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
});

test('a call that waits past maxWaitMs is refused, and a caller that goes away leaves the queue', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] }); // the scheduler starts calls on the next turn
  try {
    const scheduler = new FairScheduler({ slots: 1, waitingPerAddress: 4, waiting: 10, maxWaitMs: 2000, sliceMs: 10 });
    const first = await scheduler.admit('10.0.0.1');
    const late = scheduler.admit('10.0.0.2');
    const gone = new AbortController();
    const left = scheduler.admit('10.0.0.3', 1, gone.signal);
    gone.abort();
    await expect(left).rejects.toBeInstanceOf(Refusal);
    jest.advanceTimersByTime(2000);
    await expect(late).rejects.toEqual(new Refusal(BUSY, 1));
    first.end();
    await expect(scheduler.admit('10.0.0.4')).resolves.toHaveProperty('end'); // the slot was given back
  } finally {
    jest.useRealTimers();
  }
});

test('a multi-query call gives the engine to a call placed before the rest of it, after a slice of work', async () => {
  const { call, between, finish, settle, started } = setup();
  void call('203.0.113.1', 'flood', 50);
  await settle();
  void call('198.51.100.7', 'visitor', 1);
  await settle();
  expect(started).toEqual(['flood']); // one slot, held by the flood's call
  await between('flood', 4, 49); // under a slice: it goes on
  expect(started).toEqual(['flood']);
  let resumed = false;
  const rest = between('flood', 8, 40).then(() => (resumed = true)); // past a slice: the visitor first
  await settle();
  expect([started, resumed]).toEqual([['flood', 'visitor'], false]);
  await finish('visitor', 2);
  await rest;
  expect(resumed).toBe(true);
  await between('flood', 12, 30); // nobody waiting: it goes on, holding its slot
  void call('198.51.100.8', 'later', 1);
  await settle();
  expect(started).toEqual(['flood', 'visitor']);
  await finish('flood', 10);
  expect(started).toEqual(['flood', 'visitor', 'later']);
});
