import { z } from 'zod';
import { endpoint } from '../../../../lib/http/endpoint';
import { clientKey } from '../../../../lib/ratelimit';
import { emailOtpRequestSchema } from '../../../../lib/otp/schema';
import { requestEmailOtp } from '../../../../lib/otp/service.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/v2/email/otp',
    summary: 'Send a password-reset code to the e-mail address of an account',
    tags: ['Accounts'],
    body: emailOtpRequestSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: {
      404: "'This email is not registered'",
      429: 'Too many codes for this address or this client',
      503: 'The e-mail could not be sent; ask again',
    },
  },
  ({ body, context }) => requestEmailOtp({ email: body.email, client: clientKey(context.request, context.clientAddress) }),
);
