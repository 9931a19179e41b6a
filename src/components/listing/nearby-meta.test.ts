import { describe, expect, it } from 'vitest';
import { formatDistance } from '@/lib/maps/distance';
import { nearbyMeta } from './nearby-meta';

describe('nearby property line', () => {
  const item = { sizeText: '5 Marla', areaName: 'F-7', distanceM: 350 };
  const away = `${formatDistance(350)} away`;

  it('counts beds in the singular for one, the plural for more, Studio and 10+ as the cards do', () => {
    expect(nearbyMeta({ ...item, beds: 1 })).toBe(`5 Marla · 1 bed · F-7 · ${away}`);
    expect(nearbyMeta({ ...item, beds: 3 })).toBe(`5 Marla · 3 beds · F-7 · ${away}`);
    expect(nearbyMeta({ ...item, beds: -1 })).toBe(`5 Marla · Studio · F-7 · ${away}`);
    expect(nearbyMeta({ ...item, beds: 10 })).toBe(`5 Marla · 10+ beds · F-7 · ${away}`);
  });

  it('leaves beds out for a plot', () => {
    expect(nearbyMeta({ ...item, beds: null })).toBe(`5 Marla · F-7 · ${away}`);
  });
});
