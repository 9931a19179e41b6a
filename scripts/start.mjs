// `npm start`: build if the build is missing or older than the source, prepare the data
// (migrations, demo data on an empty database, the local identity provider), then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startIdentity } from './identity.mjs';
import { serveAll } from './serve.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const entry = 'dist/server/entry.mjs';
const skipBuild = process.argv.includes('--no-build');
const stale =
  !existsSync(entry) ||
  Math.max(newestMtime('src'), newestMtime('public'), statSync('astro.config.mjs').mtimeMs) > statSync(entry).mtimeMs;
if (!skipBuild && stale) run('npx', ['astro', 'build']);
if (!existsSync(entry)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

run('npx', ['tsx', 'scripts/prepare.ts']);

// The identity provider: cognito-local unless a Cognito pool is configured; its ids reach the server.
const identity = await startIdentity(process.env);
Object.assign(process.env, identity.env);

// The server runs in this process (and in processes of its own that end with it: SERVER_PROCESSES), so
// nothing is left behind if this process is killed outright.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    identity.stop();
    process.exit(0);
  });
}
process.on('exit', () => identity.stop());
await serveAll(entry);
