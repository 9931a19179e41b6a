// The files of the client build (scripts, styles, fonts, the icon), as scripts/serve.mjs answers them.
//
// `send` answers conditional and range requests. When it cannot (an If-Match that names another version,
// a range past the end of the file), it reports an error after it has already set the file's headers:
// passed on as it was, that error became Astro's 404 page carrying the file's ETag, Last-Modified and, for
// a hashed asset, a year-long immutable Cache-Control. So the file's headers are taken off again, the two
// answers HTTP has for those cases are given as they are, and only what is really not there goes on.
//
// Scripts, styles and the icon are compressed once, when the build is made (build/precompress.mjs, brotli at
// its highest quality: 14% smaller than the quality a stream could afford per request), and the copy a
// browser takes is sent in the file's place.
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import send from 'send';
import { acceptedEncodings } from '../../src/lib/http/accept-encoding.mjs';

/** The ending of each compressed copy the build writes beside a file, by encoding, in the order offered. */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' };

/** Files the build writes compressed copies of, and the type each is answered with, as `send` gives it. */
export const COMPRESSIBLE_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

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
 * The build's files as the URL paths they are served at (`files`), and the compressed copies each has
 * (`copies`: path → encodings). A copy is not answered at its own address, only in its file's place.
 */
export function builtFiles(dir) {
  const all = filePaths(dir);
  const files = new Set();
  const copies = new Map();
  for (const path of all) {
    const encoding = Object.keys(COMPRESSED_COPIES).find((e) => path.endsWith(COMPRESSED_COPIES[e]));
    const original = encoding && path.slice(0, -COMPRESSED_COPIES[encoding].length);
    if (original && all.has(original)) copies.set(original, [...(copies.get(original) ?? []), encoding]);
    else files.add(path);
  }
  return { files, copies };
}

/** The compressed copy to send for a request, of the `encodings` a file has; null to send the file itself. */
function copyFor(req, encodings) {
  if (encodings.length === 0) return null;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  return Object.keys(COMPRESSED_COPIES).find((e) => encodings.includes(e) && accepted.includes(e)) ?? null;
}

/**
 * Built scripts and styles carry a hash of their content in their names: they never change. The same value
 * as IMMUTABLE_CACHE_CONTROL in src/lib/http/headers.ts, written out: this file runs before any of the app loads.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers `send` sets for a file before it knows whether it can send it. */
const FILE_HEADERS = ['accept-ranges', 'cache-control', 'content-encoding', 'content-length', 'content-range', 'content-type', 'etag', 'last-modified', 'vary'];

/** What a client is told when `send` refuses its conditions; every other error goes on to `next`. */
const REFUSALS = {
  412: 'The file has changed since the version this request names.',
  416: 'The range asked for is outside the file.',
};

/**
 * Answers `path`, a file of the client build under `root`, or the copy of it compressed in one of `encodings`
 * that the request takes; files under `assets` (a URL path ending in '/') are kept a year. Calls `next()`
 * when the file cannot be sent for any reason but the client's conditions.
 */
export function sendBuiltFile(req, res, path, { root, assets, next, encodings = [] }) {
  const encoding = copyFor(req, encodings);
  const stream = send(req, encoding ? path + COMPRESSED_COPIES[encoding] : path, { root });
  stream.on('headers', (response) => {
    if (path.startsWith(assets)) response.setHeader('Cache-Control', IMMUTABLE);
    if (encodings.length > 0) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      // Set before `send` names a type, so it keeps the file's own and not the copy's.
      response.setHeader('Content-Type', COMPRESSIBLE_TYPES[extname(path)]);
      response.setHeader('Content-Encoding', encoding);
    }
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
