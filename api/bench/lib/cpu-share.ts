// Where a bench's CPU goes, read from Linux's /proc: the api's process, PostgreSQL's processes (when the server runs
// on this machine) and the load generator (this process), and how busy the whole machine was. On a machine whose
// cores are all busy, a route's throughput is set by the CPU that each of its requests costs in all three.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds so far, per part; undefined where this machine cannot tell (no /proc). */
export interface CpuSnapshot {
  api: number;
  /** Per PostgreSQL process: a backend can start or end between two snapshots. */
  postgres: Map<string, number>;
  load: number;
  /** The machine's busy and total CPU seconds, all cores. */
  busy: number;
  total: number;
}

export interface CpuPerRequest {
  /** Milliseconds of CPU per request. */
  api: number;
  postgres: number;
  load: number;
  /** Share of all cores busy meanwhile, 0 to 1. */
  machineBusy: number;
}

/** /proc counts CPU time in USER_HZ ticks, 100 a second on Linux whatever the kernel's own HZ. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc/<pid>/stat line, in seconds (the command name may hold spaces and parentheses). */
export function statSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the line, utime 14 and stime 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Busy and total seconds from /proc/stat's first line (idle and iowait are not busy). */
export function machineSeconds(procStat: string): { busy: number; total: number } {
  const ticks = procStat.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = ticks[3]! + ticks[4]!;
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** Now: the api's process, every process named postgres on this machine, this process. Undefined without /proc. */
export function cpuSnapshot(apiPid: number): CpuSnapshot | undefined {
  const machine = read('/proc/stat');
  const api = read(`/proc/${apiPid}/stat`);
  if (!machine || !api) return undefined;
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || read(`/proc/${pid}/comm`)?.trim() !== 'postgres') continue;
    const stat = read(`/proc/${pid}/stat`);
    if (stat) postgres.set(pid, statSeconds(stat));
  }
  const own = process.cpuUsage();
  return { api: statSeconds(api), postgres, load: (own.user + own.system) / 1e6, ...machineSeconds(machine) };
}

/**
 * CPU per request between two snapshots. A PostgreSQL backend started meanwhile counts from zero; one that ended
 * meanwhile takes its ticks with it, so the database's figure can be low, never high.
 */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest {
  const ms = (a: number, b: number) => (Math.max(0, b - a) * 1000) / Math.max(1, requests);
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += Math.max(0, seconds - (before.postgres.get(pid) ?? 0));
  return {
    api: ms(before.api, after.api),
    postgres: ms(0, postgres),
    load: ms(before.load, after.load),
    machineBusy: (after.busy - before.busy) / Math.max(1e-9, after.total - before.total),
  };
}

/** One line; PostgreSQL's share only when its server runs on this machine. */
export const formatCpu = (c: CpuPerRequest, localDatabase = true) =>
  `CPU per request: api ${c.api.toFixed(2)} ms, PostgreSQL ${localDatabase ? `${c.postgres.toFixed(2)} ms` : 'not on this machine'}, ` +
  `load generator ${c.load.toFixed(2)} ms; machine ${(c.machineBusy * 100).toFixed(0)} % busy`;
