// Serves a built Basera (dist/server/entry.mjs by default) over HTTP, compressed.
//
// The Astro node adapter is built in middleware mode: this server answers the files of the client
// build (scripts, styles, fonts, the icon) itself and hands every other request to Astro. Astro's own
// standalone server looked on disk for a file before each page (two file-system calls and a failed
// `send` per page view); here the files are listed once at start, since a build never changes.
//
// It compresses what it sends: on a slow phone connection the HTML of a results page alone is about
// 120 KB, and gzip or brotli make it six to eight times smaller (pages arrive compressed already, from
// the middleware; this covers scripts, styles and API answers).
//
// SERVER_PROCESSES (1) processes answer on the port: one Node process renders one page at a time, so a
// machine with several cores runs one per core ('auto'). The first process hands connections to the
// others and keeps the rate-limit counters they share when there is no Redis (REDIS_URL); a process that
// dies is replaced, and one that cannot start at all stops the server.
//
//   node scripts/serve.mjs [entry]        HOST and PORT as for Astro's own server
import cluster from 'node:cluster';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import send from 'send';

/** Every file under `dir`, as the URL path it is served at. */
function filePaths(dir, root = dir, paths = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filePaths(path, root, paths);
    else paths.add(`/${relative(root, path).split(sep).join('/')}`);
  }
  return paths;
}

/** The request's path, decoded; null when it is not valid percent-encoding. */
function pathOf(url = '/') {
  try {
    return decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
}

/** Starts serving `entry`; resolves with the listening server. */
export async function serve(entry = 'dist/server/entry.mjs') {
  const { handler, options } = await import(pathToFileURL(resolve(entry)).href);
  const client = fileURLToPath(options.client);
  const files = filePaths(client);
  const assets = `/${options.assets}/`;
  const port = Number(process.env.PORT ?? options.port ?? 8080);
  const host = process.env.HOST ?? (options.host === true ? '0.0.0.0' : typeof options.host === 'string' ? options.host : 'localhost');
  const compress = compression({ threshold: 1024 });
  const server = createServer((req, res) =>
    compress(req, res, () => {
      const path = pathOf(req.url);
      if (path === null) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Bad request.');
        return;
      }
      if (!files.has(path)) {
        handler(req, res);
        return;
      }
      send(req, path, { root: client })
        .on('headers', (response) => {
          // Built scripts and styles carry a hash of their content in their names.
          if (path.startsWith(assets)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        })
        .on('error', () => handler(req, res))
        .pipe(res);
    }),
  );
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, listening);
  });
  console.log(`Basera is listening on http://${host}:${port}`);
  return server;
}

/** How many server processes SERVER_PROCESSES asks for ('auto': one per core). */
export function processCount(value = process.env.SERVER_PROCESSES) {
  if (!value) return 1;
  if (value === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`SERVER_PROCESSES must be a whole number from 1 up, or auto; it is '${value}'`);
  return count;
}

/**
 * Rate-limit counters for the server processes of one machine, kept by the first process: a key counts
 * up until the end of its window (the workers choose windows), as the Redis store does.
 */
function sharedCounters() {
  const counters = new Map();
  setInterval(() => {
    const now = Date.now();
    for (const [key, counter] of counters) if (counter.expiresAt <= now) counters.delete(key);
  }, 60_000).unref();
  return (worker, message) => {
    if (message?.type !== 'basera:count') return;
    let counter = counters.get(message.key);
    if (!counter || counter.expiresAt <= Date.now()) {
      counter = { count: 0, expiresAt: message.expiresAt };
      counters.set(message.key, counter);
    }
    counter.count += 1;
    // A process that ended since it asked is not waiting; the callback keeps that from being an error here.
    worker.send({ type: 'basera:counted', id: message.id, count: counter.count }, () => {});
  };
}

/** Serves `entry` from SERVER_PROCESSES processes; resolves once they all listen. */
export async function serveAll(entry = 'dist/server/entry.mjs') {
  const count = processCount();
  if (count === 1) return serve(entry);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [entry] });
  const env = process.env.REDIS_URL ? {} : { BASERA_COUNTERS: 'primary' };
  const countHit = sharedCounters();
  let stopping = false;
  const listening = new WeakSet();
  const start = () => {
    const worker = cluster.fork(env);
    worker.on('message', (message) => countHit(worker, message));
    return new Promise((resolve) => worker.once('listening', () => resolve(listening.add(worker))));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that never got to listen would fail again (a bad setting, a port in use): stop rather than loop.
    if (!listening.has(worker)) {
      console.error(`A server process could not start (${signal ?? `exit ${code}`}); stopping.`);
      process.exit(1);
    }
    console.error(`A server process stopped (${signal ?? `exit ${code}`}); starting another.`);
    start();
  });
  // The server processes end with this one, however it ends (killed outright, their channel to it closes
  // and they end on that).
  process.on('exit', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
  await Promise.all(Array.from({ length: count }, start));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (cluster.isWorker) await serve(process.argv[2]);
  else await serveAll(process.argv[2]);
}
