import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { draftShape } from '@/lib/listings/draft';
import { qualityOf } from '@/lib/listings/market.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property/quality',
    summary: 'Quality warnings for a draft before it is submitted: price against the market, title, description, rooms, map pin',
    tags: ['Listings'],
    access: 'user',
    body: draftShape.extend({ listingId: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional() }),
  },
  async ({ body }) => {
    const { listingId, ...draft } = body;
    return qualityOf(getDb(), draft, listingId);
  },
);
