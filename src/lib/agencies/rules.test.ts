import { describe, expect, it } from 'vitest';
import { agencyInitials, agencyPath } from './rules';

describe('agency rules', () => {
  it('builds the address from the slug and id', () => {
    expect(agencyPath({ id: 12, name: 'Al Noor Estate', slug: 'al-noor-estate' })).toBe('/agencies/al-noor-estate-12');
    expect(agencyPath({ id: 3, name: 'Sky & Sons / Realty' })).toBe('/agencies/sky-sons-realty-3');
  });

  it('takes initials from the first two words', () => {
    expect(agencyInitials('Al-Noor Estate & Builders')).toBe('AN');
    expect(agencyInitials('Zameen')).toBe('Z');
    expect(agencyInitials('& 123')).toBe('?');
  });
});
