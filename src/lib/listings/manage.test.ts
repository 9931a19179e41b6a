import { describe, expect, it } from 'vitest';
import { dealPriceLabel, emptyCounts, expiresSoon, expiringSoonText, landingTab, removalReasonFits, removalReasonLabel, removeSchema, renewedManyText, renewExpiringLabel, RENEW_AHEAD_DAYS, statusQuerySchema, tabOf } from './manage';
import { chartGeometry, fillDays, niceMax, shortDay } from './manage-tracking';

describe('my properties tabs', () => {
  it('opens the tab the address names, and drafts for anything else', () => {
    expect(tabOf('published')).toBe('published');
    expect(tabOf('in_review')).toBe('in_review');
    expect(tabOf('sold')).toBe('draft');
    expect(tabOf(null)).toBe('draft');
  });

  it('pages 30 at a time and refuses a bigger page or an unknown tab', () => {
    expect(statusQuerySchema.parse({})).toEqual({ page: 1, pageSize: 30, q: '' });
    expect(statusQuerySchema.parse({ type: 'removed', page: '2', q: '  DHA ' })).toEqual({ type: 'removed', page: 2, pageSize: 30, q: 'DHA' });
    expect(statusQuerySchema.safeParse({ pageSize: '31' }).success).toBe(false);
    expect(statusQuerySchema.safeParse({ type: 'deleted' }).success).toBe(false);
  });
});

describe('the tab My Properties opens on', () => {
  it('is the first tab, in the tabs\' order, that holds a property', () => {
    expect(landingTab({ ...emptyCounts(), published: 50 })).toBe('published');
    expect(landingTab({ ...emptyCounts(), in_review: 2, published: 8, rejected: 1 })).toBe('in_review');
    expect(landingTab({ ...emptyCounts(), draft: 1, published: 50 })).toBe('draft');
    expect(landingTab({ ...emptyCounts(), rejected: 1 })).toBe('rejected');
  });

  it('is drafts for someone with no property yet', () => {
    expect(landingTab(emptyCounts())).toBe('draft');
  });
});

describe('removing a property', () => {
  it('needs a reason; the selling price and other text are optional', () => {
    expect(removeSchema.parse({ propertyId: '4', reason: 'sold-on-basera', sellingPrice: '25000000' })).toEqual({
      propertyId: 4, reason: 'sold-on-basera', sellingPrice: 25_000_000, others: undefined,
    });
    expect(removeSchema.parse({ propertyId: 4, reason: 'other', sellingPrice: '', others: '  moved abroad ' })).toMatchObject({
      sellingPrice: undefined, others: 'moved abroad',
    });
    const missing = removeSchema.safeParse({ propertyId: 4 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0].message).toBe('Please choose why you are removing this property');
    expect(removeSchema.safeParse({ propertyId: 4, reason: 'expired' }).success).toBe(false);
    expect(removeSchema.safeParse({ propertyId: 4, reason: 'sold-elsewhere', sellingPrice: '12.5' }).success).toBe(false);
    // Amounts as people write them, in lakh groups or with spaces; words get the field's own message.
    expect(removeSchema.parse({ propertyId: 4, reason: 'sold-elsewhere', sellingPrice: '1,25,00,000' }).sellingPrice).toBe(12_500_000);
    expect(removeSchema.parse({ propertyId: 4, reason: 'sold-elsewhere', sellingPrice: ' 25 000 000 ' }).sellingPrice).toBe(25_000_000);
    expect(removeSchema.parse({ propertyId: 4, reason: 'sold-elsewhere', sellingPrice: null }).sellingPrice).toBeUndefined();
    for (const typed of ['12.5 lac', '-5', 'abc']) {
      const result = removeSchema.safeParse({ propertyId: 4, reason: 'sold-elsewhere', sellingPrice: typed });
      expect(result.success, typed).toBe(false);
      expect(result.error?.flatten().fieldErrors.sellingPrice, typed).toEqual(['Selling price must be a whole number of rupees']);
    }
  });

  it('offers sold for a sale and rented out for a rental, and the rest for both', () => {
    expect(removalReasonFits('sold-on-basera', 'sale')).toBe(true);
    expect(removalReasonFits('sold-on-basera', 'rent')).toBe(false);
    expect(removalReasonFits('rented-elsewhere', 'rent')).toBe(true);
    expect(removalReasonFits('rented-elsewhere', 'sale')).toBe(false);
    expect(removalReasonFits('not-available', 'rent')).toBe(true);
    expect(removalReasonFits('other', 'sale')).toBe(true);
    expect(removalReasonFits('expired', 'sale')).toBe(false);
    expect(dealPriceLabel('rent')).toBe('Rented for');
    expect(dealPriceLabel('sale')).toBe('Sold for');
  });

  it('names the reasons the system sets too', () => {
    expect(removalReasonLabel('sold-elsewhere')).toBe('Sold elsewhere');
    expect(removalReasonLabel('expired')).toBe('Expired');
    expect(removalReasonLabel('taken-down')).toBe('Taken down by Basera');
    expect(removalReasonLabel(null)).toBeNull();
  });
});

