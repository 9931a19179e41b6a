import { describe, expect, it } from 'vitest';
import { bathsText, bedsText, describeAvailability, groupFeatures, jsonForScript, keyFacts, listedAt, listingImageSrc } from './rules';
import { currencyFromCookie } from '@/lib/money/currency-cookie';
import { inquiryFormSchema } from './schema';

describe('keyFacts', () => {
  const base = {
    id: 4021, purpose: 'rent' as const, type: 'flat', sizeValue: 850, sizeUnit: 'sqft' as const, beds: -1, baths: 1,
    condition: 'like-new', areaName: 'F-7', cityName: 'Islamabad', added: '1st Jan 2026', updated: null,
  };
  it('reads a studio as Studio, sizes in their unit, and leaves out what is unknown', () => {
    expect(keyFacts(base)).toEqual([
      { label: 'Type', value: 'Flat' },
      { label: 'Size', value: '850 Sq. Ft.' },
      { label: 'Beds', value: 'Studio' },
      { label: 'Baths', value: '1' },
      { label: 'Condition', value: 'Like new' },
      { label: 'Purpose', value: 'For rent' },
      { label: 'Area', value: 'F-7' },
      { label: 'City', value: 'Islamabad' },
      { label: 'Added', value: '1st Jan 2026' },
      { label: 'Property ID', value: '4021' },
    ]);
    const plot = keyFacts({ ...base, type: 'residential-plot', beds: null, baths: null, condition: null, updated: '3rd Feb 2026' });
    expect(plot.map((f) => f.label)).toEqual(['Type', 'Size', 'Purpose', 'Area', 'City', 'Added', 'Updated', 'Property ID']);
  });
});

describe('groupFeatures', () => {
  it('groups by category in catalogue order, showing yes features, counts and choices, dropping no and zero', () => {
    const groups = groupFeatures(JSON.stringify({ cctv: true, gas: false, 'parking-spaces': 0, kitchens: 2, 'power-backup': 'None', flooring: 'Marble', unknown: true }));
    expect(groups).toEqual([
      { id: 'primary', label: 'Primary', items: [{ label: 'Kitchens', value: '2' }, { label: 'Flooring', value: 'Marble' }] },
      { id: 'secondary', label: 'Secondary', items: [{ label: 'CCTV', value: '' }] },
    ]);
    expect(groupFeatures('not json')).toEqual([]);
    expect(groupFeatures('[1,2]')).toEqual([]);
  });

  it('shows a plot only what land can have: no kitchens, flooring or lift', () => {
    const stored = JSON.stringify({ kitchens: 2, flooring: 'Marble', lift: true, corner: true, 'park-facing': true, electricity: true });
    expect(groupFeatures(stored, 'plot')).toEqual([
      { id: 'utilities', label: 'Utilities', items: [{ label: 'Electricity', value: '' }] },
      { id: 'primary', label: 'Primary', items: [{ label: 'Corner', value: '' }, { label: 'Park facing', value: '' }] },
    ]);
    expect(groupFeatures(stored, 'residential').flatMap((g) => g.items.map((i) => i.label))).toContain('Kitchens');
  });
});

describe('describeAvailability', () => {
  it('says Anytime, or the days in week order with the hours', () => {
    expect(describeAvailability(JSON.stringify({ availability: 'anytime', days: ['anytime'] }))).toBe('Anytime');
    expect(describeAvailability(JSON.stringify({ availability: 'days', days: ['sunday', 'saturday'], startTime: '10:00', endTime: '17:30' }))).toBe(
      'Saturday, Sunday · 10:00 am to 5:30 pm',
    );
    expect(describeAvailability(null)).toBeNull();
  });
});

describe('jsonForScript', () => {
  it('cannot close the script it sits in', () => {
    const text = jsonForScript({ name: 'Nice </script><script>alert(1)</script> & more\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('Nice </script><script>alert(1)</script> & more\u2028');
  });
});

describe('pictures and currency', () => {
  it('serves stored keys from the media route in the size asked for', () => {
    expect(listingImageSrc('demo/house-001/original.webp')).toBe('/media/demo/house-001/840.webp');
    expect(listingImageSrc('demo/house-001/original.webp', 400)).toBe('/media/demo/house-001/400.webp');
  });
  it('reads the currency cookie, PKR for anything unknown', () => {
    expect(currencyFromCookie('usd')).toBe('USD');
    expect(currencyFromCookie('BTC')).toBe('PKR');
    expect(currencyFromCookie(undefined)).toBe('PKR');
  });
});

describe('inquiryFormSchema', () => {
  it('accepts a Pakistani number typed any usual way and keeps the national part', () => {
    const parsed = inquiryFormSchema.parse({ name: ' Ali ', email: 'ali@example.pk', phone: '+92 300-1234567', message: 'Hello' });
    expect(parsed).toEqual({ name: 'Ali', email: 'ali@example.pk', phone: '3001234567', message: 'Hello' });
    expect(inquiryFormSchema.safeParse({ name: 'Ali', email: 'ali@example.pk', phone: '+44 7700 900123', message: 'x' }).success).toBe(false);
  });
});

describe('listedAt', () => {
  it('is the publication when there is one, else the creation', () => {
    expect(listedAt({ created_at: '2026-01-05T09:00:00.000Z', published_at: '2026-03-02T10:00:00.000Z' })).toBe('2026-03-02T10:00:00.000Z');
    expect(listedAt({ created_at: '2026-01-05T09:00:00.000Z', published_at: null })).toBe('2026-01-05T09:00:00.000Z');
  });
});

describe('bedsText and bathsText', () => {
  it('word rooms as cards and pages show them', () => {
    expect([bedsText(1), bedsText(3), bedsText(-1), bedsText(12), bedsText(null)]).toEqual(['1 bed', '3 beds', 'Studio', '10+ beds', null]);
    expect([bathsText(1), bathsText(2), bathsText(10), bathsText(null)]).toEqual(['1 bath', '2 baths', '10+ baths', null]);
  });
});
