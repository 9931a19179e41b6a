import type { SessionUser } from '@/lib/accounts/types';
import { isOperator, OPERATOR_GROUP } from '@/lib/accounts/roles';

/** The identity provider group whose members run the operators' console. */
export const MODERATORS_GROUP = OPERATOR_GROUP;

/**
 * Whether this person may use the operators' console (everyone else is answered 404): an operator, as
 * `isOperator` decides. Pages read it as 'there is a user, and an operator'.
 */
export function isModerator(user: SessionUser | null | undefined): user is SessionUser {
  return isOperator(user);
}
