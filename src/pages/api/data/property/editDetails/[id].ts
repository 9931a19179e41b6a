import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { propertyIdSchema } from '@/lib/listings/schema';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { editDetails } from '@/lib/listings/editing.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/data/property/editDetails/{id}',
    summary: "The owner's listing as an add-property draft, to edit in the wizard",
    tags: ['Listings'],
    access: 'user',
    params: z.object({ id: propertyIdSchema }),
    errors: { 404: 'Not a listing of this person' },
  },
  async ({ params, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return editDetails(db, userId, params.id);
  },
);