describe('tracking details', () => {
  const stats = [
    { day: '2024-05-02', views: 5, contacts: 1, inquiries: 0, likes: 2 },
    { day: '2024-05-04', views: 3, contacts: 0, inquiries: 1, likes: -1 },
  ];

  it('counts every day of the listing life, zeros included, with totals', () => {
    const t = fillDays(stats, '2024-05-01', '2024-05-05');
    expect(t.days.map((d) => d.day)).toEqual(['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04', '2024-05-05']);
    expect(t.days[2]).toEqual({ day: '2024-05-03', views: 0, contacts: 0, inquiries: 0, likes: 0 });
    expect(t.totals).toEqual({ views: 8, contacts: 1, inquiries: 1, likes: 1 });
  });

  it('keeps the latest year when a listing has lived longer', () => {
    const t = fillDays([], '2020-01-01', '2024-05-05');
    expect(t.days).toHaveLength(366);
    expect(t.days.at(-1)?.day).toBe('2024-05-05');
  });

  it('draws one line per number within the plot, on a round scale', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(50)).toBe(50);
    const g = chartGeometry(fillDays(stats, '2024-05-01', '2024-05-05').days);
    expect(g.max).toBe(5);
    expect(g.lines.map((l) => l.metric)).toEqual(['views', 'contacts', 'inquiries', 'likes']);
    const views = g.lines[0].points.split(' ').map((p) => p.split(',').map(Number));
    expect(views).toHaveLength(5);
    expect(views[1][1]).toBe(g.plot.top); // the busiest day touches the top
    expect(views[0][1]).toBe(g.plot.bottom);
    expect(g.xLabels[0].text).toBe(shortDay('2024-05-01'));
    expect(shortDay('2024-05-01')).toBe('1 May');
  });
});

describe('renewing what lapses soon', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

  it('marks a listing expiring within the window, and no other', () => {
    expect(expiresSoon(inDays(1), now)).toBe(true);
    expect(expiresSoon(inDays(RENEW_AHEAD_DAYS - 0.01), now)).toBe(true);
    expect(expiresSoon(inDays(RENEW_AHEAD_DAYS), now)).toBe(false);
    expect(expiresSoon(null, now)).toBe(false);
  });

  it('words the line, its button and the answer for one and for several', () => {
    expect(expiringSoonText(1)).toBe(`1 of your properties expires within ${RENEW_AHEAD_DAYS} days.`);
    expect(expiringSoonText(3)).toBe(`3 of your properties expire within ${RENEW_AHEAD_DAYS} days.`);
    expect(renewExpiringLabel(1)).toBe('Renew it');
    expect(renewExpiringLabel(3)).toBe('Renew all 3');
    expect(renewedManyText(1, '28th Jan 2027')).toBe('1 property renewed. It now expires on 28th Jan 2027.');
    expect(renewedManyText(3, '28th Jan 2027')).toBe('3 properties renewed. They now expire on 28th Jan 2027.');
    expect(renewedManyText(0, '28th Jan 2027')).toBe(`None of your properties expire within ${RENEW_AHEAD_DAYS} days.`);
  });
});
