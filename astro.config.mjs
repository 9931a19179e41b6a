// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { keepCspDigests } from './build/keep-csp-digests.mjs';
import { renderWithoutContext } from './build/render-without-context.mjs';
import { cheaperIslands } from './build/cheaper-islands.mjs';
import { imageProcessEntry } from './build/image-process-entry.mjs';
import { precompress } from './build/precompress.mjs';

/** `client:use`: an island that wakes when someone first reaches for it (src/islands/wake/directive.ts). */
const wakeOnUse = {
  name: 'basera:client-use',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'use', entrypoint: fileURLToPath(new URL('./src/islands/wake/directive.ts', import.meta.url)) }),
  },
};

// Pages are rendered per request; islands hydrate only where a person acts.
export default defineConfig({
  output: 'server',
  // Middleware mode: scripts/serve.mjs is the HTTP server; it serves the client build's files itself.
  // Pages render to one string: the middleware reads a page whole to compress it (src/lib/http/page-cache.server.ts),
  // so streaming only encoded each of a page's hundreds of chunks on its own and passed them through a stream.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Islands render on the server with renderToString: every page's data is loaded before it renders, so
  // React's streaming renderer only adds stream machinery (about 2 ms of a results page's CPU).
  // Scripts, styles and the icon are compressed once here, at brotli's highest quality (build/precompress.mjs).
  integrations: [react({ experimentalDisableStreaming: true }), mdx(), wakeOnUse, precompress()],
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  scopedStyleStrategy: 'class',
  prefetch: false,
  // Pictures of the build in the sizes the pages use, made once per process: src/lib/media/asset-image-route.ts.
  image: { endpoint: { route: '/_image', entrypoint: './src/lib/media/asset-image-route.ts' } },
  // Origin checks for the API are done in src/middleware.ts, where JSON requests are covered too.
  security: { checkOrigin: false },
  // Astro hashes the scripts it writes into pages (island hydration, small bundled scripts) and sends
  // them in a Content-Security-Policy header, so scripts need no 'unsafe-inline'. The middleware adds
  // the directives that depend on settings (map tiles) and on framing: src/lib/http/headers.ts.
  experimental: {
    csp: {
      directives: ["default-src 'self'", "base-uri 'self'", "object-src 'none'", "form-action 'self'", "frame-ancestors 'none'"],
    },
  },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [keepCspDigests(), renderWithoutContext(), cheaperIslands(), imageProcessEntry()],
    ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
  },
});
