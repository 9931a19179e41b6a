import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit.mjs';

describe('scripts/audit.mjs', () => {
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

  it('says the check could not run when the advisory service does not answer', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 };
    expect(auditVerdict(JSON.stringify(refused))).toEqual({ ran: false, reason: refused.message });
    expect(auditVerdict('')).toMatchObject({ ran: false });
  });
});
