import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditVerdict, reviewedVerdict } from '../../../scripts/audit.mjs';
import list from '../../../scripts/advisories.json';
import astroConfig from '../../../astro.config.mjs';

/** What reviewedVerdict answers (scripts/audit.mjs is plain JavaScript). */
interface Reviewed {
  matches: Array<{ id: string; package: string; version: string }>;
  blocking: Array<{ id: string }>;
}
const reviewed = (advisories: unknown[], packages: object): Reviewed => reviewedVerdict(advisories, packages);

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; dev?: boolean }> };

describe('scripts/audit.mjs: npm audit', () => {
  it('blocks on high and critical advisories only', () => {
    const report = {
      vulnerabilities: {
        a: { name: 'a', severity: 'critical' },
        b: { name: 'b', severity: 'moderate' },
        c: { name: 'c', severity: 'high' },
      },
      metadata: { vulnerabilities: { critical: 1, high: 1, moderate: 1, low: 0, info: 0, total: 3 } },
    };
    expect(auditVerdict(JSON.stringify(report))).toMatchObject({ ran: true, blocking: [{ name: 'a', severity: 'critical' }, { name: 'c', severity: 'high' }] });
    const clean = { vulnerabilities: {}, metadata: { vulnerabilities: { critical: 0, high: 0, moderate: 0, low: 0, info: 0, total: 0 } } };
    expect(auditVerdict(JSON.stringify(clean))).toMatchObject({ ran: true, blocking: [] });
  });

  it('lets through a package whose every advisory, its own or through another package, is accepted', () => {
    const advisory = (id: string) => ({ source: 1, name: 'x', title: 't', url: `https://github.com/advisories/${id}`, severity: 'high' });
    const report = {
      vulnerabilities: {
        astro: { name: 'astro', severity: 'high', via: [advisory('GHSA-aaaa-bbbb-cccc')] },
        '@astrojs/node': { name: '@astrojs/node', severity: 'high', via: ['astro'] },
        mixed: { name: 'mixed', severity: 'critical', via: [advisory('GHSA-aaaa-bbbb-cccc'), advisory('GHSA-dddd-eeee-ffff')] },
        through: { name: 'through', severity: 'high', via: ['mixed'] },
      },
      metadata: { vulnerabilities: { critical: 1, high: 3, moderate: 0, low: 0, info: 0, total: 4 } },
    };
    const verdict = auditVerdict(JSON.stringify(report), new Set(['GHSA-aaaa-bbbb-cccc']));
    expect(verdict).toMatchObject({ ran: true, blocking: [{ name: 'mixed' }, { name: 'through' }] });
  });

  it('says the check could not run when the advisory service does not answer', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 };
    expect(auditVerdict(JSON.stringify(refused))).toEqual({ ran: false, reason: refused.message });
    expect(auditVerdict('')).toMatchObject({ ran: false });
  });
});

describe('scripts/audit.mjs: the reviewed advisories', () => {
  const advisories = [
    { id: 'GHSA-1111-1111-1111', package: 'pic', severity: 'high', vulnerable: '<2.0.0', title: 'fixed in 2' },
    { id: 'GHSA-2222-2222-2222', package: 'web', severity: 'critical', vulnerable: '<9.0.0', title: 'no fix', accepted: 'not reached' },
    { id: 'GHSA-3333-3333-3333', package: 'tool', severity: 'critical', vulnerable: '<9.0.0', title: 'dev only' },
  ];

  it('blocks a production package in a vulnerable version, wherever it is installed, unless accepted', () => {
    const packages = {
      '': { version: '0.1.0' },
      'node_modules/pic': { version: '2.1.0' },
      'node_modules/web/node_modules/pic': { version: '1.9.9' },
      'node_modules/web': { version: '5.0.0' },
      'node_modules/tool': { version: '1.0.0', dev: true },
    };
    const verdict = reviewed(advisories, packages);
    expect(verdict.matches.map((m) => `${m.id} ${m.version}`)).toEqual(['GHSA-1111-1111-1111 1.9.9', 'GHSA-2222-2222-2222 5.0.0']);
    expect(verdict.blocking.map((m) => m.id)).toEqual(['GHSA-1111-1111-1111']);
    expect(reviewed(advisories, { 'node_modules/pic': { version: '2.0.0' } }).blocking).toEqual([]);
  });

  it('finds nothing open against the versions this lock installs', () => {
    expect(list.advisories.length).toBeGreaterThan(10);
    for (const advisory of list.advisories) expect(advisory.id).toMatch(/^GHSA(-[0-9a-z]{4}){3}$/);
    const verdict = reviewed(list.advisories, lock.packages);
    expect(verdict.blocking).toEqual([]);
    // sharp is kept past its three advisories; a lock that went back would fail here and in CI.
    expect(verdict.matches.filter((m) => m.package === 'sharp')).toEqual([]);
  });
});

/** Every source file under `dir` with one of `extensions`. */
function sources(dir: string, extensions: string[], found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, extensions, found);
    else if (extensions.some((e) => entry.name.endsWith(e))) found.push(path);
  }
  return found;
}

describe('what the accepted advisories rely on', () => {
  const files = sources('src', ['.astro', '.tsx', '.ts', '.mdx']).filter((f) => !f.endsWith('.test.ts'));
  const using = (pattern: RegExp) => files.filter((f) => pattern.test(readFileSync(f, 'utf8')));

  it('no slot named by an expression, no define:vars, server islands, view transitions or prerendered page', () => {
    expect(using(/\bslot=\{/)).toEqual([]);
    expect(using(/define:vars/)).toEqual([]);
    expect(using(/server:defer/)).toEqual([]);
    expect(using(/transition:(name|animate|persist)|ClientRouter|ViewTransitions/)).toEqual([]);
    expect(using(/export const prerender\s*=\s*true/)).toEqual([]);
  });

  it('no base path, no allowed domains for the Host header, and Basera’s own picture endpoint', () => {
    expect(astroConfig.base).toBeUndefined();
    expect(astroConfig.security?.allowedDomains).toBeUndefined();
    expect(astroConfig.image?.endpoint?.entrypoint).toBe('./src/lib/media/asset-image-route.ts');
    expect(astroConfig.image?.domains ?? []).toEqual([]);
    expect(astroConfig.image?.remotePatterns ?? []).toEqual([]);
  });
});
