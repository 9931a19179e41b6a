#!/usr/bin/env node
// The production dependencies against npm's advisory database: fails on any high or critical
// advisory. When the advisory service cannot be reached (offline, or a registry mirror that does not
// serve the audit endpoint and answers 405), it says in one line that the check could not run and
// exits 0, so CI on such a network is not blocked by it. Run from .ci/run, not from `npm test`.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING = ['high', 'critical'];

/**
 * Reads `npm audit --json` output. Returns { ran: false, reason } when npm could not ask the
 * advisory service, else { ran: true, blocking: [{ name, severity }], counts }.
 */
export function auditVerdict(stdout) {
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
  const blocking = Object.values(report.vulnerabilities ?? {})
    .filter((v) => BLOCKING.includes(v.severity))
    .map((v) => ({ name: v.name, severity: v.severity }));
  return { ran: true, blocking, counts };
}

function main() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const verdict = result.error ? { ran: false, reason: result.error.message } : auditVerdict(result.stdout);
  if (!verdict.ran) {
    console.log(`npm audit: the check could not run, the advisory service was not reachable (${verdict.reason}).`);
    return 0;
  }
  const { counts, blocking } = verdict;
  const summary = ['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
  if (blocking.length > 0) {
    console.error(`npm audit: ${summary}. High or critical advisories in production dependencies:`);
    for (const v of blocking) console.error(`  ${v.severity}: ${v.name}`);
    console.error('Update them (npm audit fix --omit=dev) or record why they do not apply.');
    return 1;
  }
  console.log(`npm audit: no high or critical advisories in production dependencies (${summary}).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
