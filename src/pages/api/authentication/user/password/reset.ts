import { z } from 'zod';
import { endpoint } from '../../../../../lib/http/endpoint';
import { passwordResetSchema } from '../../../../../lib/accounts/api-schema';
import { resetPassword } from '../../../../../lib/accounts/profile.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/authentication/user/password/reset',
    summary: 'Set a new password: with the grant from a verified reset code for that phone, or by an operator',
    tags: ['Accounts'],
    body: passwordResetSchema,
    response: z.object({ changed: z.literal(true) }),
    errors: { 401: 'No grant and not signed in', 403: 'The grant is not valid or has expired', 404: "'This phone number is not registered', or not allowed" },
  },
  ({ body, context }) => resetPassword(context.locals.user, body),
);
