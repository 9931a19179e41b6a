// Basera's own map tiles read their places from the database (src/lib/maps): every city and area, with the
// area's tier as its rank, on both databases; and a tile drawn from them names what lies in it.
import { beforeAll, describe, expect, it } from 'vitest';
import { mapPlaces } from '@/lib/maps/places.server';
import { plainTile, TILE_SIZE, worldPixel } from '@/lib/maps/plain-tile';
import { useTestDatabase } from './support/db';
import { addPlaces } from './search/support/world';

const t = useTestDatabase();

beforeAll(async () => {
  await addPlaces(t.db);
  await t.db.updateTable('areas').set({ tier: 1 }).where('name', '=', 'DHA Defence').execute();
});

describe('the places of the plain map tiles', () => {
  it('are every city (rank 0) and every area (its tier), with their coordinates as numbers', async () => {
    const places = await mapPlaces(t.db);
    const byName = new Map(places.map((p) => [p.name, p]));
    expect(byName.get('Lahore')).toEqual({ name: 'Lahore', lat: 31.5, lng: 74.35, rank: 0 });
    expect(byName.get('DHA Defence')).toEqual({ name: 'DHA Defence', lat: 31.47, lng: 74.4, rank: 1 });
    expect(byName.get('Gulberg III')?.rank).toBe(3);
    expect(places).toHaveLength(7);
  });

  it('name what lies in a tile: the city from afar, its best-known area closer in, the others closer still', async () => {
    const places = await mapPlaces(t.db);
    const tileAt = (lat: number, lng: number, z: number) => {
      const at = worldPixel(lat, lng, z);
      return { z, x: Math.floor(at.x / TILE_SIZE), y: Math.floor(at.y / TILE_SIZE) };
    };
    expect(plainTile(places, tileAt(31.5, 74.35, 8))).toContain('>Lahore</text>');
    const close = plainTile(places, tileAt(31.47, 74.4, 12));
    expect(close).toContain('>DHA Defence</text>');
    // Gulberg III keeps the default tier (3): named only from zoom 14.
    expect(plainTile(places, tileAt(31.51, 74.34, 12))).not.toContain('Gulberg III');
    expect(plainTile(places, tileAt(31.51, 74.34, 14))).toContain('>Gulberg III</text>');
  });
});
