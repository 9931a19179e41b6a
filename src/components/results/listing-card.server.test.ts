import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@/lib/search/card';
import { listingCardHtml } from './listing-card.server';

const card: ListingCard = {
  id: 42,
  purpose: 'sale',
  category: 'residential',
  type: 'house',
  title: '<script>alert(1)</script> & "friends"',
  price: 11_800_000,
  sizeValue: 5,
  sizeUnit: 'marla',
  beds: 3,
  baths: 1,
  cityId: 2,
  cityName: 'Lahore',
  areaId: 21,
  areaName: `DHA <b>Phase</b> 6`,
  lat: 31.47,
  lng: 74.45,
  verified: true,
  coverKey: 'listings/42/original.webp',
  publishedAt: '2026-11-19T08:00:00.000Z',
  priceCutFrom: null,
  priceCutAt: null,
};
const now = Date.parse('2026-11-23T08:00:00.000Z');
const draw = (over: Partial<ListingCard> = {}, options: Partial<Parameters<typeof listingCardHtml>[1]> = {}) =>
  listingCardHtml({ ...card, ...over }, { currency: 'PKR', rates: [], now, ...options }).text;

describe('listingCardHtml', () => {
  it('says when the price was cut lately, beside the price and not in it (the map reads the price)', () => {
    const markup = draw({ priceCutFrom: 12_500_000, priceCutAt: '2026-11-20T08:00:00.000Z' });
    expect(markup).toContain('<p class="price">PKR 1.18 Crore</p><span class="badge price-cut">Price reduced 6%</span>');
    expect(draw()).not.toContain('price-cut');
    expect(draw({ priceCutFrom: 12_500_000, priceCutAt: '2026-09-01T08:00:00.000Z' })).not.toContain('price-cut');
  });

  it('shows the facts of the listing, its place, age and link', () => {
    const markup = draw();
    expect(markup).toContain('PKR 1.18 Crore');
    expect(markup).toContain('<span>House</span> <span>5 Marla</span> <span>3 beds</span> <span>1 bath</span>');
    expect(markup).toContain('href="/sale/42"');
    expect(markup).toContain('Added 4 days ago');
    expect(markup).toContain('Verified');
    expect(markup).toContain('data-lat="31.47" data-lng="74.45"');
  });

  it('says a rent is by the month, as the listing page does, and a sale price alone', () => {
    expect(draw({ purpose: 'rent', price: 85_000 })).toContain('<p class="price">PKR 85,000<span class="per-month"> /month</span></p>');
    expect(draw()).toContain('<p class="price">PKR 1.18 Crore</p>');
  });

  it('shows text from the listing as text, never as markup', () => {
    const markup = draw();
    expect(markup).not.toContain('<script>');
    expect(markup).not.toContain('<b>');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(markup).toContain('DHA &lt;b&gt;Phase&lt;/b&gt; 6, Lahore');
  });

  it('loads the first pictures at once and the rest lazily, and draws a placeholder without one', () => {
    expect(draw({}, { eager: true })).toMatch(/loading="eager" fetchpriority="high"/);
    expect(draw()).toMatch(/loading="lazy" decoding="async"/);
    expect(draw({ coverKey: null })).toContain('class="no-picture"');
    expect(draw({ coverKey: null })).not.toContain('<img');
  });

  it('leaves out what the listing does not have', () => {
    const plot = draw({ beds: null, baths: null, verified: false, lat: null, lng: null, publishedAt: null });
    expect(plot).not.toMatch(/beds?|baths?|Verified|data-lat|Added/);
    expect(draw({ beds: -1 })).toContain('<span>Studio</span>');
  });

  it('asks visitors to sign in before liking, and shows a signed-in person what they like', () => {
    expect(draw()).toContain('data-auth-open="SIGN_IN"');
    const liked = draw({}, { signedIn: true, liked: true });
    expect(liked).toContain('aria-pressed="true"');
    expect(liked).toContain('data-signed-in');
    expect(liked).not.toContain('data-auth-open');
  });
});
