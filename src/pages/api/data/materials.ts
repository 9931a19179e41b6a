import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { getCity } from '@/lib/places';
import { materialPriceLabel, perUnitLabel, priceChangeLabel, priceDayLabel } from '@/lib/materials';
import { currentMaterialPrices } from '@/lib/materials/queries.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

const row = z.object({
  slug: z.string(),
  name: z.string(),
  unit: z.string(),
  group: z.string(),
  price: z.number(),
  day: z.string(),
  previousPrice: z.number().nullable(),
  labels: z.object({ price: z.string(), unit: z.string(), day: z.string(), change: z.string().nullable() }),
});

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/materials',
    summary: 'The latest building-material prices in a city, each with the day of its price',
    tags: ['Building materials'],
    query: z.object({
      cityId: z.preprocess(
        (v) => (v === undefined || v === '' ? undefined : Number(v)),
        z.number({ required_error: 'City is required', invalid_type_error: 'City must be a number' }).int().positive('City must be a number').max(MAX_ROW_ID, NO_SUCH_ROW),
      ),
    }),
    response: z.object({ city: z.object({ id: z.number().int(), name: z.string() }), materials: z.array(row) }),
    errors: { 404: 'No such city.' },
  },
  async ({ query }) => {
    const db = getDb();
    const city = await getCity(db, query.cityId);
    if (!city) throw new HttpError(404, 'There is no such city.');
    const prices = await currentMaterialPrices(db, city.id);
    return {
      city: { id: city.id, name: city.name },
      // Labels come formatted so the panel's script needs no formatting code of its own.
      materials: prices.map((p) => ({
        ...p,
        labels: { price: materialPriceLabel(p.price), unit: perUnitLabel(p.unit), day: priceDayLabel(p.day), change: priceChangeLabel(p.price, p.previousPrice) },
      })),
    };
  },
);
