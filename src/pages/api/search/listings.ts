import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { listingPageSchema } from '@/lib/search/card';
import { filterFromSearchQuery, listingSearchQuerySchema } from '@/lib/search/api-schema';
import { searchListings } from '@/lib/search/queries.server';
import { placesOfFilter } from '@/lib/search/places.server';
import { HttpError } from '@/lib/http/problem';
import { searchViewerKey } from '@/lib/search/viewer.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/search/listings',
    summary: 'One page of published listings matching the listing filter, with a count capped at 10,000',
    tags: ['Search'],
    query: listingSearchQuerySchema,
    response: listingPageSchema,
    errors: { 404: 'The city is unknown, or an area is unknown or in another city.' },
  },
  async ({ query, context }) => {
    const db = getDb();
    const filter = filterFromSearchQuery(query);
    const places = await placesOfFilter(db, filter.city.id, filter.areaList.map((a) => a.id));
    if (!places) throw new HttpError(404, 'No such city, or no such area in it.');
    return searchListings(db, filter, { viewerKey: await searchViewerKey(db, context.locals.user) });
  },
);
