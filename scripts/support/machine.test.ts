import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { machineReferenceLine, machineReferenceMs, referencePage } from './machine';

describe('machine reference', () => {
  it('times the same bytes on every run, so two machines are compared on equal work', () => {
    const digest = (text: string) => createHash('sha256').update(text).digest('hex');
    const page = referencePage();
    expect(digest(referencePage())).toBe(digest(page));
    // About a results page's size, so the figure is of the same order as a page's own work.
    expect(page.length).toBeGreaterThan(60_000);
    expect(page.length).toBeLessThan(120_000);
    expect(page).toContain('PKR 0.15 Crore');
  });

  it('reports a median time in milliseconds, and the line names where the work is written', () => {
    const ms = machineReferenceMs(5);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(1000);
    expect(machineReferenceLine(0.5)).toMatch(/^Machine reference: 0\.50 ms before the run and \d+\.\d\d ms after it, .*scripts\/support\/machine\.ts/);
  });
});
