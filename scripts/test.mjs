// `npm test`: every check, stopping at the first failure; `npm test <name>` runs the steps whose name starts so.
//
// Steps in one group run side by side, as each keeps about one core busy and none needs another's result
// (on two cores, the API tests on SQLite with those on PostgreSQL: 134 → 99 s); the output of a group's steps
// is printed whole as each ends, so two logs never interleave. Groups run in order. Types and lint side by
// side took as long as one after the other (type checking alone keeps the machine busy), so they do not.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { rmSync } from 'node:fs';

const api = (database, url) => ({ name: `api (${database})`, cmd: 'npx', args: ['vitest', 'run', '--project', 'api'], env: { TEST_DATABASE_URL: url } });

const groups = [
  // astro check type-checks every file tsconfig.json includes (.ts, tests and scripts too), not only .astro.
  [{ name: 'types', cmd: 'npx', args: ['astro', 'check'] }],
  [{ name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] }],
  [{ name: 'unit', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit'] }],
  // Each API run has databases of its own: SQLite files in temporary directories, PostgreSQL schemas of its own.
  [api('SQLite', ''), ...(process.env.TEST_DATABASE_URL ? [api('PostgreSQL', process.env.TEST_DATABASE_URL)] : [])],
  [{ name: 'build', cmd: 'npx', args: ['astro', 'build'] }],
  // Faults need the built server (they start it as child processes); PostgreSQL's part runs when TEST_DATABASE_URL is set.
  [{ name: 'faults', cmd: 'npx', args: ['vitest', 'run', '--project', 'faults'] }],
  [{ name: 'browser', cmd: 'npx', args: ['playwright', 'test'] }],
];

/** Runs one step; alone it writes as it goes, beside others its output is kept and printed when it ends. */
function run(step, alone) {
  const started = Date.now();
  const line = `▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`;
  if (alone) console.log(`\n${line}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n${line}\n${Buffer.concat(output).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${step.name} passed in ${seconds}s`);
      else console.error(`\n✖ ${step.name} failed after ${seconds}s${signal ? ` (${signal})` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const only = process.argv[2];
for (const group of groups) {
  const steps = group.filter((step) => !only || step.name.startsWith(only));
  if (steps.length === 0) continue;
  // Browser tests start from fresh data directories (every lane's: tests/support/browser-lanes.ts), as CI does,
  // so one run's leftovers never decide the next.
  if (steps.some((step) => step.name === 'browser')) rmSync('.data/browser-tests', { recursive: true, force: true });
  const codes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
