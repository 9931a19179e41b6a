import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/listings/draft';
import { memoryStorage } from '@/lib/storage';
import { clearDraft, draftKey, dropUnownedDraft, readDraft, writeDraft } from './draft-storage';

// The browser's local storage, as the module finds it on first use.
const local = memoryStorage();
(globalThis as { localStorage?: unknown }).localStorage = local;

const draft = (name: string, phone: string) => ({
  values: { ...emptyDraft('sale'), name, owner: { name: 'Ayesha Khan', code: '92', phone } },
  step: 'details' as const,
  savedAt: 1,
});

describe('draft storage', () => {
  it('keeps each signed-in person’s drafts apart, so the next person on the browser never sees them', () => {
    writeDraft({ userKey: 'subject-a', listingId: null }, draft('House in F-7', '3001234567'));
    expect(readDraft({ userKey: 'subject-a', listingId: null })?.values.name).toBe('House in F-7');
    expect(readDraft({ userKey: 'subject-b', listingId: null })).toBeNull();
    expect(readDraft({ userKey: 'subject-b', listingId: 3 })).toBeNull();
  });

  it('keeps a new listing and each edited listing apart within a person’s drafts', () => {
    writeDraft({ userKey: 'subject-a', listingId: 3 }, draft('Edited listing', '3001112222'));
    expect(readDraft({ userKey: 'subject-a', listingId: 3 })?.values.name).toBe('Edited listing');
    expect(readDraft({ userKey: 'subject-a', listingId: 4 })).toBeNull();
    expect(draftKey({ userKey: 'subject-a', listingId: 3 })).not.toBe(draftKey({ userKey: 'subject-a', listingId: null }));
    clearDraft({ userKey: 'subject-a', listingId: 3 });
    expect(readDraft({ userKey: 'subject-a', listingId: 3 })).toBeNull();
    expect(readDraft({ userKey: 'subject-a', listingId: null })).not.toBeNull();
  });

  it('puts the person in the key under the draft property prefix', () => {
    expect(draftKey({ userKey: 'a:b/c', listingId: null })).toBe('basera:draftProperty:a%3Ab%2Fc');
  });

  it('drops the drafts kept under the old shared keys', () => {
    const old = JSON.stringify({ value: draft('Old shared draft', '3009999999'), expiry: Date.now() + 60_000 });
    local.setItem('basera:draftProperty', old);
    local.setItem('basera:draftProperty:7', old);
    writeDraft({ userKey: 'subject-a', listingId: 7 }, draft('Mine', '3001234567'));
    dropUnownedDraft(7);
    expect(local.getItem('basera:draftProperty')).toBeNull();
    expect(local.getItem('basera:draftProperty:7')).toBeNull();
    expect(readDraft({ userKey: 'subject-a', listingId: 7 })?.values.name).toBe('Mine');
    expect(local.getItem('basera:draftProperty:subject-a:7')).toContain('Mine');
  });
});
