import { describe, expect, it } from 'vitest';
import { plainTile, shownAt, TILE_SIZE, tileAddress, worldPixel, type MapPlace } from './plain-tile';

const LAHORE: MapPlace = { name: 'Lahore', lat: 31.5204, lng: 74.3587, rank: 0 };
const GULBERG: MapPlace = { name: 'Gulberg III', lat: 31.51, lng: 74.34, rank: 1 };
const HOSTILE: MapPlace = { name: '<script>alert(1)</script> & "Co"', lat: 31.51, lng: 74.34, rank: 1 };

/** The tile a place falls in at zoom z. */
function tileOf(place: MapPlace, z: number) {
  const at = worldPixel(place.lat, place.lng, z);
  return { z, x: Math.floor(at.x / TILE_SIZE), y: Math.floor(at.y / TILE_SIZE) };
}

describe('tile addresses', () => {
  it('takes whole numbers inside the world at a zoom up to 19', () => {
    expect(tileAddress('0', '0', '0')).toEqual({ z: 0, x: 0, y: 0 });
    expect(tileAddress('12', '2943', '1690')).toEqual({ z: 12, x: 2943, y: 1690 });
    expect(tileAddress('19', String(2 ** 19 - 1), '0')).toEqual({ z: 19, x: 2 ** 19 - 1, y: 0 });
  });

  it('refuses anything else', () => {
    for (const [z, x, y] of [['20', '0', '0'], ['1', '2', '0'], ['1', '0', '2'], ['-1', '0', '0'], ['1.5', '0', '0'], ['a', '0', '0'], ['1', '', '0'], [undefined, '0', '0'], ['1e1', '0', '0'], ['99999999', '0', '0'], ['01', '0', '0']]) {
      expect(tileAddress(z, x, y), `${z}/${x}/${y}`).toBeNull();
    }
  });
});

describe('the world in pixels (Web Mercator)', () => {
  it('puts 0,0 in the middle and the date line at the edges', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, -180, 1).x).toBe(0);
    expect(worldPixel(0, 180, 1).x).toBe(512);
  });

  it('finds Lahore in the tile other maps put it in', () => {
    // By the slippy-map formula OpenStreetMap documents: x = (lng + 180) / 360 · 2^z, y = (1 − ln(tan φ + sec φ) / π) / 2 · 2^z.
    expect(tileOf(LAHORE, 10)).toEqual({ z: 10, x: 723, y: 417 });
  });
});

describe('what each zoom names', () => {
  it('shows cities from afar and areas up close, the best known first', () => {
    expect(shownAt(LAHORE, 4)).toBe(false);
    expect(shownAt(LAHORE, 8)).toBe(true);
    expect(shownAt(LAHORE, 13)).toBe(false);
    expect(shownAt(GULBERG, 10)).toBe(false);
    expect(shownAt(GULBERG, 11)).toBe(true);
    expect(shownAt({ ...GULBERG, rank: 2 }, 12)).toBe(false);
    expect(shownAt({ ...GULBERG, rank: 2 }, 13)).toBe(true);
    expect(shownAt({ ...GULBERG, rank: 3 }, 13)).toBe(false);
    expect(shownAt({ ...GULBERG, rank: 3 }, 14)).toBe(true);
  });
});

describe('a tile', () => {
  it('is a 256 px SVG that names the places in it', () => {
    const svg = plainTile([LAHORE, GULBERG], tileOf(LAHORE, 9));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain('>Lahore</text>');
    expect(svg).not.toContain('Gulberg');
    expect(plainTile([LAHORE, GULBERG], tileOf(GULBERG, 15))).toContain('>Gulberg III</text>');
  });

  it('names nothing far away', () => {
    const far = plainTile([LAHORE], { z: 9, x: 0, y: 0 });
    expect(far).not.toContain('<text');
    expect(far).toContain('<rect');
  });

  it('draws a name that crosses its edge in both tiles, at the same place on the world', () => {
    const z = 14;
    const at = worldPixel(GULBERG.lat, GULBERG.lng, z);
    const tile = tileOf(GULBERG, z);
    // A place just left of a tile's right edge: its label runs on into the next tile.
    const near: MapPlace = { ...GULBERG, lng: GULBERG.lng + (((tile.x + 1) * TILE_SIZE - 20 - at.x) / (TILE_SIZE * 2 ** z)) * 360 };
    const here = plainTile([near], tile);
    const next = plainTile([near], { ...tile, x: tile.x + 1 });
    const textX = (svg: string) => Number(/<text x="([-\d.]+)"/.exec(svg)?.[1]);
    expect(here).toContain('>Gulberg III</text>');
    expect(next).toContain('>Gulberg III</text>');
    expect(textX(here) - TILE_SIZE).toBeCloseTo(textX(next), 0);
  });

  it('shows a name as text, whatever it holds', () => {
    const svg = plainTile([HOSTILE], tileOf(HOSTILE, 15));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  });
});
