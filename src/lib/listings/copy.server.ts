/**
 * Copying one of a person's listings as a new draft (docs/decisions/095): an agent with several flats in one
 * building, or an owner listing again what sold, starts from what they already wrote instead of from nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import { nowIso } from '@/lib/db/values';
import { HttpError } from '@/lib/http/problem';
import { editingMessages } from './editing.server';
import { refreshListingFeatures } from './features.server';

/** Where the copy opens: the wizard on the new draft, saying it is a copy (`copied`). */
export function copiedDraftPath(id: number, from: number): string {
  return `/add-property?id=${id}&copied=${from}`;
}

/** Where a form post to copy a listing that is no longer the person's goes: My Properties, saying so. */
export const copyGonePath = '/my-properties?copy=gone';

export const copyMessages = {
  copied: 'Copied as a new draft',
  gone: 'That property was deleted or is no longer yours, so nothing was copied.',
  notice: 'This is a copy, saved as a draft. Add its own photos, check the price and details, then submit it for review.',
} as const;

/**
 * A new draft of `userId` with everything the wizard asks for taken from their listing `id`, in any state,
 * except its photos: each property is shown by pictures of its own, and copied pictures would be flagged to
 * operators as another listing's (decision 092's duplicate check). Its history, counts and verified mark start
 * afresh. Someone else's listing is not found, as in the wizard.
 */
export async function copyListing(db: Kysely<Database>, userId: number, id: number): Promise<{ id: number }> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const from = await trx
      .selectFrom('listings')
      .select([
        'purpose', 'category', 'type', 'sub_type', 'city_id', 'area_id', 'lat', 'lng', 'title', 'description', 'price',
        'size_value', 'size_unit', 'size_sqft', 'beds', 'baths', 'condition', 'features', 'availability', 'owner_name',
        'owner_code', 'owner_phone', 'agency_id',
      ])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!from) throw new HttpError(404, editingMessages.notFound);
    const row = await trx
      .insertInto('listings')
      .values({ ...from, user_id: userId, status: 'draft', quality: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshListingFeatures(trx, { ids: [row.id] }, { fresh: true });
    return { id: row.id };
  });
}
