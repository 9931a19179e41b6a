/**
 * The draft kept in local storage as the person types (with the storage module's expiry), so a
 * closed tab or a reload brings it back, images included by their uploaded ids. A new listing and
 * each listing being edited keep separate entries.
 */
import { createExpiringStorage, STORAGE_KEYS, type ExpiringStorage } from '@/lib/storage';
import { draftShape, isStepId, type Draft, type StepId } from '@/lib/listings/draft';

export interface StoredDraft {
  values: Draft;
  step: StepId;
  /** For an edit: the listing's last update when the draft was taken, so a stale copy is not restored. */
  updatedAt?: string;
  savedAt: number;
}

export function draftKey(listingId: number | null): string {
  return listingId === null ? STORAGE_KEYS.draftProperty : `${STORAGE_KEYS.draftProperty}:${listingId}`;
}

let storage: ExpiringStorage | undefined;
const store = () => (storage ??= createExpiringStorage());

export function readDraft(listingId: number | null): StoredDraft | null {
  const stored = store().get<StoredDraft>(draftKey(listingId));
  if (!stored || typeof stored !== 'object') return null;
  const values = draftShape.safeParse(stored.values);
  if (!values.success) return null;
  return { ...stored, values: values.data, step: isStepId(stored.step) ? stored.step : 'purpose' };
}

export function writeDraft(listingId: number | null, draft: StoredDraft): void {
  store().set(draftKey(listingId), draft);
}

export function clearDraft(listingId: number | null): void {
  store().remove(draftKey(listingId));
}
