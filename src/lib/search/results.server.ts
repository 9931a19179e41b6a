/**
 * Everything the results page needs from one request, so the page only renders:
 *   - a submitted filter form (GET, works without JavaScript) becomes a redirect to the results address;
 *   - an address whose words do not match its ids is sent to the canonical one;
 *   - the home search sent without its script becomes a redirect to the results address it stands for;
 *   - unknown cities, and an unknown area in the path, are a 404 (extra areas that are not the
 *     city's are left out);
 *   - otherwise the filter, the page of cards, the breadcrumbs and the liked cards.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db';
import type { SessionUser } from '@/lib/accounts/types';
import { isCategoryId, parsePurpose, searchPurposeOf } from '@/lib/listings/catalogue';
import { likedAmong } from '@/lib/listings/likes.server';
import { viewerUserId } from '@/lib/listings/viewer.server';
import { viewerKey } from '@/lib/listings/activity.server';
import { savedSearchIdOf } from '@/lib/saved-searches/store.server';
import type { ListingPage } from './card';
import { FORM_MARK } from './form';
import { agenciesOfCity, areaBreadcrumbs, areasWithCities, placesOfCity, placesOfFilter, suggestPlaces } from './places.server';
import { memoFor } from './memo.server';
import { serializeChoices, type SerializedChoices } from './choices';
import { areasOfCity, listCities } from '@/lib/places';
import { searchListings } from './queries.server';
import { defaultListingFilter, type ListingFilter } from './schema';
import { listingResultsHref, listingResultsPath, parseListingPath, parseListingUrl, withPlaceNames } from './url';

/** Query keys the filter form sends that the results address keeps as they are (lists joined by commas). */
const FORM_QUERY_KEYS = [
  'sort', 'bed', 'bath', 'type', 'subtypes', 'minPrice', 'maxPrice', 'unit', 'minSize', 'maxSize',
  'verified', 'agency', 'features', 'viewed', 'condition',
] as const;

/**
 * The results address a submitted filter form stands for, at page 1; null when its city is unknown.
 * Areas of another city (left over after the city changed) are dropped.
 */
export async function formTarget(db: Kysely<Database>, url: URL): Promise<string | null> {
  const q = url.searchParams;
  const cityId = Number(q.get('city'));
  if (!Number.isInteger(cityId) || cityId <= 0) return null;
  const purpose = parsePurpose(q.get('purpose')) ?? 'rent';
  const category = q.get('category');
  const areaIds = q
    .getAll('area')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const city = (await placesOfFilter(db, cityId, []))?.city;
  if (!city) return null;
  const { areas } = await areasWithCities(db, areaIds);
  const areaList = areas.filter((a) => a.cityId === cityId).map((a) => ({ id: a.id, title: a.name }));
  const base: ListingFilter = {
    ...defaultListingFilter(),
    city,
    areaList,
    purpose: searchPurposeOf(purpose),
    category: isCategoryId(category) ? category : 'residential',
  };
  const params = new URLSearchParams();
  if (areaList.length > 1) params.set('areas', areaList.slice(1).map((a) => a.id).join(','));
  for (const key of FORM_QUERY_KEYS) {
    const values = q.getAll(key).filter((v) => v !== '');
    if (values.length > 0) params.set(key, values.join(','));
  }
  const parsed = parseListingUrl(`${listingResultsPath(base)}?${params}`);
  if (!parsed) return null;
  return listingResultsHref(withPlaceNames(parsed, { city, areas: areaList }), { resetPage: true });
}

export type ResultsOutcome =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 | 303 }
  | {
      kind: 'results';
      filter: ListingFilter;
      result: ListingPage;
      crumbs: Array<{ name: string; href: string }>;
      liked: Set<number>;
      signedIn: boolean;
      /** The signed-in person's saved search of this filter (docs/decisions/087), or null. */
      savedSearchId: number | null;
      /** What the filter form offers: every city, and the areas and agencies of this one (filterChoices). */
      choices: SerializedChoices;
      /** An area typed in the home search that matched no area of the city: the page says so. */
      unmatchedArea: string | null;
      /** An area typed in the home search that several areas of the city match: offered to choose from. */
      areaMatches: AreaMatches | null;
    };

