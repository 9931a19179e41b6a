// Where the machine's cores went during a load test (Linux /proc): the servers, their image processes,
// PostgreSQL when it runs here, the load generator and everything else. On a machine whose cores the
// database and the load generator share with the servers, a page's wait follows from all of them.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { childrenOf } from './perf';

/** Linux counts CPU time in clock ticks, 100 a second. */
const MS_PER_TICK = 10;

/** Busy ticks of the whole machine from /proc/stat's first line: all but idle and waiting for the disk. */
export function machineBusyTicks(procStat: string): number {
  const [user, nice, system, , , irq, softirq, steal = 0] = procStat.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** A process's name and the ticks it has used (utime and stime), from /proc/<pid>/stat. */
export function processTicks(stat: string): { name: string; ticks: number } {
  // The name sits in parentheses and may itself hold spaces or parentheses: it ends at the last ') '.
  const close = stat.lastIndexOf(') ');
  const fields = stat.slice(close + 2).split(' ');
  return { name: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) };
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // a process that ended between listing and reading
  }
}

function ticksOf(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const stat = read(`/proc/${pid}/stat`);
    return sum + (stat === null ? 0 : processTicks(stat).ticks);
  }, 0);
}

interface Snapshot {
  machine: number;
  servers: number;
  images: number;
  postgres: number;
  generator: number;
}

/** CPU used so far: the machine, a server (its first process and the processes it started), their image processes, PostgreSQL, this process. */
export function cpuSnapshot(serverPid: number): Snapshot {
  const workers = childrenOf(serverPid);
  const postgres = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => read(`/proc/${pid}/stat`))
    .filter((stat): stat is string => stat !== null)
    .map(processTicks)
    .filter((p) => p.name === 'postgres')
    .reduce((sum, p) => sum + p.ticks, 0);
  const usage = process.cpuUsage();
  return {
    machine: machineBusyTicks(read('/proc/stat') ?? ''),
    servers: ticksOf([serverPid, ...workers]),
    images: ticksOf(workers.flatMap(childrenOf)),
    postgres,
    generator: (usage.user + usage.system) / 1000 / MS_PER_TICK,
  };
}

/** CPU time the server processes used between two snapshots, in ms. */
export function serverCpuMs(before: Snapshot, after: Snapshot): number {
  return (after.servers - before.servers) * MS_PER_TICK;
}

/** The line the load test prints: each part as a share of one core (100%) over `seconds`; PostgreSQL only when the run used it. */
export function cpuShareLine(before: Snapshot, after: Snapshot, seconds: number, withPostgres: boolean, cores = availableParallelism()): string {
  const share = (key: keyof Snapshot) => ((after[key] - before[key]) * MS_PER_TICK) / seconds / 10;
  const parts: Array<[string, number]> = [
    ['server processes', share('servers')],
    ['their image processes', share('images')],
    ...(withPostgres ? [['PostgreSQL', share('postgres')] as [string, number]] : []),
    ['the load generator', share('generator')],
  ];
  const rest = parts.reduce((left, [, n]) => left - n, share('machine'));
  const percent = (n: number) => `${Math.max(0, n).toFixed(0)}%`;
  const named = [...parts, ['everything else', rest] as [string, number]].map(([name, n]) => `${name} ${percent(n)}`);
  return `Machine's CPU (${cores} cores, ${cores * 100}% in all): ${percent(share('machine'))} busy: ${named.join(', ')}`;
}
