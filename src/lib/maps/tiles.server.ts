import { settings } from '@/lib/config/settings.server';
import { defaultTileCredit, type TileSource } from './tiles';

/** The tiles and credit this server's maps use, from MAP_TILE_URL and MAP_TILE_CREDIT. */
export function mapTiles(): TileSource {
  const { MAP_TILE_URL: url, MAP_TILE_CREDIT: credit } = settings();
  return { url, credit: credit ?? defaultTileCredit(url) };
}