export interface AreaMatches {
  typed: string;
  areas: Array<{ name: string; href: string }>;
}

/** The lists of the filter form, remembered for a minute: they change far less often than pages are read. */
export function filterChoices(db: Kysely<Database>, cityId: number): Promise<SerializedChoices> {
  return memoFor(db, `choices:${cityId}`, async () => {
    const [cities, areas, agencies] = await Promise.all([
      listCities(db).then((all) => all.map((c) => ({ id: c.id, name: c.name }))),
      areasOfCity(db, cityId).then((all) => all.map((a) => ({ id: a.id, name: a.name }))),
      agenciesOfCity(db, cityId),
    ]);
    return serializeChoices({ cities, areas, agencies });
  });
}

/** Reads a results request (the URL the person asked for) into what the page shows. */
export async function loadResults(db: Kysely<Database>, url: URL, user: SessionUser | null): Promise<ResultsOutcome> {
  if (url.searchParams.has(FORM_MARK)) {
    const location = await formTarget(db, url);
    return location ? { kind: 'redirect', location, status: 303 } : { kind: 'not-found' };
  }
  // The home search's plain form (no script to point it at its results address) sends its fields.
  if (url.searchParams.has(HOME_CITY)) {
    const location = await homeFormTarget(db, url);
    if (location) return { kind: 'redirect', location, status: 303 };
  }
  const path = parseListingPath(url.pathname);
  const parsed = parseListingUrl(url);
  if (!path || !parsed) return { kind: 'not-found' };
  const typed = typedArea(url);
  let unmatchedArea: string | null = null;
  let matchingAreas: Array<{ id: number; title: string }> = [];
  if (typed !== null && path.areaId === null) {
    matchingAreas = await areasMatching(db, typed, path.cityId);
    if (matchingAreas.length === 1) {
      const [area] = matchingAreas;
      const target = new URL(url);
      target.searchParams.delete(TYPED_AREA);
      const inCity = parseListingUrl(target);
      const places = await placesOfFilter(db, path.cityId, [area.id]);
      if (inCity && places) {
        const filter = withPlaceNames({ ...inCity, areaList: [area] }, { city: places.city, areas: [area] });
        return { kind: 'redirect', location: listingResultsHref(filter, { resetPage: true }), status: 303 };
      }
    }
    if (matchingAreas.length === 0) unmatchedArea = typed;
  }
  // The path's area must be the city's; extra areas in the query that are not (left over from another
  // city, or gone) are dropped rather than turning the page into a 404, and the canonical address drops them.
  const places = await placesOfCity(
    db,
    parsed.city.id,
    parsed.areaList.map((a) => a.id),
  );
  if (!places || (path.areaId !== null && places.areas[0]?.id !== path.areaId)) return { kind: 'not-found' };
  const filter = withPlaceNames(
    { ...parsed, areaList: places.areas.map((a) => ({ id: a.id, title: '' })) },
    { city: places.city, areas: places.areas.map((a) => ({ id: a.id, title: a.name })) },
  );
  // The words before the ids are for people; a stale or mistyped one is sent to the current wording.
  const canonicalPath = listingResultsPath(filter);
  if (canonicalPath !== url.pathname.replace(/\/$/, '')) {
    return { kind: 'redirect', location: `${canonicalPath}${url.search}`, status: 301 };
  }

  const userId = await viewerUserId(db, user);
  const result = await searchListings(db, filter, { viewerKey: userId === null ? null : viewerKey(userId, '') });
  // A page past the last (an old link, or listings gone since) is sent on to the last page there is,
  // not shown as an empty 'Page 40 of 7'. Temporarily: the page may be there again tomorrow.
  if (filter.page > result.pageCount) {
    return { kind: 'redirect', location: listingResultsHref({ ...filter, page: result.pageCount }), status: 302 };
  }
  const liked = await likedAmong(
    db,
    userId,
    result.listings.map((l) => l.id),
  );
  return {
    kind: 'results',
    filter,
    result,
    crumbs: await crumbsOf(db, filter),
    liked,
    signedIn: user !== null,
    savedSearchId: userId === null ? null : await savedSearchIdOf(db, userId, filter),
    choices: await filterChoices(db, filter.city.id),
    unmatchedArea,
    areaMatches:
      matchingAreas.length > 1 && typed !== null
        ? {
            typed,
            areas: matchingAreas.map((area) => ({ name: area.title, href: listingResultsHref({ ...filter, areaList: [area] }, { resetPage: true }) })),
          }
        : null,
  };
}

