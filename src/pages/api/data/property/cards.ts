import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { publishedCards } from '@/lib/listings/cards.server';
import { cardsQuery } from '@/lib/listings/schema';
import { listingCardSchema } from '@/lib/listings/api-schema';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/cards',
    summary: 'Published listings as cards, by id, in the order asked (a visitor\'s recently viewed); ids of listings not published are left out',
    tags: ['Listings'],
    query: cardsQuery,
    response: z.array(listingCardSchema),
  },
  async ({ query }) => {
    const cards = await publishedCards(getDb(), query.ids);
    // A minute: long enough to spare a visitor going back and forth, short enough for a price change to show.
    return new Response(JSON.stringify(cards), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' },
    });
  },
);
