/**
 * The draft kept in local storage as the person types (with the storage module's expiry), so a
 * closed tab or a reload brings it back, images included by their uploaded ids. Drafts are kept per
 * signed-in person (their identity subject id): on a shared browser the next person to sign in never
 * sees the last one's title, price, pictures or phone. Within a person's drafts, a new listing and
 * each listing being edited keep separate entries.
 */
import { createExpiringStorage, STORAGE_KEYS, type ExpiringStorage } from '@/lib/storage';
import { draftShape, type Draft } from '@/lib/listings/draft';
import { isStepId, type StepId } from '@/lib/listings/draft-steps';

export interface StoredDraft {
  values: Draft;
  step: StepId;
  /** For an edit: the listing's last update when the draft was taken, so a stale copy is not restored. */
  updatedAt?: string;
  savedAt: number;
}

/** Whose drafts, and which one: the person's subject id and the listing (null for a new listing). */
export interface DraftOwner {
  userKey: string;
  listingId: number | null;
}

export function draftKey({ userKey, listingId }: DraftOwner): string {
  const mine = `${STORAGE_KEYS.draftProperty}:${encodeURIComponent(userKey)}`;
  return listingId === null ? mine : `${mine}:${listingId}`;
}

let storage: ExpiringStorage | undefined;
const store = () => (storage ??= createExpiringStorage());

export function readDraft(owner: DraftOwner): StoredDraft | null {
  const stored = store().get<StoredDraft>(draftKey(owner));
  if (!stored || typeof stored !== 'object') return null;
  const values = draftShape.safeParse(stored.values);
  if (!values.success) return null;
  return { ...stored, values: values.data, step: isStepId(stored.step) ? stored.step : 'purpose' };
}

export function writeDraft(owner: DraftOwner, draft: StoredDraft): void {
  store().set(draftKey(owner), draft);
}

export function clearDraft(owner: DraftOwner): void {
  store().remove(draftKey(owner));
}

/**
 * Drops the drafts of the time they were not kept per person (the new-listing one, and the edited
 * listing's): whoever wrote them, they must not be shown to whoever signs in next.
 */
export function dropUnownedDraft(listingId: number | null): void {
  store().remove(STORAGE_KEYS.draftProperty);
  if (listingId !== null) store().remove(`${STORAGE_KEYS.draftProperty}:${listingId}`);
}
