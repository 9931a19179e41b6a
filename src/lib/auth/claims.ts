import type { SessionUser } from '../accounts/types';
import { canSignIn } from '../accounts/roles';

/** Claims of a verified identity token that Basera reads. */
export type IdentityClaims = Record<string, unknown> & { sub?: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The person an id token speaks for, or null when their role may not sign in: a token is only
 * as good as the sign-in rule, so a forbidden role is treated as signed out everywhere.
 */
export function sessionUserFromClaims(claims: IdentityClaims): SessionUser | null {
  const role = text(claims['custom:user_role']) ?? 'webUser';
  if (!claims.sub || !canSignIn(role)) return null;
  const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
  return {
    id: claims.sub,
    email: text(claims.email),
    phone: text(claims.phone_number) ?? text(claims['custom:phone']),
    name: text(claims.name),
    role,
    groups,
  };
}
