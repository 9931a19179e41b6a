import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { json } from '@/lib/http/problem';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyBodySchema } from '@/lib/listings/draft-body';
import { createListing } from '@/lib/listings/editing.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/property',
    summary: "Create a listing from the add-property draft: intent 'draft' keeps it as a draft, 'submit' sends it for review",
    tags: ['Listings'],
    access: 'user',
    body: propertyBodySchema,
    response: z.object({ id: z.number().int(), status: z.string(), quality: z.object({ warnings: z.array(z.unknown()), price: z.unknown() }) }),
  },
  async ({ body, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return json(await createListing(db, userId, body.draft, body.intent), { status: 201 });
  },
);
