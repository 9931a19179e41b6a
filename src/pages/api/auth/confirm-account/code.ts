import { z } from 'zod';
import { endpoint } from '../../../../lib/http/endpoint';
import { clientKey } from '../../../../lib/ratelimit';
import { confirmationCodeRequestSchema } from '../../../../lib/accounts/api-schema';
import { sendConfirmationCode } from '../../../../lib/accounts/confirm.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/auth/confirm-account/code',
    summary: 'Send a code to the e-mail or phone an unconfirmed account signs in with',
    tags: ['Accounts'],
    body: confirmationCodeRequestSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: {
      404: "'There is no account to confirm for this email or phone number'",
      429: 'Too many codes for this address or this client',
      503: 'The code could not be sent',
    },
  },
  ({ body, context }) => sendConfirmationCode(body.username, clientKey(context.request, context.clientAddress)),
);
