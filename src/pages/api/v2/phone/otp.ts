import { z } from 'zod';
import { endpoint } from '../../../../lib/http/endpoint';
import { clientKey } from '../../../../lib/ratelimit';
import { otpRequestSchema } from '../../../../lib/otp/schema';
import { requestOtp } from '../../../../lib/otp/service.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/v2/phone/otp',
    summary: 'Send a one-time code to a phone (verify_phone: signed in; reset_password: a registered phone)',
    tags: ['Accounts'],
    body: otpRequestSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: {
      401: 'Verifying a phone needs a signed-in person',
      404: "'This phone number is not registered' (reset)",
      409: "'This phone number is already registered' (another account's phone)",
      429: 'Too many codes for this phone or this client',
    },
  },
  ({ body, context }) =>
    requestOtp({ phone: body.phone_number, purpose: body.purpose, user: context.locals.user, client: clientKey(context.request, context.clientAddress) }),
);
