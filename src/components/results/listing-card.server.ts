import { iconSvg } from '@/components/ui/icons';
import { likeButtonHtml } from '@/components/likes/like-button-markup';
import type { ListingCard } from '@/lib/search/card';
import { bathsText, bedsText, listingPath } from '@/lib/listings/rules';
import { typeName } from '@/components/listing/type-name';
import { publicImageSrc } from '@/lib/media/public.server';
import { formatPriceIn, type CurrencyCode, type ExchangeRate } from '@/lib/money/currency';
import { formatSize } from '@/lib/money/units';
import { relativeTime } from '@/lib/text/dates';
import { priceCutBadge, shownPriceCut } from '@/lib/listings/price-history';
import { attr, html, trusted, type Markup } from '@/lib/text/html';

export interface CardOptions {
  /** The first few cards are above the fold: their pictures load at once. */
  eager?: boolean;
  liked?: boolean;
  signedIn?: boolean;
  currency: CurrencyCode;
  rates: readonly ExchangeRate[];
  now: number;
}

function rooms(card: ListingCard): string[] {
  return [bedsText(card.beds), bathsText(card.baths)].filter((fact) => fact !== null);
}

/** The price, with its cut beside it while that is news (the map pins read `.price` alone). */
function priceRow(card: ListingCard, currency: CurrencyCode, rates: readonly ExchangeRate[], now: number): Markup {
  const price = html`<p class="price">${formatPriceIn(card.price, currency, rates)}${card.purpose === 'rent' ? html`<span class="per-month"> /month</span>` : null}</p>`;
  const cut = shownPriceCut(card, now);
  return cut ? html`<div class="price-row">${price}<span class="badge price-cut">${priceCutBadge(cut)}</span></div>` : price;
}

/**
 * One listing in the results: picture, price (and a recent cut), size, rooms, place, verified badge, like,
 * age (styles in listing-card.css). A results page draws thirty, so the card is markup made by `html` (every
 * value escaped) rather than a component: a component's template costs more per card than the page's queries.
 * The results map (src/islands/search/results-map.ts) pins a card from its `data-lat`/`data-lng`, its
 * `.price` and its `.title` link.
 */
export function listingCardHtml(card: ListingCard, { eager = false, liked = false, signedIn = false, currency, rates, now }: CardOptions): Markup {
  const href = listingPath(card.purpose, card.id);
  const titleId = `listing-${card.id}-title`;
  const cover = card.coverKey ? publicImageSrc(card.coverKey, 400) : null;
  const picture = cover
    ? html`<img class="img" src="${cover}" srcset="${cover} 400w, ${publicImageSrc(card.coverKey!, 840)} 840w" sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px" width="400" height="250" alt="${card.title}" loading="${eager ? 'eager' : 'lazy'}"${attr('fetchpriority', eager ? 'high' : null)} decoding="async">`
    : html`<span class="no-picture">${trusted(iconSvg('home', 40))}</span>`;
  const facts = [typeName(card.type), formatSize(card.sizeValue, card.sizeUnit), ...rooms(card)];
  return html`<article class="listing card listing-card" aria-labelledby="${titleId}"${attr('data-lat', card.lat)}${attr('data-lng', card.lng)}>
<a class="picture" href="${href}" tabindex="-1" aria-hidden="true">${picture}${
    card.verified ? html`<span class="badge verified">${trusted(iconSvg('shield', 14))} Verified</span>` : null
  }</a>
<div class="like">${likeButtonHtml({ listingId: card.id, liked, signedIn, variant: 'icon' })}</div>
<div class="body">
${priceRow(card, currency, rates, now)}
<h3 class="title" id="${titleId}"><a href="${href}">${card.title}</a></h3>
<p class="facts">${facts.map((fact, i) => html`${i > 0 ? ' ' : ''}<span>${fact}</span>`)}</p>
<p class="place mask-icon">${card.areaName}, ${card.cityName}</p>${
    card.publishedAt ? html`\n<p class="age"><time datetime="${card.publishedAt}">Added ${relativeTime(card.publishedAt, now)}</time></p>` : null
  }
</div>
</article>`;
}
