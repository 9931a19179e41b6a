import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from './draft';
import { QUALITY, checkQuality, hasLink, hasPhoneNumber, isAllCapitals, marketFrom, priceVerdict, type QualityContext } from './quality';

function draft(over: Partial<Draft> = {}): Draft {
  return {
    ...emptyDraft('rent'),
    city: { id: 1, name: 'Islamabad' },
    area: { id: 2, name: 'F-7' },
    areaPinDetails: { lat: 33.7215, lng: 73.0433 },
    name: 'Family house with lawn near the market',
    description: 'Ten marla house on a quiet street, two kitchens, servant quarter, five minutes to the market.',
    size: 10,
    sizeUnit: 'marla',
    price: 150_000,
    bed: 4,
    bath: 4,
    condition: 'good',
    ...over,
  };
}

// 10 Marla = 2,250 sq ft; a market of PKR 60 per sq ft is PKR 135,000 a month for the house.
const context: QualityContext = { market: { medianPerSqft: 60, sample: 12, scope: 'area' }, areaCentroid: { lat: 33.7215, lng: 73.0433 } };
const codes = (d: Draft, c = context) => checkQuality(d, c).warnings.map((w) => w.code);

describe('quality checks', () => {
  it('finds nothing to say about a good listing', () => {
    expect(checkQuality(draft(), context)).toEqual({
      warnings: [],
      price: { verdict: 'within_market', perSqft: 67, marketPerSqft: 60, scope: 'area', sample: 12 },
    });
  });

  describe('price against the market', () => {
    it('grades the price per square foot against the median', () => {
      expect(priceVerdict(60, 60)).toBe('within_market');
      expect(priceVerdict(41, 60)).toBe('below_market'); // 0.68
      expect(priceVerdict(43, 60)).toBe('within_market'); // 0.72
      expect(priceVerdict(91, 60)).toBe('above_market'); // 1.52
      expect(priceVerdict(11, 60)).toBe('unrealistic'); // 0.18
      expect(priceVerdict(301, 60)).toBe('unrealistic'); // 5.02
    });

    it('warns with the market figure, naming the area or the city', () => {
      const low = checkQuality(draft({ price: 15_000 }), context);
      expect(low.warnings[0]).toMatchObject({ kind: 'PRICE', code: 'unrealistic', field: 'price' });
      expect(low.warnings[0].message).toContain('similar properties in F-7 go for about PKR 60 per sq. ft.');
      expect(codes(draft({ price: 80_000 }))).toEqual(['below_market']);
      const high = checkQuality(draft({ price: 400_000 }), { ...context, market: { medianPerSqft: 60, sample: 40, scope: 'city' } });
      expect(high.warnings[0].code).toBe('above_market');
      expect(high.warnings[0].message).toContain('in Islamabad');
    });

    it('compares across units by square feet', () => {
      expect(codes(draft({ size: 2250, sizeUnit: 'sqft' }))).toEqual([]);
      expect(codes(draft({ size: 1, sizeUnit: 'kanal' }))).toEqual(['below_market']);
      expect(codes(draft({ size: 10, sizeUnit: 'kanal' }))).toEqual(['unrealistic']);
    });

    it('says nothing about price without a market', () => {
      expect(checkQuality(draft({ price: 1 }), { ...context, market: null }).price).toBeNull();
    });

    it('takes the area market when it has enough listings, else the city, else none', () => {
      const five = [10, 20, 30, 40, 50];
      expect(marketFrom(five, [1, 2, 3, 4, 5, 6])).toEqual({ medianPerSqft: 30, sample: 5, scope: 'area' });
      expect(marketFrom([10, 20], [1, 2, 3, 4, 5, 6])).toEqual({ medianPerSqft: 3.5, sample: 6, scope: 'city' });
      expect(marketFrom([10], [1, 2])).toBeNull();
    });
  });

  describe('title', () => {
    it('warns about a short title, all capitals, phone numbers and links', () => {
      expect(codes(draft({ name: 'House' }))).toEqual(['title_short']);
      expect(codes(draft({ name: 'BEAUTIFUL HOUSE FOR RENT IN F-7' }))).toEqual(['title_capitals']);
      expect(codes(draft({ name: 'House for rent call 0300-1234567' }))).toEqual(['title_phone']);
      expect(codes(draft({ name: 'House for rent, see www.example.pk' }))).toEqual(['title_link']);
    });

    it('knows capitals, phone numbers and links when it sees them', () => {
      expect(isAllCapitals('DHA 5 KANAL')).toBe(true);
      expect(isAllCapitals('DHA Phase 5')).toBe(false);
      expect(isAllCapitals('G-9/4')).toBe(false);
      expect(hasPhoneNumber('+92 300 123 4567')).toBe(true);
      expect(hasPhoneNumber('10 Marla house, 2 kitchens, built 2019')).toBe(false);
      expect(hasLink('mail me at a.khan@example.com')).toBe(true);
      expect(hasLink('near F-7 markaz')).toBe(false);
    });
  });

  describe('description and details', () => {
    it('warns about a short description and pasted contact details', () => {
      expect(codes(draft({ description: 'Nice house.' }))).toEqual(['description_short']);
      expect(codes(draft({ description: `${draft().description} WhatsApp me for a visit.` }))).toEqual(['description_contact']);
      expect(codes(draft({ description: `${draft().description} 03001234567` }))).toEqual(['description_contact']);
    });

    it('warns when the rooms do not fit the size', () => {
      expect(codes(draft({ size: 3, bed: 6, bath: 6, price: 40_500 }))).toEqual(['beds_for_size']);
      expect(codes(draft({ bed: 2, bath: 6, size: 5, price: 67_500 }))).toEqual(['baths_for_beds']);
    });
  });

  describe('location', () => {
    it('warns when the pin is far from the chosen area, or missing', () => {
      const far = checkQuality(draft({ areaPinDetails: { lat: 33.6, lng: 73.1 } }), context).warnings;
      expect(far).toHaveLength(1);
      expect(far[0]).toMatchObject({ kind: 'LOCATION', code: 'pin_far', field: 'areaPinDetails' });
      expect(far[0].message).toMatch(/^The map pin is 14\.\d km from F-7/);
      expect(codes(draft({ areaPinDetails: { lat: 33.73, lng: 73.05 } }))).toEqual([]);
      expect(codes(draft({ areaPinDetails: null }))).toEqual(['pin_missing']);
      expect(QUALITY.pinMaxMetres).toBe(3000);
    });
  });
});
