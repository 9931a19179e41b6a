import { z } from 'zod';
import { endpoint } from '../../../lib/http/endpoint';
import { clientKey } from '../../../lib/ratelimit';
import { confirmAccountSchema } from '../../../lib/accounts/api-schema';
import { confirmAccount } from '../../../lib/accounts/confirm.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/auth/confirm-account',
    summary: 'Confirm an account the identity provider holds as unconfirmed, with the code sent to the e-mail or phone it signs in with; the browser then signs in',
    tags: ['Accounts'],
    body: confirmAccountSchema,
    response: z.object({ confirmed: z.literal(true) }),
    errors: {
      404: "'There is no account to confirm for this email or phone number'",
      409: "'This phone number is already registered' (another account has that phone verified)",
      429: 'The code is locked after 20 wrong tries, or too many checks',
    },
  },
  ({ body, context }) => confirmAccount(body.username, body.otp, clientKey(context.request, context.clientAddress)),
);
