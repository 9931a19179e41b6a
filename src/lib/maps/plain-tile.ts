/**
 * Basera's own map tiles: the names of cities and areas at their places on a plain ground, as SVG, in
 * the Web Mercator tiling every map library uses (256 px tiles, z/x/y). No roads or streets: it is the
 * map a visitor gets when no tile provider is set (MAP_TILE_URL), enough to see where a listing sits
 * among the areas around it. docs/decisions/084-own-map-tiles.md.
 */
import { escapeHtml } from '@/lib/text/html';
import { MAX_MAP_ZOOM } from './tiles';

export const TILE_SIZE = 256;

export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
  /** 0 for a city; an area's tier (1 the best known) otherwise. */
  rank: number;
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The tile an address names, or null: whole numbers written plainly (no leading zero), a zoom up to MAX_MAP_ZOOM, x and y inside the world. */
export function tileAddress(z: string | undefined, x: string | undefined, y: string | undefined): TileAddress | null {
  const whole = (v: string | undefined) => (v !== undefined && /^(0|[1-9]\d{0,6})$/.test(v) ? Number(v) : NaN);
  const tile = { z: whole(z), x: whole(x), y: whole(y) };
  if (!(tile.z <= MAX_MAP_ZOOM)) return null;
  const side = 2 ** tile.z;
  return tile.x < side && tile.y < side ? tile : null;
}

/** A place's position in pixels on the whole world's map at zoom z (Web Mercator). */
export function worldPixel(lat: number, lng: number, z: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** z;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Cities name the map while it shows a region; areas take over as it comes closer, the best known first. */
export function shownAt(place: MapPlace, z: number): boolean {
  if (place.rank === 0) return z >= 5 && z <= 12;
  if (place.rank === 1) return z >= 11;
  if (place.rank === 2) return z >= 13;
  return z >= 14;
}

const GROUND = '#eef1ec';
const EDGE = '#dde3da';
const CITY = { size: 15, weight: 700, fill: '#1f2a24', dot: 4 };
const AREA = { size: 12, weight: 600, fill: '#44524a', dot: 3 };
/** Glyphs are about this wide for their size, to know which labels reach into a tile from beside it. */
const GLYPH_WIDTH = 0.62;

/**
 * One tile. A label is drawn in every tile it reaches into, at the same place on the world's map, so a
 * name that crosses a tile's edge reads whole across the two.
 */
export function plainTile(places: readonly MapPlace[], tile: TileAddress): string {
  const left = tile.x * TILE_SIZE;
  const top = tile.y * TILE_SIZE;
  const marks: string[] = [];
  for (const place of places) {
    if (!shownAt(place, tile.z)) continue;
    const style = place.rank === 0 ? CITY : AREA;
    const at = worldPixel(place.lat, place.lng, tile.z);
    const x = at.x - left;
    const y = at.y - top;
    const width = style.dot * 2 + place.name.length * style.size * GLYPH_WIDTH;
    if (x + width < 0 || x - style.dot > TILE_SIZE || y + style.size < 0 || y - style.size > TILE_SIZE) continue;
    const px = x.toFixed(1);
    const py = y.toFixed(1);
    marks.push(
      `<circle cx="${px}" cy="${py}" r="${style.dot}" fill="${style.fill}"/>` +
        `<text x="${(x + style.dot * 2).toFixed(1)}" y="${(y + style.size * 0.35).toFixed(1)}" font-size="${style.size}" ` +
        `font-weight="${style.weight}" fill="${style.fill}">${escapeHtml(place.name)}</text>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${GROUND}"/>` +
    `<path d="M0 0.5H${TILE_SIZE}M0.5 0V${TILE_SIZE}" stroke="${EDGE}"/>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" stroke="${GROUND}" stroke-width="3" paint-order="stroke">` +
    marks.join('') +
    '</g></svg>'
  );
}
