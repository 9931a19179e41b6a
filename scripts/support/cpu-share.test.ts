import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuShareLine, cpuSnapshot, machineBusyTicks, processTicks, serverCpuMs } from './cpu-share';

describe('reading /proc', () => {
  it('counts the machine busy apart from idle time and time waiting for the disk', () => {
    const stat = 'cpu  1000 20 300 9000 500 7 3 2 0 0\ncpu0 500 10 150 4500 250 4 2 1 0 0\n';
    expect(machineBusyTicks(stat)).toBe(1000 + 20 + 300 + 7 + 3 + 2);
  });

  it("reads a process's name and ticks even when its name holds spaces and parentheses", () => {
    const rest = 'S 1 2 3 4 5 6 7 8 9 10 120 30 0 0 20 0 1 0 100 1000 10';
    expect(processTicks(`4242 (postgres) ${rest}`)).toEqual({ name: 'postgres', ticks: 150 });
    expect(processTicks(`4243 (a (b) c) ${rest}`)).toEqual({ name: 'a (b) c', ticks: 150 });
  });

  it("reads this machine: a server's CPU is its own and its processes'", async () => {
    // A server whose one process works, as the server processes under load do.
    const script = `require('node:child_process').spawn(process.execPath, ['-e', 'const end = Date.now() + 1500; while (Date.now() < end);']).on('exit', () => process.exit(0));`;
    const server = spawn(process.execPath, ['-e', script]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = cpuSnapshot(server.pid!);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = cpuSnapshot(server.pid!);
      expect(after.machine).toBeGreaterThan(before.machine);
      // Half a second of a busy process: at least 50 ms of it even on a machine busy with other work.
      expect(serverCpuMs(before, after)).toBeGreaterThanOrEqual(50);
      expect(after.generator).toBeGreaterThan(0);
    } finally {
      server.kill();
    }
  });
});

describe('cpuShareLine', () => {
  const before = { machine: 1000, servers: 100, images: 10, postgres: 50, generator: 20 };
  // Ten seconds later: ticks are 10 ms, so 100 ticks over 10 s is 10% of a core.
  const after = { machine: 3000, servers: 1500, images: 110, postgres: 350, generator: 220 };

  it('gives each part as a share of one core and what is left to everything else', () => {
    expect(cpuShareLine(before, after, 10, true, 2)).toBe(
      "Machine's CPU (2 cores, 200% in all): 200% busy: server processes 140%, their image processes 10%, " +
        'PostgreSQL 30%, the load generator 20%, everything else 0%',
    );
  });

  it('leaves PostgreSQL out when the run did not use it, so its share falls to everything else', () => {
    expect(cpuShareLine(before, after, 10, false, 2)).toBe(
      "Machine's CPU (2 cores, 200% in all): 200% busy: server processes 140%, their image processes 10%, " +
        'the load generator 20%, everything else 30%',
    );
  });

  it('gives the server processes their CPU time in ms', () => {
    expect(serverCpuMs(before, after)).toBe(14_000);
  });
});
