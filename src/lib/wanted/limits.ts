import type { Limit } from '@/lib/ratelimit';
import { formatOrdinalDate } from '@/lib/text/dates';

/**
 * How many Wanted requests one person may post. Each is shown, with its phone number, to every signed-in
 * owner and agent, and stays open: a handful a day covers someone looking in a few places or for a few
 * kinds of property, and stops one account filling a city's list.
 */
export const WANTED_POST_LIMIT = { name: 'wanted-post', max: 5, windowMs: 24 * 60 * 60_000 } as const satisfies Limit;

/**
 * How often one person may ask to keep requests open. A request can be kept open only once in its last
 * week (WANTED_RENEW_BEFORE_DAYS), so a person needs this once per request they still want; twice the
 * posting limit covers a week's worth of requests coming due together, and bounds a script's attempts.
 */
export const WANTED_RENEW_LIMIT = { name: 'wanted-renew', max: 10, windowMs: 24 * 60 * 60_000 } as const satisfies Limit;

/**
 * How long a Wanted request is shown: 30 days from posting, or from the day its poster last kept it open.
 * A request carries the poster's phone number to every signed-in owner and agent, so it must not outlive
 * the search: most people find a home to rent within weeks, and someone still looking says so with one
 * button. After this, the request leaves every list, and its number with it.
 */
export const WANTED_OPEN_DAYS = 30;

/**
 * A request can be kept open for another WANTED_OPEN_DAYS only in its last 7 days, or after it expired.
 * Earlier, one click a day would pin a request (and a phone number) to the lists for good, with nobody
 * ever having to say the search is still on; and the new date would hardly differ from the old one.
 */
export const WANTED_RENEW_BEFORE_DAYS = 7;

/**
 * For 30 days after a request expired, its poster is told so on the Wanted page and may still keep it
 * open. Later than that, what they asked for is two months old: posting it again, checked, is better.
 */
export const WANTED_EXPIRED_KEPT_DAYS = 30;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ms = (time: Date | string) => (typeof time === 'string' ? new Date(time).getTime() : time.getTime());

/** When a request posted, or kept open, at `from` leaves the lists (an ISO time). */
export function wantedOpenUntil(from: Date | string): string {
  return iso(ms(from) + WANTED_OPEN_DAYS * DAY_MS);
}

/**
 * The open-until times a request can be kept open from at `now`: later than `after` (it expired at most
 * WANTED_EXPIRED_KEPT_DAYS ago) and no later than `upTo` (it has at most WANTED_RENEW_BEFORE_DAYS left).
 * The same bounds say which expired requests the poster is told about: open-until in (after, now].
 */
export function wantedRenewWindow(now: Date = new Date()): { after: string; upTo: string } {
  return { after: iso(now.getTime() - WANTED_EXPIRED_KEPT_DAYS * DAY_MS), upTo: iso(now.getTime() + WANTED_RENEW_BEFORE_DAYS * DAY_MS) };
}

export type WantedRenewal =
  /** Kept open, it is shown until `openUntil`: 30 days from now, never more (it does not add up). */
  | { kind: 'allowed'; openUntil: string }
  /** Too soon: it can be kept open from `from` (a week before it expires). */
  | { kind: 'too-early'; from: string }
  /** It expired too long ago; post it again. */
  | { kind: 'too-late' };

/** From when a request shown until `openUntil` can be kept open for longer. */
export function wantedRenewableFrom(openUntil: string): string {
  return iso(ms(openUntil) - WANTED_RENEW_BEFORE_DAYS * DAY_MS);
}

/** Whether a request shown until `openUntil` can be kept open at `now`, and until when. */
export function wantedRenewal(openUntil: string, now: Date = new Date()): WantedRenewal {
  const window = wantedRenewWindow(now);
  if (openUntil > window.upTo) return { kind: 'too-early', from: wantedRenewableFrom(openUntil) };
  if (openUntil <= window.after) return { kind: 'too-late' };
  return { kind: 'allowed', openUntil: wantedOpenUntil(now) };
}

export const wantedMessages = {
  tooMany: 'You have posted several requests today. Please try again tomorrow.',
  closed: 'Your request is closed. Owners and agents no longer see it.',
  notYours: 'You have no open request with this id.',
  renewed: `Your request is open for another ${WANTED_OPEN_DAYS} days.`,
  renewNotFound: 'You have no request with this id to keep open.',
  renewClosed: 'You closed this request. If you are still looking, please post it again.',
  renewTooLate: 'This request expired too long ago to keep open. If you are still looking, please post it again.',
  renewTooMany: 'You have kept several requests open today. Please try again tomorrow.',
  signInToRenew: 'Please sign in to keep your request open.',
  signInToPost: 'Please sign in to post your request.',
  signInToClose: 'Please sign in to close your request.',
} as const;

/** Why a request cannot be kept open yet, with its dates in the words the page uses. */
export function wantedRenewTooEarly(openUntil: string, from: string): string {
  return `Your request is shown until ${formatOrdinalDate(openUntil)}. You can keep it open for longer from ${formatOrdinalDate(from)}.`;
}
