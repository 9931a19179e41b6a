import { describe, expect, it } from 'vitest';
import { mapTiles } from './tiles.server';
import { OWN_TILES } from './tiles';

describe('mapTiles', () => {
  it("gives Basera's own tiles, which need no credit, when no provider is set, the same object for every page", () => {
    expect(process.env.MAP_TILE_URL).toBeUndefined();
    expect(mapTiles()).toEqual({ url: OWN_TILES, credit: '' });
    expect(mapTiles()).toBe(mapTiles());
    expect(Object.isFrozen(mapTiles())).toBe(true);
  });
});
