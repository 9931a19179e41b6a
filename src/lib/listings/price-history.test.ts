import { describe, expect, it } from 'vitest';
import { PRICE_CUT_SHOWN_DAYS, priceCutBadge, priceCutLine, priceSteps, publishedPriceChange, shownPriceCut } from './price-history';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();

describe('publishedPriceChange', () => {
  it('tells a first price, the same price, a cut and a rise apart', () => {
    expect(publishedPriceChange(null, 5_000_000)).toBe('first');
    expect(publishedPriceChange(5_000_000, 5_000_000)).toBe('same');
    expect(publishedPriceChange(5_000_000, 4_500_000)).toBe('cut');
    expect(publishedPriceChange(5_000_000, 5_500_000)).toBe('rise');
  });
});

describe('shownPriceCut', () => {
  it('shows a recent cut with its amount and share', () => {
    const cut = shownPriceCut({ price: 36_500_000, priceCutFrom: 40_000_000, priceCutAt: daysAgo(3) }, now);
    expect(cut).toEqual({ from: 40_000_000, by: 3_500_000, percent: 9, at: daysAgo(3) });
    expect(priceCutBadge(cut!)).toBe('Price reduced 9%');
    // Dates read in Pakistan time: 3 days before noon UTC on the 29th is the 26th there too.
    expect(priceCutLine(cut!, 'PKR 35 Lac')).toBe('Reduced by PKR 35 Lac (9%) on 26th Nov 2026');
  });

  it('calls a cut of under half a per cent 1%, never 0%', () => {
    expect(shownPriceCut({ price: 9_990_000, priceCutFrom: 10_000_000, priceCutAt: daysAgo(1) }, now)?.percent).toBe(1);
  });

  it('stops calling a cut news after the shown days, and shows none that is not a cut', () => {
    expect(shownPriceCut({ price: 1, priceCutFrom: 2, priceCutAt: daysAgo(PRICE_CUT_SHOWN_DAYS) }, now)).not.toBeNull();
    expect(shownPriceCut({ price: 1, priceCutFrom: 2, priceCutAt: daysAgo(PRICE_CUT_SHOWN_DAYS + 1) }, now)).toBeNull();
    expect(shownPriceCut({ price: 1, priceCutFrom: null, priceCutAt: null }, now)).toBeNull();
    // The owner edited the price back up meanwhile and it was published: no cut stands.
    expect(shownPriceCut({ price: 3, priceCutFrom: 2, priceCutAt: daysAgo(1) }, now)).toBeNull();
    // A time in the future (a clock put right) is not shown either.
    expect(shownPriceCut({ price: 1, priceCutFrom: 2, priceCutAt: daysAgo(-1) }, now)).toBeNull();
  });
});

describe('priceSteps', () => {
  it('lists the prices newest first with each change against the one before', () => {
    const steps = priceSteps([
      { at: daysAgo(2), price: 45_000_000 },
      { at: daysAgo(40), price: 50_000_000 },
      { at: daysAgo(10), price: 42_000_000 },
    ]);
    expect(steps.map((s) => [s.price, s.change, s.changeText])).toEqual([
      [45_000_000, 3_000_000, '+7%'],
      [42_000_000, -8_000_000, '-16%'],
      [50_000_000, null, null],
    ]);
  });

  it('is empty while the listing has had one price', () => {
    expect(priceSteps([{ at: daysAgo(5), price: 1_000 }])).toEqual([]);
    expect(priceSteps([])).toEqual([]);
  });
});
