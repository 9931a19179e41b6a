import { describe, expect, it } from 'vitest';
import { formatClockTime, formatOrdinalDate, imageUrl, isYoutubeVideoId, ordinal, relativeTime, slugify, youtubeEmbedUrl, youtubeVideoId } from './index';

describe('slugify', () => {
  it('lowercases and turns spaces and slashes into hyphens', () => {
    expect(slugify('DHA Phase 6')).toBe('dha-phase-6');
    expect(slugify('F-7/2')).toBe('f-7-2');
    expect(slugify('Islamabad')).toBe('islamabad');
  });
  it('strips characters that are not URL-safe and collapses repeats', () => {
    expect(slugify('Gulberg & Model Town')).toBe('gulberg-model-town');
    expect(slugify('  Bahria Town, Phase 8 (Rawalpindi) ')).toBe('bahria-town-phase-8-rawalpindi');
    expect(slugify('St. John\'s Park // Block-C')).toBe('st-johns-park-block-c');
    expect(slugify('Café Résidence')).toBe('cafe-residence');
    expect(slugify('---')).toBe('');
  });
});

describe('ordinal dates', () => {
  it('uses st, nd, rd and th, with 11th to 13th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111, 112].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st', '101st', '111th', '112th',
    ]);
  });
  it("formats '1st Jan 2024' in Pakistan time", () => {
    expect(formatOrdinalDate('2024-01-01T10:00:00Z')).toBe('1st Jan 2024');
    expect(formatOrdinalDate(new Date('2024-03-22T06:00:00Z'))).toBe('22nd Mar 2024');
    // 20:00 UTC on 12 Dec is already 13 Dec in Pakistan.
    expect(formatOrdinalDate('2023-12-12T20:00:00Z')).toBe('13th Dec 2023');
    expect(formatOrdinalDate('not a date')).toBe('');
  });
});

describe('time of day', () => {
  it("formats '3:05 pm' in Pakistan time, with 12 for noon and midnight", () => {
    expect(formatClockTime('2024-01-01T10:05:00Z')).toBe('3:05 pm');
    expect(formatClockTime('2024-01-01T07:00:00Z')).toBe('12:00 pm');
    expect(formatClockTime('2024-01-01T19:00:00Z')).toBe('12:00 am');
    expect(formatClockTime('2024-01-01T04:09:00Z')).toBe('9:09 am');
    expect(formatClockTime('not a date')).toBe('');
  });
});

describe('relative time', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('reads in the largest whole unit', () => {
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(relativeTime(ago(86_400_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(2 * 3_600_000), now)).toBe('2 hours ago');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(14 * 86_400_000), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(60 * 86_400_000), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86_400_000), now)).toBe('1 year ago');
  });
  it("says 'just now' for under a minute and for the future", () => {
    expect(relativeTime(ago(30_000), now)).toBe('just now');
    expect(relativeTime(ago(-60_000), now)).toBe('just now');
  });
});

describe('video ids', () => {
  it('reads shorts, embed, v= and youtu.be links', () => {
    expect(youtubeVideoId('https://www.youtube.com/shorts/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://www.youtube.com/embed/abcDEF12345?start=3')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=abc-EF_2345&t=10s')).toBe('abc-EF_2345');
    expect(youtubeVideoId('https://youtube.com/watch?feature=share&v=abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeVideoId('https://youtu.be/abcDEF12345?si=xyz')).toBe('abcDEF12345');
  });
  it('answers null for anything else', () => {
    expect(youtubeVideoId('https://vimeo.com/123456')).toBeNull();
    expect(youtubeVideoId('')).toBeNull();
    expect(youtubeVideoId(undefined)).toBeNull();
    expect(youtubeEmbedUrl('abcDEF12345')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
  });
  it('tells a stored id from anything else', () => {
    expect(isYoutubeVideoId('abc-EF_2345')).toBe(true);
    expect(isYoutubeVideoId('abcDEF1234')).toBe(false);
    expect(isYoutubeVideoId('abcDEF12345"><script>')).toBe(false);
  });
});

describe('image paths', () => {
  it("replaces 'original' with a size, 840 by default", () => {
    expect(imageUrl('/media/listings/12/original/a.webp')).toBe('/media/listings/12/840/a.webp');
    expect(imageUrl('/media/listings/12/original/a.webp', { size: 320 })).toBe('/media/listings/12/320/a.webp');
  });
  it("prefixes paths containing 'watermarked' with the image host", () => {
    expect(imageUrl('watermarked/original/a.webp', { host: 'https://img.basera.pk/' })).toBe(
      'https://img.basera.pk/watermarked/840/a.webp',
    );
    expect(imageUrl('/watermarked/a.webp', { host: 'https://img.basera.pk' })).toBe('https://img.basera.pk/watermarked/a.webp');
    expect(imageUrl('/media/a.webp', { host: 'https://img.basera.pk' })).toBe('/media/a.webp');
    expect(imageUrl('https://cdn.example/watermarked/a.webp', { host: 'https://img.basera.pk' })).toBe(
      'https://cdn.example/watermarked/a.webp',
    );
  });
});
