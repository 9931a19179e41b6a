#!/usr/bin/env node
// The production dependencies against the advisories known for them. Two checks, run from .ci/run (not
// from `npm test`, which must not need the network):
//   - the reviewed list (scripts/advisories.json), offline: an installed production package in a
//     vulnerable version fails the run, unless the list says why Basera cannot be reached through it;
//   - `npm audit --omit=dev`: fails on a high or critical advisory the list has not accepted. When the
//     advisory service cannot be reached (offline, or a registry mirror that answers the audit endpoint
//     with 405), it says in one line that this check could not run, and the reviewed list stands alone.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

const BLOCKING = ['high', 'critical'];

/**
 * Reads `npm audit --json` output. Returns { ran: false, reason } when npm could not ask the
 * advisory service, else { ran: true, blocking: [{ name, severity }], counts }.
 */
export function auditVerdict(stdout, accepted = new Set()) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { ran: false, reason: 'npm audit gave no readable answer' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message || report?.error?.summary || (report?.statusCode ? `HTTP ${report.statusCode}` : 'no advisory data in the answer');
    return { ran: false, reason };
  }
  const vulnerabilities = report.vulnerabilities ?? {};
  const blocking = Object.values(vulnerabilities)
    .filter((v) => BLOCKING.includes(v.severity) && !onlyAccepted(v.name, vulnerabilities, accepted))
    .map((v) => ({ name: v.name, severity: v.severity }));
  return { ran: true, blocking, counts };
}

/** The advisory id an `npm audit` entry links to (https://github.com/advisories/GHSA-...). */
const advisoryId = (via) => /GHSA(-[0-9a-z]{4}){3}/i.exec(via.url ?? '')?.[0];

/**
 * Whether every advisory behind `name` is accepted: its own (objects in `via`) and those of the packages
 * it is vulnerable through (names in `via`).
 */
function onlyAccepted(name, vulnerabilities, accepted, seen = new Set()) {
  if (seen.has(name)) return true;
  seen.add(name);
  const via = vulnerabilities[name]?.via ?? [];
  return via.length > 0 && via.every((v) =>
    typeof v === 'string' ? onlyAccepted(v, vulnerabilities, accepted, seen) : accepted.has(advisoryId(v)),
  );
}

/**
 * The reviewed advisories that match an installed production package: `packages` is package-lock.json's
 * `packages` (dev-only ones carry `dev: true`). `blocking` are the high and critical ones not accepted.
 */
export function reviewedVerdict(advisories, packages) {
  const installed = (name) =>
    Object.entries(packages)
      .filter(([path, entry]) => (path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`)) && !entry.dev && entry.version)
      .map(([, entry]) => entry.version);
  const matches = advisories.flatMap((advisory) =>
    [...new Set(installed(advisory.package))]
      .filter((version) => semver.satisfies(version, advisory.vulnerable, { includePrerelease: true }))
      .map((version) => ({ ...advisory, version })),
  );
  const blocking = matches.filter((m) => BLOCKING.includes(m.severity) && !m.accepted);
  return { matches, blocking };
}

function main() {
  const { reviewed, advisories } = JSON.parse(readFileSync(new URL('./advisories.json', import.meta.url), 'utf8'));
  const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  const listed = reviewedVerdict(advisories, packages);
  for (const m of listed.matches.filter((m) => m.accepted)) {
    console.log(`advisories: ${m.id} (${m.severity}) in ${m.package} ${m.version}: accepted, see scripts/advisories.json`);
  }
  for (const m of listed.blocking) {
    console.error(`advisories: ${m.id} (${m.severity}) in ${m.package} ${m.version}, vulnerable ${m.vulnerable}: ${m.title}`);
  }
  console.log(`advisories: ${advisories.length} reviewed on ${reviewed}; ${listed.blocking.length} open against the installed versions.`);
  const failed = listed.blocking.length > 0 ? 1 : 0;

  const accepted = new Set(advisories.filter((a) => a.accepted).map((a) => a.id));
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const verdict = result.error ? { ran: false, reason: result.error.message } : auditVerdict(result.stdout, accepted);
  if (!verdict.ran) {
    console.log(`npm audit: the check could not run, the advisory service was not reachable (${verdict.reason}).`);
    return failed;
  }
  const { counts, blocking } = verdict;
  const summary = ['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  if (blocking.length > 0) {
    console.error(`npm audit: ${summary}. High or critical advisories in production dependencies:`);
    for (const v of blocking) console.error(`  ${v.severity}: ${v.name}`);
    console.error('Update them (npm audit fix --omit=dev), or review them into scripts/advisories.json with why they do not reach Basera.');
    return 1;
  }
  console.log(`npm audit: no high or critical advisories in production dependencies that are not accepted (${summary}).`);
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
