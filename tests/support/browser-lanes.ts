import { join } from 'node:path';
import { standInUrls } from './stand-ins';

/**
 * The browser tests run in lanes: each Playwright worker talks to a server of its own, with its own data
 * directory and its own stand-ins, so tests in two workers never share a database, an account or a rate
 * limit, and a lane's tests see the data as if they ran alone. Playwright loads playwright.config.ts again
 * in every worker with TEST_PARALLEL_INDEX set (0 to workers - 1), so a worker's baseURL is its lane's.
 *
 * BROWSER_TEST_LANES (2) lanes, one worker each; BROWSER_TEST_PORT (4390) is the first lane's port, and
 * lane i serves on that port + i (its stand-ins on ports derived from it: tests/support/stand-ins.ts).
 */
export const LANES = Math.max(1, Math.floor(Number(process.env.BROWSER_TEST_LANES ?? 2)) || 2);
const FIRST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 4390);
/** `npm test` empties this before the browser tests, so no run's leftovers decide the next. */
export const LANES_DATA_DIR = '.data/browser-tests';

export interface Lane {
  index: number;
  port: number;
  baseURL: string;
  /** The lane server's DATA_DIR. */
  dataDir: string;
  /** Its SQLite file, for setting up a case or checking what a page stored. */
  databasePath: string;
  standIns: ReturnType<typeof standInUrls>;
}

export function laneAt(index: number): Lane {
  const port = FIRST_PORT + index;
  const dataDir = join(LANES_DATA_DIR, `lane-${index}`);
  return {
    index,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    databasePath: join(dataDir, 'basera.sqlite'),
    standIns: standInUrls(port),
  };
}

/** The lane of the worker this code runs in (the first outside a worker). */
export function currentLane(): Lane {
  return laneAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}
