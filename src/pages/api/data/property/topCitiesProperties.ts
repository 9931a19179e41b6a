import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { HttpError } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { isCategoryId, parsePurpose, propertyType } from '@/lib/listings/catalogue';
import { listingCardSchema } from '@/lib/search/card';
import { idList } from '@/lib/search/api-schema';
import { topCitiesProperties } from '@/lib/search/top-cities.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/topCitiesProperties',
    summary: 'The newest published listings of each top city (or of the cities asked for)',
    tags: ['Listings'],
    query: z.object({
      purpose: z
        .string()
        .refine((v) => parsePurpose(v) !== null, 'Use sale (or buy) or rent')
        .transform((v) => parsePurpose(v)!),
      type: z
        .string()
        .refine((v) => isCategoryId(v) || propertyType(v) !== undefined, 'Use a category or a property type')
        .optional(),
      cityIds: idList,
      top: z.coerce.number().int().min(1).max(30).default(8),
      offset: z.coerce.number().int().min(0).max(300).default(0),
    }),
    response: z.array(z.object({ city: z.object({ id: z.number().int(), name: z.string() }), listings: z.array(listingCardSchema) })),
    errors: { 404: 'One of the cities is unknown.' },
  },
  async ({ query }) => {
    const result = await topCitiesProperties(getDb(), query);
    if (!result) throw new HttpError(404, `A city in ${query.cityIds.join(', ')} is unknown.`);
    return result;
  },
);
