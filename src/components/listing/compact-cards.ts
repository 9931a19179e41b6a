/** Fills a CompactCardList with listing cards, prices in the visitor's currency as the page shows its own. */
import { formatPriceIn, shownInBrowser } from '@/lib/money/currency';
import { priceCutBadge, shownPriceCut } from '@/lib/listings/price-history';

export interface CompactItem {
  purpose: 'sale' | 'rent';
  title: string;
  price: number;
  priceCutFrom: number | null;
  priceCutAt: string | null;
  cover: string | null;
  path: string;
}

/**
 * Replaces the placeholders of the list inside `root` with a card per item; `meta` writes the line under
 * each title. Prices are in the currency `root` carries (currencyAttributes). Answers how many cards it drew.
 */
export function fillCompactCards<T extends CompactItem>(root: HTMLElement, items: readonly T[], meta: (item: T) => string): number {
  const list = root.querySelector<HTMLElement>('[data-compact-list]');
  const template = root.querySelector<HTMLTemplateElement>('[data-compact-card]');
  if (!list || !template) return 0;
  const { currency, rates } = shownInBrowser(root);
  list.replaceChildren();
  list.removeAttribute('aria-busy');
  for (const item of items) {
    const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    card.querySelector('a')!.href = item.path;
    const img = card.querySelector('img')!;
    if (item.cover) img.src = item.cover;
    img.alt = item.title;
    card.querySelector('.compact-price')!.textContent = `${formatPriceIn(item.price, currency, rates)}${item.purpose === 'rent' ? ' /month' : ''}`;
    // A recent cut, as every other card of a listing says it (docs/decisions/086).
    const cut = shownPriceCut(item, Date.now());
    if (cut) Object.assign(card.querySelector<HTMLElement>('.compact-cut')!, { textContent: priceCutBadge(cut), hidden: false });
    card.querySelector('.compact-title')!.textContent = item.title;
    card.querySelector('.compact-meta')!.textContent = meta(item);
    list.append(card);
  }
  return items.length;
}
