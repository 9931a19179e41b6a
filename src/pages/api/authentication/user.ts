import { endpoint } from '../../../lib/http/endpoint';
import { accountSchema, lookUpQuerySchema } from '../../../lib/accounts/api-schema';
import { lookUpAccount } from '../../../lib/accounts/profile.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/authentication/user',
    summary: 'Find an account by phone_number or email (the signed-in person finds themselves; operators anyone)',
    tags: ['Accounts'],
    access: 'user',
    query: lookUpQuerySchema,
    response: accountSchema,
    errors: { 401: 'Not signed in', 404: 'No such account, or not yours' },
  },
  ({ query, context }) => lookUpAccount(context.locals.user!, query),
);
