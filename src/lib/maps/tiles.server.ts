import { settings } from '@/lib/config/settings.server';
import { defaultTileCredit, type TileSource } from './tiles';

/** The tiles and credit this server's maps use, from MAP_TILE_URL and MAP_TILE_CREDIT. */
export function mapTiles(): TileSource {
  const { MAP_TILE_URL: url, MAP_TILE_CREDIT: credit } = settings();
  if (credit !== undefined) return { url, credit };
  // Every listing page draws a map: its default credit is read from the URL once, not parsed for each page.
  if (defaultCredit?.url !== url) defaultCredit = Object.freeze({ url, credit: defaultTileCredit(url) });
  return defaultCredit;
}

let defaultCredit: TileSource | undefined;
