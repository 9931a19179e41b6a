import type { Limit } from '@/lib/ratelimit';

/**
 * How many Wanted requests one person may post. Each is shown, with its phone number, to every signed-in
 * owner and agent, and stays open: a handful a day covers someone looking in a few places or for a few
 * kinds of property, and stops one account filling a city's list.
 */
export const WANTED_POST_LIMIT = { name: 'wanted-post', max: 5, windowMs: 24 * 60 * 60_000 } as const satisfies Limit;

/**
 * How long a Wanted request is shown: 30 days from posting. A request carries the poster's phone number
 * to every signed-in owner and agent, so it must not outlive the search: most people find a home to rent
 * within weeks, and a buyer still looking after a month can post again in a minute (the form keeps their
 * name and number). After this, the request leaves every list, and its number with it.
 */
export const WANTED_OPEN_DAYS = 30;
const DAY_MS = 86_400_000;

/** When a request posted at `createdAt` leaves the lists (an ISO time). */
export function wantedExpiresAt(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + WANTED_OPEN_DAYS * DAY_MS).toISOString();
}

/** Requests posted at or before this time have expired; those posted after it are still shown. */
export function wantedCutoff(now: Date = new Date()): string {
  return new Date(now.getTime() - WANTED_OPEN_DAYS * DAY_MS).toISOString();
}

export const wantedMessages = {
  tooMany: 'You have posted several requests today. Please try again tomorrow.',
  closed: 'Your request is closed. Owners and agents no longer see it.',
  notYours: 'You have no open request with this id.',
} as const;
