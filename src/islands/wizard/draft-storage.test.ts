import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/lib/listings/draft';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';

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
});
