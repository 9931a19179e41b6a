import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { propertyIdSchema } from '@/lib/listings/schema';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { propertyBodySchema } from '@/lib/listings/draft-body';
import { updateListing } from '@/lib/listings/editing.server';

export const PUT = endpoint(
  {
    method: 'PUT',
    path: '/api/data/property/{id}',
    summary: "Update the owner's listing from the draft; images carry isNew / isModified; a published listing goes back to review",
    tags: ['Listings'],
    access: 'user',
    params: z.object({ id: propertyIdSchema }),
    body: propertyBodySchema,
    response: z.object({ id: z.number().int(), status: z.string(), quality: z.object({ warnings: z.array(z.unknown()), price: z.unknown() }) }),
    errors: { 404: 'Not a listing of this person', 409: 'The listing cannot be changed in its status' },
  },
  async ({ params, body, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return updateListing(db, userId, params.id, body.draft, body.intent);
  },
);
