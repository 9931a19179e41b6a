/**
 * What /moderation shows an operator (decision 051): the review queue, a page of it claimed for them
 * under this load's hold (decision 064), or one listing opened directly, or the reports; and the answer to
 * 'Hand these listings back'. Anyone else is told there is no such page.
 */
import type { AstroGlobal } from 'astro';
import { getDb, rowId } from '@/lib/db';
import { ensureUserRow } from '@/lib/accounts/users.server';
import { receiveHandBackForm } from './page-forms.server';
import { cursorOf, parseCursor, queueCities, queueCount, reportsQueue } from './queue.server';
import { claimQueuePage, parseHold, type ClaimedQueue } from './claims.server';
import { isModerator } from './access';

/** Listings a page of the queue shows. */
export const QUEUE_PAGE = 20;

export async function loadModerationPage(Astro: AstroGlobal) {
  // Operators only; everyone else is told there is no such page.
  if (!isModerator(Astro.locals.user)) return new Response(null, { status: 404 });
  const params = Astro.url.searchParams;
  const db = getDb();
  const operatorId = await ensureUserRow(db, Astro.locals.user!);
  // 'Hand these listings back', posted (with or without script): the page's hold is let go of, and the
  // operator is sent to a queue page that says so and claims nothing (Post/Redirect/Get). Loading the
  // queue there would claim the same listings again.
  if (Astro.request.method === 'POST') return Astro.redirect(await receiveHandBackForm(db, operatorId, Astro.request), 303);
  const view = params.get('view') === 'reports' ? 'reports' : 'queue';
  // ?listing=<id> opens one listing in review (a link from a report, an owner's question).
  const only = rowId(params.get('listing')) ?? undefined;
  // ?city=<id> is one city's part of the queue (operators who know its areas); ?after=<cursor> the next page.
  const cityId = rowId(params.get('city')) ?? undefined;
  const after = parseCursor(params.get('after')) ?? undefined;
  // ?left=<hold>: this tab came from a page whose links carry its hold; that page's listings are let go of.
  const left = parseHold(params.get('left'));
  // ?released=<n>: the listings of a page were just handed back. Nothing is claimed until they start again.
  const handedBack = view === 'queue' && only === undefined && params.has('released') ? Math.max(0, Math.trunc(Number(params.get('released'))) || 0) : null;
  // The listings shown are claimed for this operator under this load's hold; other operators' pages go on
  // past them, and the operator's other tabs keep theirs (decision 064).
  const viewer = { operatorId, now: new Date() };
  const countOnly = (total: number): ClaimedQueue => ({ hold: '', total, claimedByOthers: 0, items: [], next: null });
  const [queue, reports, cities, allInReview] = await Promise.all([
    view === 'queue' && handedBack === null ? claimQueuePage(db, viewer, QUEUE_PAGE, only, { cityId, after }, { left }) : queueCount(db, view === 'queue' ? cityId : undefined).then(countOnly),
    reportsQueue(db, view === 'reports' ? 50 : 1),
    view === 'queue' && only === undefined && handedBack === null ? queueCities(db) : Promise.resolve([]),
    cityId !== undefined ? queueCount(db) : Promise.resolve(null),
  ]);
  // The page's own links and forms carry its hold: following one lets go of this page, in this tab only.
  // `data-left` marks them for the console's script, which keeps a link opened in another tab from naming it.
  const leaving: Record<string, string> = queue.hold ? { left: queue.hold } : {};
  const leaves = queue.hold || undefined;
  const filterHref = (extra: Record<string, string>) => `/moderation?${new URLSearchParams({ ...(cityId ? { city: String(cityId) } : {}), ...leaving, ...extra })}`;
  // The whole queue from the top, from this tab: this page's listings let go of, as by any of its links.
  const wholeQueue = queue.hold ? `/moderation?${new URLSearchParams(leaving)}` : '/moderation';
  const next = queue.next ? filterHref({ after: cursorOf(queue.next) }) : null;
  const again = new URLSearchParams(params);
  again.delete('left');
  for (const [name, value] of Object.entries(leaving)) again.set(name, value);
  const othersHold = only === undefined ? queue.claimedByOthers : 0;
  const cityName = cities.find((c) => c.id === cityId)?.name;
  // Reports about one listing are one card, where the oldest of them would be (a Map keeps that order).
  const byListing = new Map<number, typeof reports.items>();
  for (const report of reports.items) byListing.set(report.listingId, [...(byListing.get(report.listingId) ?? []), report]);
  const reportGroups = [...byListing.values()];
  Astro.response.headers.set('cache-control', 'private, no-store');
  return { view, only, cityId, after, handedBack, queue, reports, cities, allInReview, leaves, filterHref, wholeQueue, next, again, othersHold, cityName, reportGroups };
}
