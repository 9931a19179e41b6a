import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLinkUnder, sweepPages, sweepPaths } from './page-sweep';

let server: Server | undefined;
afterEach(() => server?.close());

describe('the page sweep', () => {
  it('takes the first link to a page deeper than a prefix, without its query', () => {
    const html = '<a href="/agencies">All</a> <a href="/agencies?cityId=2">Lahore</a> <a href="/agencies/rss.xml">Feed</a> <a href="/agencies/al-noor-116?page=2">Al-Noor</a>';
    expect(firstLinkUnder(html, '/agencies/')).toBe('/agencies/al-noor-116');
    expect(firstLinkUnder(html, '/projects/')).toBeNull();
  });

  it('finds one page of each kind from its list, and times each with its status and size', async () => {
    const pages: Record<string, string> = {
      '/agencies': '<a href="/agencies/crown-53">Crown</a>',
      '/projects': '<a href="/projects/pearl-one-3">Pearl One</a>',
      '/blog': '<a href="/blog/fake-listings">Post</a>',
      '/area-guides': '<a href="/area-guides/lahore">Lahore</a>',
      '/area-guides/lahore': '<a href="/area-guides/lahore/gulberg">Gulberg</a>',
    };
    server = createServer((req, res) => {
      const page = pages[req.url ?? ''];
      res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html' });
      res.end(page ?? 'not here');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const paths = await sweepPaths(base);
    expect(paths).toEqual(expect.arrayContaining(['/', '/agencies/crown-53', '/projects/pearl-one-3', '/blog/fake-listings', '/area-guides/lahore', '/area-guides/lahore/gulberg']));
    const rows = await sweepPages(base, ['/agencies', '/nowhere'], 3);
    expect(rows.map((r) => [r.path, r.status, r.bytes])).toEqual([['/agencies', 200, pages['/agencies'].length], ['/nowhere', 404, 8]]);
    for (const row of rows) expect(row.p50).toBeGreaterThan(0);
  });
});
