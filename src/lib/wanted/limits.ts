import type { Limit } from '@/lib/ratelimit';

/**
 * How many Wanted requests one person may post. Each is shown, with its phone number, to every signed-in
 * owner and agent, and stays open: a handful a day covers someone looking in a few places or for a few
 * kinds of property, and stops one account filling a city's list.
 */
export const WANTED_POST_LIMIT = { name: 'wanted-post', max: 5, windowMs: 24 * 60 * 60_000 } as const satisfies Limit;

export const wantedMessages = {
  tooMany: 'You have posted several requests today. Please try again tomorrow.',
  closed: 'Your request is closed. Owners and agents no longer see it.',
  notYours: 'You have no open request with this id.',
} as const;
