// Serves a built Basera (dist/server/entry.mjs by default) over HTTP, compressed.
//
// The Astro node adapter is built in middleware mode: this server answers the files of the client
// build (scripts, styles, fonts, the icon) itself and hands every other request to Astro. Astro's own
// standalone server looked on disk for a file before each page (two file-system calls and a failed
// `send` per page view); here the files are listed once at start, since a build never changes.
//
// It compresses what it sends: on a slow phone connection the HTML of a results page alone is about
// 120 KB, and gzip or brotli make it six to eight times smaller. Pages, JSON answers, sitemaps and the feed
// arrive compressed already, from the middleware, and scripts and styles as the build compressed them
// (./support/static-files.mjs); this covers the rest, such as map tiles.
//
// SERVER_PROCESSES (1) processes answer on the port: one Node process renders one page at a time, so a
// machine with several cores runs one per core ('auto'). The first process listens and hands each new
// connection to the server process with the fewest open (node:cluster's own hand-out gives it to whichever
// answers first: 16 connections opened at once were split 10 and 6, and the 10 waited almost twice as long).
// Each process starts the requests it reads in the order they arrived (./support/arrival-order.mjs).
// It also keeps the rate-limit counters the processes share when there is no Redis (REDIS_URL); a process
// that dies is replaced, and one that cannot start at all stops the server.
//
//   node scripts/serve.mjs [entry]        HOST and PORT as for Astro's own server
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { inArrivalOrder } from './support/arrival-order.mjs';
import { builtFiles, sendBuiltFile } from './support/static-files.mjs';

/** The request's path, decoded; null when it is not valid percent-encoding. */
function pathOf(url = '/') {
  try {
    return decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
}

/**
 * Methods the fetch standard forbids: Astro cannot make a Request of one, so it answered 500 and logged a
 * stack. They are refused here, before Astro, as any other method an address does not take: 405, a problem
 * body under /api. TRACE would echo a visitor's cookies back. (CONNECT never gets here: Node closes a
 * connection that asks for it, as it refuses a method it does not know with 400.)
 */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);
/** Every method some address of Basera takes. */
const SERVED_METHODS = 'GET, HEAD, POST, PUT, DELETE';

/** The 405 of src/lib/http/methods.ts, written out here: this file runs as it is, before any of the app loads. */
function refuseMethod(req, res) {
  const detail = `This address does not take ${req.method} requests.`;
  const api = /^\/api(\/|\?|$)/.test(req.url ?? '');
  res.writeHead(405, {
    allow: SERVED_METHODS,
    'cache-control': 'no-store',
    'content-type': api ? 'application/problem+json' : 'text/plain; charset=utf-8',
  });
  res.end(api ? JSON.stringify({ type: 'about:blank', title: 'Method not allowed', status: 405, detail, errors: {} }) : detail);
}

/** The address SERVER_PROCESSES' first process or the only one listens on. */
function address(options = {}) {
  const port = Number(process.env.PORT ?? options.port ?? 8080);
  const host = process.env.HOST ?? (options.host === true ? '0.0.0.0' : typeof options.host === 'string' ? options.host : 'localhost');
  return { port, host };
}

function listen(server, { port, host }) {
  return new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      listening();
    });
  });
}

/**
 * Starts serving `entry`; resolves with the server, listening on HOST and PORT, or (`listen: false`, one
 * process of several) serving the connections the first process hands over.
 */
export async function serve(entry = 'dist/server/entry.mjs', { listen: own = true } = {}) {
  const { handler, options } = await import(pathToFileURL(resolve(entry)).href);
  const client = fileURLToPath(options.client);
  const { files, copies } = builtFiles(client);
  const assets = `/${options.assets}/`;
  const compress = compression({ threshold: 1024 });
  const server = createServer(inArrivalOrder((req, res) =>
    compress(req, res, () => {
      if (FORBIDDEN_METHODS.has(req.method)) {
        refuseMethod(req, res);
        return;
      }
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
      sendBuiltFile(req, res, path, { root: client, assets, encodings: copies.get(path), next: () => handler(req, res) });
    })),
  );
  const at = address(options);
  if (!own) {
    takeConnections(server, at);
    return server;
  }
  await listen(server, at);
  console.log(`Basera is listening on http://${at.host}:${at.port}`);
  return server;
}

/** In a server process of several: serve the connections the first process hands over, and say when each closes. */
function takeConnections(server, address) {
  process.on('message', (message, socket) => {
    if (message?.type !== 'basera:connection' || !socket) return;
    // What a listening http.Server does with a connection it accepts (its noDelay option): without it, an
    // answer written in two parts waits for the client's delayed acknowledgement, 40 ms.
    socket.setNoDelay(true);
    socket.once('close', () => process.connected && process.send({ type: 'basera:closed' }));
    server.emit('connection', socket);
    socket.resume();
  });
  process.send({ type: 'basera:ready', address });
}

/**
 * Node options of the server processes. A young generation twice V8's default (32 MB a half instead of 16):
 * a rendered page makes a few megabytes of short-lived strings and objects, and with 8 or 16 pages in
 * flight the default one filled every few pages and copied the pages still rendering into the old
 * generation, to be marked and compacted there later. Side by side (scripts/compare-builds.mjs, six
 * rounds): results page 8.29 → 7.11 ms of CPU per request; a listing page the same; 64 MB no better than 32.
 */
export const SERVER_PROCESS_FLAGS = ['--max-semi-space-size=32'];

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

/** Serves `entry` from SERVER_PROCESSES processes; resolves once they all take connections. */
export async function serveAll(entry = 'dist/server/entry.mjs') {
  const count = processCount();
  if (count === 1) return serve(entry);
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [entry], execArgv: [...process.execArgv, ...SERVER_PROCESS_FLAGS] });
  const env = process.env.REDIS_URL ? {} : { BASERA_COUNTERS: 'primary' };
  const countHit = sharedCounters();
  let stopping = false;
  /** Open connections of each process that is ready for them. */
  const open = new Map();
  let at = null;
  const start = () => {
    const worker = cluster.fork(env);
    return new Promise((ready) => {
      worker.on('message', (message) => {
        if (message?.type === 'basera:ready') {
          at ??= message.address;
          open.set(worker, 0);
          ready();
        } else if (message?.type === 'basera:closed' && open.has(worker)) {
          open.set(worker, Math.max(0, open.get(worker) - 1));
        } else {
          countHit(worker, message);
        }
      });
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const wasReady = open.delete(worker);
    if (stopping) return;
    // One that never got ready would fail again (a bad build, a bad setting): stop rather than loop.
    if (!wasReady) {
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

  // This process reads nothing from a connection (pauseOnConnect); the one it hands it to does.
  const balancer = createTcpServer({ pauseOnConnect: true }, (socket) => {
    let chosen = null;
    for (const [worker, connections] of open) if (chosen === null || connections < open.get(chosen)) chosen = worker;
    if (chosen === null) return socket.destroy(); // none ready: a replacement is starting
    open.set(chosen, open.get(chosen) + 1);
    chosen.send({ type: 'basera:connection' }, socket, (error) => error && socket.destroy());
  });
  try {
    await listen(balancer, at);
  } catch (error) {
    console.error(`Basera cannot listen on ${at.host}:${at.port} (${error.code ?? error.message}); stopping.`);
    process.exit(1);
  }
  console.log(`Basera is listening on http://${at.host}:${at.port} (${count} server processes)`);
  return balancer;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (cluster.isWorker) await serve(process.argv[2], { listen: false });
  else await serveAll(process.argv[2]);
}
