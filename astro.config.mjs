// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';

// Pages are rendered per request; islands hydrate only where a person acts.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), mdx()],
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  prefetch: false,
  // Origin checks for the API are done in src/middleware.ts, where JSON requests are covered too.
  security: { checkOrigin: false },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  vite: {
    ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
  },
});
