import { describe, expect, it } from 'vitest';
import { inboxHref, inboxSummary, markedText, ownerListingHref, replyChatHref, showOf } from './inbox';

describe('the inquiries page', () => {
  it('reads which list is asked for, and writes its addresses', () => {
    expect(showOf('unread')).toBe('unread');
    expect(showOf(null)).toBe('all');
    expect(showOf('everything')).toBe('all');
    expect(inboxHref('all')).toBe('/my-inquiries');
    expect(inboxHref('unread')).toBe('/my-inquiries?show=unread');
    expect(inboxHref('unread', 3)).toBe('/my-inquiries?show=unread&page=3');
    expect(inboxHref('all', 1)).toBe('/my-inquiries');
  });

  it('counts in words', () => {
    expect(inboxSummary(1, 0)).toBe('1 inquiry');
    expect(inboxSummary(1250, 3)).toBe('1,250 inquiries · 3 new');
    expect(markedText(0)).toBe('There was nothing new to mark.');
    expect(markedText(1)).toBe('Marked 1 inquiry as read.');
    expect(markedText(4)).toBe('Marked 4 inquiries as read.');
  });

  it('opens a published listing’s page, and any other on the owner’s own card', () => {
    expect(ownerListingHref({ id: 862, title: 'Flat', purpose: 'rent', status: 'published' })).toBe('/rent/862');
    expect(ownerListingHref({ id: 862, title: 'Flat', purpose: 'sale', status: 'removed' })).toBe('/my-properties?status=removed&q=862');
  });

  it('opens a WhatsApp reply naming the listing, for a Pakistani mobile only', () => {
    const href = replyChatHref({ name: 'Ayesha', phone: '+923214445555' }, { id: 862, title: 'Flat in Gulberg' });
    expect(href).toMatch(/^https:\/\/wa\.me\/923214445555\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1])).toBe('Hi Ayesha, thank you for your inquiry about "Flat in Gulberg" (Property ID 862) on Basera.');
    expect(replyChatHref({ name: 'Ayesha', phone: null }, { id: 862, title: 'Flat' })).toBeNull();
  });
});
