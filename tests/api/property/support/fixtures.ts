import sharp from 'sharp';
import { db } from './database';
import { nowIso } from '../../../../src/lib/db/values';

/** A photo-like test picture: gradients and shapes, so resizing and hashing see real structure. */
export async function photo(seed: number, width = 1200, height = 800, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},50%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${(seed * 131) % width}" cy="${(seed * 71) % height}" r="${height / 4}" fill="hsl(${(hue + 200) % 360},70%,50%)"/>
    <rect x="${(seed * 53) % (width / 2)}" y="${height / 2}" width="${width / 3}" height="${height / 4}" fill="#222"/>
  </svg>`;
  return sharp(Buffer.from(svg))[format]({ quality: 90 }).toBuffer();
}

/** A city with two areas (centroids a few km apart), and published listings to set the market. */
export async function seedPlaces() {
  const city = await db
    .insertInto('cities')
    .values({ name: 'Islamabad', slug: 'islamabad', province: 'ICT', lat: 33.6844, lng: 73.0479, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('cities')
    .values({ name: 'Lahore', slug: 'lahore', province: 'Punjab', lat: 31.5204, lng: 74.3587, position: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const f7 = await db
    .insertInto('areas')
    .values({ city_id: city.id, name: 'F-7', slug: 'f-7', lat: 33.7215, lng: 73.0433 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const g9 = await db
    .insertInto('areas')
    .values({ city_id: city.id, name: 'G-9', slug: 'g-9', lat: 33.6938, lng: 73.0288 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dha = await db
    .insertInto('areas')
    .values({ city_id: other.id, name: 'DHA Phase 5', slug: 'dha-phase-5', lat: 31.4627, lng: 74.4091 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { cityId: city.id, otherCityId: other.id, f7: f7.id, g9: g9.id, dha: dha.id };
}

/** Published 10 Marla houses for rent in an area at these monthly rents. */
export async function seedMarket(cityId: number, areaId: number, rents: number[]) {
  const now = nowIso();
  for (const [i, price] of rents.entries()) {
    await db
      .insertInto('listings')
      .values({
        purpose: 'rent', category: 'residential', type: 'house', city_id: cityId, area_id: areaId,
        title: `Market house ${i}`, price, size_value: 10, size_unit: 'marla', size_sqft: 2250,
        status: 'published', created_at: now, updated_at: now, published_at: now,
      })
      .execute();
  }
}
