/**
 * Where every map's tiles come from (MAP_TILE_URL) and what the map credits for them (MAP_TILE_CREDIT):
 * one rule for the listing, results, content and add-property maps. docs/decisions/084-own-map-tiles.md.
 */
import type { Map as LeafletMap } from 'leaflet';
import { escapeHtml } from '@/lib/text/html';

export interface TileSource {
  /** A Leaflet URL template ({s}, {z}, {x}, {y}); a path for Basera's own tiles. */
  url: string;
  /** Plain text shown in the map's corner; empty for none. */
  credit: string;
}

/** Basera's own plain tiles (src/pages/map-tiles): the default, so every map works with no provider at all. */
export const OWN_TILES = '/map-tiles/{z}/{x}/{y}.svg';

/** The deepest zoom a map offers, for every provider's tiles and Basera's own. */
export const MAX_MAP_ZOOM = 19;

const OSM_CREDIT = '© OpenStreetMap contributors';

/**
 * What a map credits when MAP_TILE_CREDIT is not set: OpenStreetMap's tiles ask to be credited, and
 * Basera's own need no credit. Any other provider names its credit in MAP_TILE_CREDIT.
 */
export function defaultTileCredit(url: string): string {
  try {
    const host = new URL(url.replace(/\{[a-z]\}/g, 'a')).hostname;
    return host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org') ? OSM_CREDIT : '';
  } catch {
    return ''; // a path: Basera's own tiles
  }
}

/** A tile source as a data attribute carries it to a map's script. */
export function readTileSource(text: string | undefined): TileSource {
  try {
    const value = JSON.parse(text ?? '') as Partial<TileSource>;
    return { url: String(value.url ?? OWN_TILES), credit: String(value.credit ?? '') };
  } catch {
    return { url: OWN_TILES, credit: '' };
  }
}

/** The tile layer under a map's pins. The credit is text, so it is escaped for Leaflet, which takes markup. */
export function addTiles(L: typeof import('leaflet'), map: LeafletMap, tiles: TileSource): void {
  L.tileLayer(tiles.url, { maxZoom: MAX_MAP_ZOOM, attribution: escapeHtml(tiles.credit) }).addTo(map);
}
