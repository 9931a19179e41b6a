// `npm run lighthouse`: Lighthouse's mobile performance score of the home, results and listing pages.
//
// Starts the built server with the demo data (its own data directory and port) unless LIGHTHOUSE_URL
// points at one already running, then runs Lighthouse (mobile emulation and its simulated slow 4G,
// the defaults) in Debian's Chromium for each page and prints the scores and the main timings.
// Exits non-zero when a page scores under LIGHTHOUSE_MIN (95). Full reports go to .data/lighthouse/.
//
//   npm run lighthouse
//   LIGHTHOUSE_URL=http://127.0.0.1:4321 npm run lighthouse
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN ?? 95);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4395);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitFor(url: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function startServer(): Promise<{ base: string; server?: ChildProcess }> {
  if (process.env.LIGHTHOUSE_URL) return { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, '') };
  if (!existsSync('dist/server/entry.mjs')) spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${PORT}`;
  const server = spawn('node', ['scripts/start.mjs', '--no-build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.data/lighthouse', DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_SITE_URL: base },
  });
  await waitFor(`${base}/api/health`, server);
  return { base, server };
}

/** A results page and a listing page of the demo data, found the way a visitor would: from home. */
async function pagesOf(base: string): Promise<Array<[string, string]>> {
  const home = await (await fetch(`${base}/`)).text();
  const results = /href="(\/(?:sale|rent)\/[a-z-]+-properties-for-[^"]+)"/.exec(home)?.[1];
  if (!results) throw new Error('No results link on the home page');
  const resultsHtml = await (await fetch(`${base}${results}`)).text();
  const detail = /href="(\/(?:sale|rent)\/\d+)"/.exec(resultsHtml)?.[1];
  if (!detail) throw new Error(`No listing link on ${results}`);
  return [
    ['home', '/'],
    ['results', results],
    ['detail', detail],
  ];
}

const { base, server } = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let failed = false;
try {
  const pages = await pagesOf(base);
  // One run thrown away first: the first Lighthouse run in a browser freshly started from a cold disk
  // sometimes finds no navigation in its trace (NO_NAVSTART) and gives the home page no score at all.
  await lighthouse(`${base}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  console.log('| page | score | FCP | LCP | TBT | CLS | path |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, path] of pages) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    // The whole report, for a closer look at what held a page back.
    mkdirSync('.data/lighthouse', { recursive: true });
    writeFileSync(`.data/lighthouse/${name}.json`, JSON.stringify(lhr));
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      // Lighthouse could not measure the page (it did not paint, the browser stalled): that is no score
      // at all, not a score of 0, and says nothing of the page until it has been run again.
      console.log(`| ${name} | not measured: ${lhr.runtimeError?.code ?? 'no score'} | - | - | - | - | ${path} |`);
      failed = true;
      continue;
    }
    const score = Math.round(lhr.categories.performance.score * 100);
    console.log(`| ${name} | ${score} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${path} |`);
    if (score < MIN_SCORE) failed = true;
  }
} finally {
  chrome.kill();
  server?.kill();
}
if (failed) {
  console.error(`A page scored under ${MIN_SCORE}, or could not be measured.`);
  process.exit(1);
}
