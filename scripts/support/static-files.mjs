// The files of the client build (scripts, styles, fonts, the icon), as scripts/serve.mjs answers them.
//
// `send` answers conditional and range requests. When it cannot (an If-Match that names another version,
// a range past the end of the file), it reports an error after it has already set the file's headers:
// passed on as it was, that error became Astro's 404 page carrying the file's ETag, Last-Modified and, for
// a hashed asset, a year-long immutable Cache-Control. So the file's headers are taken off again, the two
// answers HTTP has for those cases are given as they are, and only what is really not there goes on.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import send from 'send';

/** Every file under `dir`, as the URL path it is served at. */
export function filePaths(dir, root = dir, paths = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filePaths(path, root, paths);
    else paths.add(`/${relative(root, path).split(sep).join('/')}`);
  }
  return paths;
}

/**
 * Built scripts and styles carry a hash of their content in their names: they never change. The same value
 * as IMMUTABLE_CACHE_CONTROL in src/lib/http/headers.ts, written out: this file runs before any of the app loads.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers `send` sets for a file before it knows whether it can send it. */
const FILE_HEADERS = ['accept-ranges', 'cache-control', 'content-length', 'content-range', 'content-type', 'etag', 'last-modified'];

/** What a client is told when `send` refuses its conditions; every other error goes on to `next`. */
const REFUSALS = {
  412: 'The file has changed since the version this request names.',
  416: 'The range asked for is outside the file.',
};

/**
 * Answers `path`, a file of the client build under `root`; files under `assets` (a URL path ending in '/')
 * are kept a year. Calls `next()` when the file cannot be sent for any reason but the client's conditions.
 */
export function sendBuiltFile(req, res, path, { root, assets, next }) {
  const stream = send(req, path, { root });
  stream.on('headers', (response) => {
    if (path.startsWith(assets)) response.setHeader('Cache-Control', IMMUTABLE);
  });
  stream.on('error', (error) => {
    const range = res.getHeader('content-range');
    for (const name of FILE_HEADERS) res.removeHeader(name);
    const refusal = REFUSALS[error.status];
    if (!refusal) {
      next();
      return;
    }
    res.writeHead(error.status, {
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
      // A 416 says how long the file is, so the client can ask again within it.
      ...(error.status === 416 && range ? { 'content-range': range } : {}),
    });
    res.end(refusal);
  });
  stream.pipe(res);
}
