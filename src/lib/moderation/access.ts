import type { SessionUser } from '@/lib/accounts/types';

/** The identity provider group whose members run the operators' console. */
export const MODERATORS_GROUP = 'moderators';

/** Whether this person may use the operators' console (everyone else is answered 404). */
export function isModerator(user: SessionUser | null | undefined): user is SessionUser {
  return !!user && user.groups.includes(MODERATORS_GROUP);
}
