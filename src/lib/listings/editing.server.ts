/**
 * An owner's listing as the add/edit wizard sees it: create, update, read back for editing, and
 * the moderator's feedback. Every function takes the db first and the owner's users.id; a listing
 * of someone else is 'not found', never 'forbidden', so ids cannot be probed.
 */
import type { Kysely } from 'kysely';
import type { Database, FeedbackKind, ListingStatus } from '@/lib/db/schema';
import { nowIso, parseJson, toFlag, toJson } from '@/lib/db/values';
import { HttpError } from '@/lib/http/problem';
import { toSquareFeet } from '@/lib/money/units';
import { describeImage } from '@/lib/media/uploads.server';
import { DEFAULT_COUNTRY_CODE } from '@/lib/constants';
import { draftFieldErrors, draftShape, propertyDraftSchema, type Draft } from './draft';
import { ANYTIME, type Availability } from './draft-availability';
import type { SaveIntent } from './draft-body';
import { refreshListingFeatures } from './features.server';
import { initialStatus, nextStatus } from './lifecycle';
import { qualityOf } from './market.server';
import type { QualityReport } from './quality';

export const editingMessages = {
  notFound: 'This property does not exist or is not yours.',
  areaNotInCity: 'This area is not in the chosen city',
  imagesMissing: 'Some images could not be found. Please upload them again.',
  notEditable: 'This property cannot be changed in its current state.',
  changedMeanwhile: 'This property was changed while you were editing it. Please reload it and try again.',
  incompleteForReview: 'This property goes to our team for review when it is saved, so it must be complete. Please fill in the highlighted fields.',
} as const;

export interface SavedListing {
  id: number;
  status: ListingStatus;
  quality: QualityReport;
}

type Db = Kysely<Database>;

async function checkPlaces(db: Db, draft: Draft): Promise<void> {
  const city = draft.city && (await db.selectFrom('cities').select('id').where('id', '=', draft.city.id).executeTakeFirst());
  if (!city) throw new HttpError(400, 'Some values are missing or not valid.', { city: 'City is required' });
  const area = draft.area && (await db.selectFrom('areas').select('city_id').where('id', '=', draft.area.id).executeTakeFirst());
  if (!area) throw new HttpError(400, 'Some values are missing or not valid.', { area: 'Area is required' });
  if (area.city_id !== city.id) throw new HttpError(400, 'Some values are missing or not valid.', { area: editingMessages.areaNotInCity });
}

function listingValues(draft: Draft) {
  return {
    purpose: draft.purpose!,
    category: draft.category,
    type: draft.subType,
    city_id: draft.city!.id,
    area_id: draft.area!.id,
    lat: draft.areaPinDetails?.lat ?? null,
    lng: draft.areaPinDetails?.lng ?? null,
    title: draft.name,
    description: draft.description,
    price: draft.price!,
    size_value: draft.size!,
    size_unit: draft.sizeUnit,
    size_sqft: toSquareFeet(draft.size!, draft.sizeUnit),
    beds: draft.bed,
    baths: draft.bath,
    condition: draft.condition,
    features: toJson(draft.features),
    availability: toJson(draft.availability),
    owner_name: draft.owner.name || null,
    owner_code: draft.owner.code.replace(/^\+/, '') || DEFAULT_COUNTRY_CODE,
    owner_phone: draft.owner.phone.replace(/[\s\-().]/g, '') || null,
  };
}

/** Attaches the draft's images to the listing in their order, and drops the ones taken out. */
async function placeImages(trx: Db, userId: number, listingId: number, images: Draft['images']): Promise<void> {
  const ids = images.map((i) => i.details.id);
  if (ids.length > 0) {
    const usable = await trx
      .selectFrom('listing_images')
      .select('id')
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', listingId)]))
      .execute();
    if (usable.length !== new Set(ids).size) {
      throw new HttpError(400, editingMessages.imagesMissing, { images: editingMessages.imagesMissing });
    }
  }
  let removed = trx.deleteFrom('listing_images').where('listing_id', '=', listingId);
  if (ids.length > 0) removed = removed.where('id', 'not in', ids);
  await removed.execute();
  for (const [position, image] of images.entries()) {
    const changed = image.isNew || image.isModified;
    await trx
      .updateTable('listing_images')
      .set({
        listing_id: listingId,
        position,
        is_cover: toFlag(image.isCover),
        // A new or replaced picture is looked at afresh by the moderator.
        ...(changed ? { rejection_reason: null } : {}),
      })
      .where('id', '=', image.details.id)
      .execute();
  }
}

/** The agency of an agent's account (users.agency_id), so an agent's listings show under their agency. */
async function agencyOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('agency_id').where('id', '=', userId).executeTakeFirst();
  return row?.agency_id ?? null;
}

/**
 * Whatever ends up in review must be complete, however it got there: a published listing saved
 * 'as draft' goes back to review too (lifecycle.ts), so it is held to the submit rules.
 */
function requireCompleteForReview(draft: Draft): void {
  const complete = propertyDraftSchema.safeParse(draft);
  if (!complete.success) throw new HttpError(400, editingMessages.incompleteForReview, draftFieldErrors(complete.error));
}

export async function createListing(db: Db, userId: number, draft: Draft, intent: SaveIntent): Promise<SavedListing> {
  await checkPlaces(db, draft);
  const quality = await qualityOf(db, draft);
  const status = initialStatus(intent === 'submit' ? 'submit' : 'save');
  if (status === 'in_review') requireCompleteForReview(draft);
  const agencyId = await agencyOf(db, userId);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('listings')
      .values({ ...listingValues(draft), user_id: userId, agency_id: agencyId, status, quality: toJson(quality), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshListingFeatures(trx, { ids: [row.id] }, { fresh: true });
    await placeImages(trx, userId, row.id, draft.images);
    return row.id;
  });
  return { id, status, quality };
}

