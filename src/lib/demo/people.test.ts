import { describe, expect, it } from 'vitest';
import { slugify } from '../text/slug';
import { demoPeople, unusedAgencyName } from './people';
import { demoCities } from './places.server';

describe('demo agencies', () => {
  it('have names of words alone, each its own', () => {
    // The demo set's own seed (DEFAULT_SEED): its 147th agency drew a name taken with its city added too.
    const { agencies } = demoPeople(20260101, demoCities(), 200, 10, '2026-11-28T00:00:00.000Z');
    expect(agencies).toHaveLength(200);
    for (const agency of agencies) expect(agency.name, agency.name).not.toMatch(/\d/);
    expect(new Set(agencies.map((a) => a.slug)).size).toBe(200);
  });

  it('take a pair no agency has when the drawn name is taken with its city too', () => {
    // Agency 3's walk starts at 'Diamond Estate', then 'Metro Estate': both taken, it goes on past them.
    const used = new Set(['Diamond Estate', 'Metro Estate'].map(slugify));
    const name = unusedAgencyName(used, 3);
    expect(name).not.toMatch(/\d/);
    expect(used.has(slugify(name))).toBe(false);
    expect(unusedAgencyName(used, 3)).toBe(name);
  });
});
