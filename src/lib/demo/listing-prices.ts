import type { NewListing, NewListingPrice } from '../db';
import { createRandom, mixSeed } from './random';
import { roundPrice } from './listing-profiles';

const DAY_MS = 86_400_000;
/** A stream of its own, so the rest of each listing stays what the seed made it before prices had a history. */
const PRICE_STREAM = 0x5052_4943;
/** About one listing on the market in twelve has cut its price once, most of them within the last month. */
const CUT_SHARE = 1 / 12;

/**
 * A demo listing's published prices (docs/decisions/086): the price it went on the market at and, for some
 * listings on the market for more than two days, a cut since, which the listing then carries. `listing` is
 * changed in place (its cut and its last update).
 */
export function demoListingPrices(seed: number, now: number, listing: NewListing & { id: number }, skipCut: boolean): NewListingPrice[] {
  if (!listing.published_at) return [];
  const publishedAt = Date.parse(listing.published_at);
  const first = { listing_id: listing.id, at: listing.published_at, price: listing.price };
  const random = createRandom(mixSeed(seed, listing.id, PRICE_STREAM));
  const cuttable = !skipCut && listing.status === 'published' && now - publishedAt > 2 * DAY_MS;
  if (!cuttable || !random.chance(CUT_SHARE)) return [first];
  const cutAt = Math.max(publishedAt + DAY_MS, now - random.int(1, 45) * DAY_MS);
  const before = roundPrice(listing.price * random.between(1.04, 1.15));
  const at = new Date(cutAt).toISOString();
  listing.price_cut_from = before;
  listing.price_cut_at = at;
  if (!listing.updated_at || listing.updated_at < at) listing.updated_at = at;
  return [{ ...first, price: before }, { listing_id: listing.id, at, price: listing.price }];
}
