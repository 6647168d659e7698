import { cpuPerRequest, formatCpu, machineSeconds, statSeconds } from '../bench/lib/cpu-share';

test("a process's CPU seconds, whatever its name holds", () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
  const stat = '4310 (node (a) b) S 1 4310 4310 0 -1 4194304 900 0 3 0 1234 566 0 0 20 0 11 0 5000';
  expect(statSeconds(stat)).toBeCloseTo(18.0);
});

test("the machine's busy and total seconds: idle and iowait are not busy", () => {
  expect(machineSeconds('cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n')).toEqual({
    busy: 1.6,
    total: 10,
  });
});

test('CPU per request: a backend started meanwhile counts from zero, one that ended is not subtracted', () => {
  const before = {
    api: 10,
    postgres: new Map([
      ['1', 5],
      ['2', 7],
    ]),
    load: 1,
    busy: 100,
    total: 200,
  };
  const after = {
    api: 12,
    postgres: new Map([
      ['1', 6],
      ['3', 0.5],
    ]),
    load: 1.5,
    busy: 190,
    total: 300,
  };
  const c = cpuPerRequest(before, after, 1000);
  expect(c.api).toBeCloseTo(2);
  expect(c.postgres).toBeCloseTo(1.5);
  expect(c.load).toBeCloseTo(0.5);
  expect(c.machineBusy).toBeCloseTo(0.9);
  expect(formatCpu(c)).toBe(
    'CPU per request: api 2.00 ms, PostgreSQL 1.50 ms, load generator 0.50 ms; machine 90 % busy',
  );
  expect(formatCpu(c, false)).toContain('PostgreSQL not on this machine');
});
