import { z } from 'zod';
import { endpoint } from '../../../../../lib/http/endpoint';
import { accountIdParams } from '../../../../../lib/accounts/api-schema';
import { revokeSessions } from '../../../../../lib/accounts/profile.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/authentication/user/revoke-session/{id}',
    summary: "Sign an account out everywhere by revoking its refresh tokens (own account, or an operator)",
    tags: ['Accounts'],
    access: 'user',
    params: accountIdParams,
    response: z.object({ revoked: z.boolean() }),
    errors: { 401: 'Not signed in', 404: "Someone else's account" },
  },
  ({ params, context }) => revokeSessions(context.locals.user!, params.id),
);
