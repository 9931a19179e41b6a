import type { SessionUser } from './types';

/** The roles that may sign in (spec section 5, 'Sign-in role rule'); any other role is refused. */
export const SIGN_IN_ROLES = ['webUser', 'agent', 'mobileUser'] as const;

export type SignInRole = (typeof SIGN_IN_ROLES)[number];

export function canSignIn(role: string | null | undefined): role is SignInRole {
  return (SIGN_IN_ROLES as readonly string[]).includes(role ?? '');
}

/** Operators are ordinary users in the `moderators` group: rights come from groups, not roles. */
export const OPERATOR_GROUP = 'moderators';

/** Whether this person is an operator: the one test of it, for pages, endpoints and the menus. */
export function isOperator(user: Pick<SessionUser, 'groups'> | null | undefined): boolean {
  return !!user?.groups.includes(OPERATOR_GROUP);
}
