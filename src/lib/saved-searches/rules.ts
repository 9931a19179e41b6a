/**
 * Saved searches (docs/decisions/087): a signed-in person keeps a results page's search and is told, at most
 * once a day, of listings published on it since. Pure: words, limits and what counts as a search.
 */
import { changedFilterFields } from '@/lib/search/changed';
import { resultsHeading } from '@/lib/search/headings';
import { defaultListingFilter, type ListingFilter } from '@/lib/search/schema';
import { listingResultsHref } from '@/lib/search/url';

/** Searches one person keeps: enough for the places and kinds of home a family weighs. */
export const SAVED_SEARCHES_MAX = 10;
/** How often a saved search is looked at for new listings. */
export const CHECK_EVERY_HOURS = 24;
/** New listings named in one notice's count, at most (a page of results). */
export const NEW_LISTINGS_COUNTED = 30;

export const savedSearchMessages = {
  saved: 'Search saved. We will tell you of new listings on it once a day.',
  alreadySaved: 'You have saved this search already.',
  tooMany: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this one.`,
  notASearch: 'This is not a search that can be saved.',
  deleted: 'Saved search deleted.',
  notFound: 'This saved search is not yours or no longer exists.',
} as const;

/**
 * What the list says after a form sent the person back to it: the API names what happened in the address
 * (`saved`/`again` with the search's id, `deleted`, `full`, `gone`), and the search named is marked in the list.
 */
export function listAnswer(q: URLSearchParams): { news: string | null; problem: string | null; marked: number | null } {
  const id = Number(q.get('saved') ?? q.get('again'));
  const news = q.has('saved') ? savedSearchMessages.saved : q.has('again') ? savedSearchMessages.alreadySaved : q.has('deleted') ? savedSearchMessages.deleted : null;
  const problem = q.has('full') ? savedSearchMessages.tooMany : q.has('gone') ? savedSearchMessages.notFound : null;
  return { news, problem, marked: Number.isSafeInteger(id) && id > 0 ? id : null };
}

/** The address a search is saved under: its first page, so a search saved from page 3 is the same search. */
export function savedPath(filter: ListingFilter): string {
  return listingResultsHref({ ...filter, page: 1 }, { resetPage: true });
}

/**
 * What a saved search looks for, in words: the results heading, and how many refinements beyond the place
 * ('Houses for sale in DHA Phase 6, Lahore · 2 more filters').
 */
export function savedLabel(filter: ListingFilter): string {
  const plain = { ...defaultListingFilter(), city: filter.city, areaList: filter.areaList, purpose: filter.purpose, category: filter.category };
  const more = changedFilterFields(plain, filter).length;
  return more === 0 ? resultsHeading(filter) : `${resultsHeading(filter)} · ${more} more filter${more === 1 ? '' : 's'}`;
}

/** The notice of new listings on a saved search, short enough for a text message. */
export function newListingsNotice(search: { id: number; label: string; path: string }, count: number, site: string) {
  const base = site.replace(/\/$/, '');
  const label = search.label.length > 60 ? `${search.label.slice(0, 57)}...` : search.label;
  const many = count >= NEW_LISTINGS_COUNTED ? `${NEW_LISTINGS_COUNTED}+ new listings` : `${count} new listing${count === 1 ? '' : 's'}`;
  return {
    subject: `${many} for your saved search`,
    text: `Basera: ${many} for "${label}": ${base}${search.path} Stop: ${base}/saved-searches`,
  };
}
