/**
 * listing_features: one row per feature a listing has, so a search for a feature reads an index
 * instead of the JSON text of every listing of a city (docs/decisions/010-listing-search-queries.md).
 *
 * The rows are always derived from listings.features by the database itself, in one INSERT ... SELECT
 * over the JSON (json_each on SQLite, jsonb_each on PostgreSQL): the migration's backfill, the
 * wizard's saves and the demo seeds all go through `refreshListingFeatures`, so the rule of what
 * counts as 'present' lives here only.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../db/connection.server';

/** Which listings to (re)derive: some ids, an id range (a seed's batch), or every listing (the backfill). */
export type ListingSelection = { ids: readonly number[] } | { from: number; to: number } | 'all';

function listingCondition(selection: ListingSelection): RawBuilder<unknown> {
  if (selection === 'all') return sql`1 = 1`;
  if ('ids' in selection) return sql`l.id in (${sql.join(selection.ids.map((id) => sql`${id}`))})`;
  return sql`l.id between ${selection.from} and ${selection.to}`;
}

/**
 * The present-feature rule: a key of the listings.features JSON object whose value is not false,
 * not the number 0 and not the text 'None' (the wizard's 'none' choice). Anything that is not a JSON
 * object has no features.
 */
function insertPresentFeatures(selection: ListingSelection, postgres: boolean): RawBuilder<unknown> {
  const which = listingCondition(selection);
  if (postgres) {
    // PostgreSQL 15 has no IS JSON test; listings.features is always written as JSON text by the app,
    // so an object is told by its first character.
    return sql`
      insert into listing_features (listing_id, feature)
      select l.id, j.key
      from listings l
      cross join lateral jsonb_each(case when left(ltrim(l.features), 1) = '{' then l.features::jsonb else '{}'::jsonb end) j
      where ${which} and j.value not in ('false'::jsonb, '0'::jsonb, '"None"'::jsonb)
      on conflict do nothing`;
  }
  // json_each throws on malformed text, so such a value is replaced by an empty object first.
  return sql`
    insert into listing_features (listing_id, feature)
    select l.id, j.key
    from listings l,
      json_each(case when json_valid(l.features) and json_type(l.features) = 'object' then l.features else '{}' end) j
    where ${which}
      and j.type <> 'false'
      and not (j.type in ('integer', 'real') and j.value = 0)
      and not (j.type = 'text' and j.value = 'None')
    on conflict do nothing`;
}

/**
 * Makes listing_features match listings.features for the selected listings. Call it in the same
 * transaction as every write of listings.features. For freshly inserted listings (a seed) pass
 * `fresh` to skip the delete of rows that cannot exist yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also run by the migration on its Kysely<any>
export async function refreshListingFeatures(db: Kysely<any>, selection: ListingSelection, options: { fresh?: boolean } = {}): Promise<void> {
  if (typeof selection === 'object' && 'ids' in selection && selection.ids.length === 0) return;
  if (!options.fresh) {
    if (selection === 'all') await sql`delete from listing_features`.execute(db);
    else if ('ids' in selection) await db.deleteFrom('listing_features').where('listing_id', 'in', [...selection.ids]).execute();
    else await db.deleteFrom('listing_features').where('listing_id', '>=', selection.from).where('listing_id', '<=', selection.to).execute();
  }
  await insertPresentFeatures(selection, dialectOf(db) === 'postgres').execute(db);
}
