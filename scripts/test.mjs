// `npm test`: every check in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const steps = [
  // astro check type-checks every file tsconfig.json includes (.ts, tests and scripts too), not only .astro.
  ['types', 'npx', ['astro', 'check']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['api (SQLite)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['api (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
steps.push(['build', 'npx', ['astro', 'build']]);
// Faults need the built server (they start it as child processes); PostgreSQL's part runs when TEST_DATABASE_URL is set.
steps.push(['faults', 'npx', ['vitest', 'run', '--project', 'faults']]);
steps.push(['browser', 'npx', ['playwright', 'test']]);

const only = process.argv[2];
for (const [name, cmd, args, env] of steps) {
  if (only && !name.startsWith(only)) continue;
  // Browser tests start from a fresh data directory, as CI does, so one run's leftovers never decide the next.
  if (name === 'browser') rmSync('.data/browser-tests', { recursive: true, force: true });
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(run.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds}s`);
}
