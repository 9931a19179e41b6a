import { defineConfig, devices } from '@playwright/test';
import { currentLane, laneAt, LANES } from './tests/support/browser-lanes';

// Browser tests run against the built server (npm run build first; `npm test` does), in Debian's Chromium,
// in lanes (tests/support/browser-lanes.ts): one worker per lane, each with a server of its own, its own data
// directory seeded with a small demo set, and its own stand-ins for the legacy accounts system and the hosted
// domain (social sign-in). A test file runs whole in one lane; files are shared out as lanes come free.
export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  workers: LANES,
  // A test that fails is run once more; one that then passes is counted 'flaky' in the summary, not
  // passed. A flaky test is a bug to find (docs/decisions/083-flaky-browser-tests.md), but one slow moment
  // of a shared two-core machine should not fail the whole run.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: currentLane().baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: Array.from({ length: LANES }, (_, index) => laneAt(index)).flatMap(({ port, baseURL, dataDir, standIns }) => [
    {
      command: `npx tsx tests/support/stand-ins.ts ${port}`,
      url: `${standIns.oidc}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs --no-build',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO_LISTINGS: '600',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Tests change data and read it back at once as anonymous visitors; the page cache would show the
        // copy from a moment before (its own behaviour is unit-tested and measured by the bench).
        PAGE_CACHE_SECONDS: '0',
        // Tests that make accounts and codes each give a client address of their own (ownClientAddress):
        // the suite makes more than one client may in an hour. Without the header the socket's counts.
        TRUST_PROXY: '1',
        PUBLIC_SITE_URL: baseURL,
        // Only sign-ins that fail, and social users' first sign-in, ever reach these.
        LEGACY_API_BASE: standIns.legacy,
        COGNITO_HOSTED_DOMAIN: standIns.oidc,
        COGNITO_OAUTH_ISSUER: standIns.oidc,
      },
    },
  ]),
});
