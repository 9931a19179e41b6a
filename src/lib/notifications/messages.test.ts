import { describe, expect, it } from 'vitest';
import { likedPriceCutNotice, ownerNotice, wantedEndingNotice, type OwnerEvent } from './messages';

const listing = { id: 7, title: '10 Marla house in DHA Phase 6', expiresAt: '2024-05-04T10:00:00.000Z' };

describe('owner notices', () => {
  it('names the listing and links to the tab where the owner acts on it', () => {
    expect(ownerNotice('published', listing, 'https://basera.pk/').text).toBe(
      'Basera: your property "10 Marla house in DHA Phase 6" is now published. https://basera.pk/my-properties?status=published',
    );
    expect(ownerNotice('rejected', listing, 'https://basera.pk').text).toContain('https://basera.pk/my-properties?status=rejected');
    expect(ownerNotice('expired', listing, 'https://basera.pk').text).toContain('status=removed');
  });

  it('gives the expiry date in the warning', () => {
    expect(ownerNotice('expiring', listing, 'https://basera.pk').text).toContain('expires on 4th May 2024');
  });

  it('has a subject and text for every event, short enough for a text message', () => {
    const long = { ...listing, title: 'A'.repeat(200) };
    for (const event of ['published', 'rejected', 'improve', 'expiring', 'expired', 'inquiry', 'takenDown'] as OwnerEvent[]) {
      const notice = ownerNotice(event, long, 'https://basera.pk');
      expect(notice.subject.length).toBeGreaterThan(0);
      expect(notice.text.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('the Wanted reminder', () => {
  it('says when the request leaves the lists and links to it, short enough for a text message', () => {
    const ending = { id: 41, headline: 'House to buy in DHA Phase 5, Lahore', openUntil: '2026-12-02T09:00:00.000Z' };
    expect(wantedEndingNotice(ending, 'https://basera.pk/')).toEqual({
      subject: 'Your Wanted request ends soon',
      text: 'Basera: your request "House to buy in DHA Phase 5, Lahore" is shown until 2nd Dec 2026. Still looking? Keep it open: https://basera.pk/wanted?request=41#request-41',
    });
    const long = wantedEndingNotice({ ...ending, id: 123456, headline: 'Commercial property to rent in '.padEnd(120, 'x') }, 'https://basera.pk');
    expect(long.text.length).toBeLessThanOrEqual(200);
  });
});

describe('the price cut notice', () => {
  it('says what the liked property costs now, links to it and to where these notices stop, short enough for a text message', () => {
    const cut = { title: '10 Marla House for Sale in Airport Housing Society', path: '/sale/171', priceText: 'PKR 2.38 Crore', percent: 8 };
    expect(likedPriceCutNotice(cut, 'https://basera.pk/')).toEqual({
      subject: 'A property you liked is now cheaper',
      text: 'Basera: a property you liked, "10 Marla House for Sale in Airport Ho...", is now PKR 2.38 Crore (8% less): https://basera.pk/sale/171 Stop these: https://basera.pk/my-account#notices',
    });
    const longest = likedPriceCutNotice({ ...cut, path: '/sale/123456789', priceText: 'PKR 999.99 Crore', percent: 100 }, 'https://basera.pk');
    expect(longest.text.length).toBeLessThanOrEqual(200);
  });
});
