/**
 * What /wanted shows: a city's open requests, a page at a time, each with the listings that match it; the
 * signed-in poster's requests that have just expired; and the answer to one of the page's forms posted
 * without script ('Post request', 'Keep open', 'Close this request'): done, a redirect (Post/Redirect/Get),
 * else the page again, saying why at that form.
 */
import type { AstroGlobal } from 'astro';
import { getDb, rowId } from '@/lib/db';
import { DEFAULT_CITY } from '@/lib/constants';
import { areasOfCity, listCities } from '@/lib/places';
import { listingCards } from '@/lib/search/queries.server';
import { buildHref } from '@/lib/search/navigation';
import { shownMoney } from '@/lib/money/shown.server';
import { contactDefaults } from '@/lib/accounts/users.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { answerOnPage, type PostedForm } from '@/lib/forms/post.server';
import { closedBy, expiredWantedOf, listWanted, wantedCities, wantedPlace } from './queries.server';
import { receiveWantedPageForm } from './page-forms.server';
import { pageNumber } from '@/lib/db/values';

const PAGE_SIZE = 10;

export type WantedPage = Exclude<Awaited<ReturnType<typeof loadWantedPage>>, Response>;
export type WantedListed = WantedPage['list']['requests'][number];

export async function loadWantedPage(Astro: AstroGlobal) {
  const db = getDb();
  const user = Astro.locals.user;
  let renewal: PostedForm | undefined;
  let posting: PostedForm | undefined;
  let closing: PostedForm | undefined;
  if (Astro.request.method === 'POST') {
    const shown = answerOnPage(Astro, await receiveWantedPageForm(Astro));
    if (shown instanceof Response) return shown;
    if ('renew' in shown.values) renewal = shown;
    else if ('close' in shown.values) closing = shown;
    else posting = shown;
  }
  const params = Astro.url.searchParams;
  const cities = await listCities(db);
  // A link to one request ('?request=', as the poster's reminder) opens its city's list at the page it is on.
  const linked = rowId(params.get('request'));
  const place = linked === null ? null : await wantedPlace(db, linked, PAGE_SIZE);
  const requestedCity = place?.cityId ?? Number(params.get('cityId'));
  const city = cities.find((c) => c.id === requestedCity) ?? cities.find((c) => c.id === DEFAULT_CITY.id) ?? cities[0];
  const page = place?.page ?? pageNumber(params.get('page'));
  const viewerId = await viewerUserId(db, user);
  const [contact, areas, counts, list, expired, money] = await Promise.all([
    user ? contactDefaults(db, user) : null,
    areasOfCity(db, city.id),
    wantedCities(db),
    listWanted(db, city.id, page, PAGE_SIZE, user !== null, viewerId),
    // The poster's own requests that have just gone from the list: this page is where they see theirs.
    viewerId === null ? [] : expiredWantedOf(db, viewerId),
    // Budgets in the visitor's currency, as the matching listing cards are.
    shownMoney(db, Astro.cookies),
  ]);
  const cardsById = new Map((await listingCards(db, list.requests.flatMap((r) => r.matchIds))).map((c) => [c.id, c]));
  // The thanks after posting: only for a request this page shows (not for any '?posted=' in a link).
  const postedId = params.get('posted');
  const posted = postedId !== null && list.requests.some((r) => String(r.id) === postedId);
  // A refusal to keep open a request this page does not show (signed out meanwhile, someone else's) goes
  // at the top; so does a refused close, and a request posted by someone no longer signed in (no form to
  // show it in).
  const ownIds = new Set([...list.requests.filter((r) => r.mine), ...expired].map((r) => String(r.id)));
  const pageFailure = (renewal && !ownIds.has(renewal.values.renew ?? '') ? renewal.failure : null) ?? closing?.failure ?? (user ? null : posting?.failure) ?? null;
  // The word that a request was closed without script: only to its poster, for a request they closed.
  const closedId = rowId(params.get('closed'));
  const closedShown = viewerId !== null && closedId !== null && (await closedBy(db, closedId, viewerId));
  return {
    signedIn: user !== null,
    contact,
    cities,
    city,
    areas,
    counts,
    list,
    expired,
    cardsById,
    money,
    posting,
    posted,
    pageFailure,
    closedShown,
    renewedId: Number(params.get('renewed')),
    /** Why keeping request `id` open was refused, when it was. */
    renewFailure: (id: number) => (renewal && renewal.values.renew === String(id) ? renewal.failure : null),
    href: (p: number) => buildHref('/wanted', { cityId: city.id, page: p > 1 ? p : null }),
  };
}
