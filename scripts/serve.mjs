// Serves a built Basera (dist/server/entry.mjs by default) over HTTP, compressed.
//
// Astro's standalone server sends pages, styles and scripts as they are. On a slow phone connection
// the HTML of a results page alone is about 140 KB; gzip or brotli make it six to eight times smaller,
// so this server compresses what it sends (a CDN in front asks for compressed copies all the same).
// The same Astro handler answers, pages and static files alike: only the transport differs.
//
//   node scripts/serve.mjs [entry]        HOST and PORT as for Astro's own server
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';

/** Starts serving `entry`; resolves with the listening server. */
export async function serve(entry = 'dist/server/entry.mjs') {
  // The built entry would otherwise start Astro's own (uncompressed) server as it loads.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler, options } = await import(pathToFileURL(resolve(entry)).href);
  const port = Number(process.env.PORT ?? options.port ?? 8080);
  const host = process.env.HOST ?? (options.host === true ? '0.0.0.0' : typeof options.host === 'string' ? options.host : 'localhost');
  const compress = compression({ threshold: 1024 });
  const server = createServer((req, res) => compress(req, res, () => handler(req, res)));
  await new Promise((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, listening);
  });
  console.log(`Basera is listening on http://${host}:${port}`);
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await serve(process.argv[2]);
}
