/** schema.org structured data for pages that are lists (projects, articles), as JSON-LD. */
import { jsonForScript } from '@/lib/listings/rules';

export interface ListedItem {
  name: string;
  /** The item's own page, as a path ('/projects/sky-towers-12') or an absolute address. */
  href: string;
}

export interface ItemListPage {
  /** The list's name as the page heads it ('Projects in Islamabad'). */
  name: string;
  /** This page of the list (its canonical path). */
  href: string;
  /** Every item the list holds, on this page and the others. */
  total: number;
  /** How many items come before this page's first (page 2 of 30 a page: 30). */
  offset: number;
  items: readonly ListedItem[];
}

/**
 * An ItemList of the items on one page of a list, each with its place in the whole list and its
 * address made absolute from the site's public address. Written with `jsonForScript`, so a name
 * holding '</script>' stays text inside the script element.
 */
export function itemListJsonLd(list: ItemListPage, site: string): string {
  return jsonForScript({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: new URL(list.href, site).href,
    numberOfItems: list.total,
    itemListElement: list.items.map((item, i) => ({
      '@type': 'ListItem',
      position: list.offset + i + 1,
      name: item.name,
      url: new URL(item.href, site).href,
    })),
  });
}
