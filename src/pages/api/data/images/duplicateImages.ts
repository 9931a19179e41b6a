import { z } from 'zod';
import { endpoint } from '@/lib/http/endpoint';
import { getDb } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { findDuplicateImages } from '@/lib/media/duplicates.server';
import { MAX_ROW_ID, NO_SUCH_ROW } from '@/lib/db/values';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/data/images/duplicateImages',
    summary: "Which of the person's uploaded images look like images on other published listings (perceptual hash within 8 of 64 bits)",
    tags: ['Listings'],
    access: 'user',
    body: z.object({
      imageIds: z.array(z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW)).min(1).max(30),
      /** The listing being edited, whose own images are not duplicates. */
      listingId: z.number().int().positive().max(MAX_ROW_ID, NO_SUCH_ROW).optional(),
    }),
    response: z.object({
      duplicates: z.array(
        z.object({
          imageId: z.number().int(),
          listingIds: z.array(z.number().int()),
          listings: z.array(z.object({ id: z.number().int(), path: z.string() })),
        }),
      ),
    }),
  },
  async ({ body, context }) => {
    const db = getDb();
    const userId = await ensureUserRow(db, context.locals.user!);
    return { duplicates: await findDuplicateImages(db, userId, body.imageIds, body.listingId) };
  },
);
