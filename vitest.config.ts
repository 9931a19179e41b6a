import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: unit tests sit next to the code; API and data tests live under tests/api
// and run against a real database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    // A process per core (the default leaves one core out): the unit files are many and small, so starting
    // them is most of their time, and a two-core machine's second core sat idle (unit tests 59 s → 37 s).
    // The API and fault tests keep to one process: their files share its loaded modules, which is quicker.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Tests of PostgreSQL alone run with it, not as skipped tests of every SQLite run.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['tests/api/**/*.pg.test.ts'],
          environment: 'node',
          // Tests play several clients through X-Forwarded-For, as one trusted proxy would write it.
          env: { TRUST_PROXY: '1' },
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // One database per run: files run one after another so they can reset tables safely.
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Faults injected into the built server (dist/): `npx astro build` first; scripts/test.mjs runs it after the build.
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