/** Whether a listing exists and is this person's: the edit page is a 404 otherwise. */
export async function ownsListing(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db.selectFrom('listings').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

async function ownedListing(db: Db, userId: number, id: number) {
  const row = await db.selectFrom('listings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, editingMessages.notFound);
  return row;
}

export async function updateListing(db: Db, userId: number, id: number, draft: Draft, intent: SaveIntent): Promise<SavedListing> {
  const current = await ownedListing(db, userId, id);
  const status = nextStatus(current.status, intent === 'submit' ? 'submit' : 'save');
  if (!status) throw new HttpError(409, editingMessages.notEditable);
  if (status === 'in_review') requireCompleteForReview(draft);
  await checkPlaces(db, draft);
  const quality = await qualityOf(db, draft, id);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Compare-and-set: an operator's decision landing meanwhile wins, and this save is refused.
    const updated = await trx
      .updateTable('listings')
      .set({ ...listingValues(draft), status, quality: toJson(quality), updated_at: now })
      .where('id', '=', id)
      .where('status', '=', current.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, editingMessages.changedMeanwhile);
    await refreshListingFeatures(trx, { ids: [id] });
    await placeImages(trx, userId, id, draft.images);
    // Going back to review answers the moderator's open feedback.
    if (status === 'in_review' && current.status !== 'in_review') {
      await trx.updateTable('listing_feedback').set({ resolved_at: now }).where('listing_id', '=', id).where('resolved_at', 'is', null).execute();
    }
  });
  return { id, status, quality };
}

export interface EditDetails {
  id: number;
  status: ListingStatus;
  updatedAt: string;
  draft: Draft;
  quality: QualityReport | null;
}

/** The listing as a draft for the wizard, with its images' addresses and any rejection reasons. */
export async function editDetails(db: Db, userId: number, id: number): Promise<EditDetails> {
  const row = await ownedListing(db, userId, id);
  const [city, area, images] = await Promise.all([
    db.selectFrom('cities').select(['id', 'name']).where('id', '=', row.city_id).executeTakeFirst(),
    db.selectFrom('areas').select(['id', 'name']).where('id', '=', row.area_id).executeTakeFirst(),
    db.selectFrom('listing_images').selectAll().where('listing_id', '=', id).orderBy('position').orderBy('id').execute(),
  ]);
  const draft = draftShape.parse({
    purpose: row.purpose,
    category: row.category,
    subType: row.type,
    city: city ?? null,
    area: area ?? null,
    areaInput: area?.name ?? '',
    areaPinDetails: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    name: row.title,
    size: row.size_value,
    sizeUnit: row.size_unit,
    price: Number(row.price),
    bed: row.beds,
    bath: row.baths,
    condition: row.condition,
    description: row.description,
    features: parseJson<Record<string, unknown>>(row.features, {}),
    images: images.map((image) => ({
      details: { ...describeImage(image.id, image.storage_key, image.width, image.height), width: image.width, height: image.height },
      isCover: image.is_cover === 1,
      rejectionReason: image.rejection_reason,
    })),
    availability: { ...ANYTIME, ...parseJson<Partial<Availability>>(row.availability, {}) },
    owner: { name: row.owner_name ?? '', code: row.owner_code, phone: row.owner_phone ?? '' },
  });
  return { id: row.id, status: row.status, updatedAt: row.updated_at, draft, quality: parseJson<QualityReport | null>(row.quality, null) };
}

export const FEEDBACK_FIELDS: Readonly<Record<FeedbackKind, 'price' | 'title' | 'details' | 'description' | 'location'>> = {
  PRICE: 'price',
  TITLE: 'title',
  DETAILS: 'details',
  DESCRIPTION: 'description',
  LOCATION: 'location',
};

export interface ListingFeedback {
  status: ListingStatus;
  feedback: { kind: FeedbackKind; status: 'REJECTED' | 'IMPROVE'; message: string; createdAt: string }[];
  images: { id: number; rejectionReason: 'inappropriate' | 'blurred' | 'watermark' | 'generic' }[];
  /** Which parts of the form show feedback beside them. */
  enabled: Record<'price' | 'title' | 'details' | 'description' | 'location', boolean>;
}

/** The moderator's open feedback on an owner's listing. */
export async function listingFeedback(db: Db, userId: number, id: number): Promise<ListingFeedback> {
  const row = await ownedListing(db, userId, id);
  const [notes, images] = await Promise.all([
    db
      .selectFrom('listing_feedback')
      .select(['kind', 'status', 'message', 'created_at'])
      .where('listing_id', '=', id)
      .where('resolved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute(),
    db.selectFrom('listing_images').select(['id', 'rejection_reason']).where('listing_id', '=', id).where('rejection_reason', 'is not', null).execute(),
  ]);
  const enabled = { price: false, title: false, details: false, description: false, location: false };
  for (const note of notes) enabled[FEEDBACK_FIELDS[note.kind]] = true;
  return {
    status: row.status,
    feedback: notes.map((n) => ({ kind: n.kind, status: n.status, message: n.message, createdAt: n.created_at })),
    images: images.map((i) => ({ id: i.id, rejectionReason: i.rejection_reason! })),
    enabled,
  };
}