/** The home search sends the area as the person typed it, beside a results address for the city. */
const TYPED_AREA = 'area';

function typedArea(url: URL): string | null {
  const text = url.searchParams.get(TYPED_AREA)?.trim().slice(0, 80) ?? '';
  return text === '' ? null : text;
}

/**
 * The areas of the city a typed name may stand for: the one with exactly that name, else every one
 * whose name contains the words, best known first (the suggestions' order). Several are offered to
 * choose from, never narrowed silently to the first (decision 011).
 */
export async function areasMatching(db: Kysely<Database>, text: string, cityId: number): Promise<Array<{ id: number; title: string }>> {
  const areas = (await suggestPlaces(db, text, cityId)).filter((p) => p.kind === 'area' && p.cityId === cityId);
  const wanted = text.toLowerCase();
  const exact = areas.find((a) => a.name.toLowerCase() === wanted);
  return (exact ? [exact] : areas).map((a) => ({ id: a.id, title: a.name }));
}

/** The home search's city field: present only when the form was sent as it is, without its script. */
const HOME_CITY = 'city';

/**
 * The results address the home search's plain form stands for: its purpose, city and category make
 * the path, the typed area stays in the query. Null when the city is unknown (the address is then
 * read as it is).
 */
async function homeFormTarget(db: Kysely<Database>, url: URL): Promise<string | null> {
  const q = url.searchParams;
  const cityId = Number(q.get(HOME_CITY));
  if (!Number.isInteger(cityId) || cityId <= 0) return null;
  const city = (await placesOfFilter(db, cityId, []))?.city;
  if (!city) return null;
  const category = q.get('category');
  const filter: ListingFilter = {
    ...defaultListingFilter(),
    city,
    purpose: searchPurposeOf(parsePurpose(q.get('purpose')) ?? 'sale'),
    category: isCategoryId(category) ? category : 'residential',
  };
  const typed = typedArea(url);
  return `${listingResultsPath(filter)}${typed === null ? '' : `?${new URLSearchParams({ [TYPED_AREA]: typed })}`}`;
}

/** Home > {Category} for {purpose} in {City} > the first area's larger areas > the area. */
async function crumbsOf(db: Kysely<Database>, filter: ListingFilter): Promise<Array<{ name: string; href: string }>> {
  const cityFilter: ListingFilter = { ...defaultListingFilter(), city: filter.city, purpose: filter.purpose, category: filter.category };
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: `${filter.purpose === 'buy' ? 'Buy' : 'Rent'} in ${filter.city.name}`, href: listingResultsHref(cityFilter) },
  ];
  const first = filter.areaList[0];
  if (!first) return crumbs;
  const chain = (await areaBreadcrumbs(db, first.id)) ?? [];
  for (const crumb of chain.filter((c) => c.kind === 'area')) {
    crumbs.push({ name: crumb.name, href: listingResultsHref({ ...cityFilter, areaList: [{ id: crumb.id, title: crumb.name }] }) });
  }
  return crumbs;
}
