import { z } from 'zod';
import { endpoint } from '../../../../lib/http/endpoint';
import { clientKey } from '../../../../lib/ratelimit';
import { otpVerifySchema } from '../../../../lib/otp/schema';
import { verifyOtp } from '../../../../lib/otp/service.server';

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/v2/verify/otp',
    summary: 'Check a one-time code: verifies the phone, or returns a reset grant for the password reset (phone or e-mail)',
    tags: ['Accounts'],
    body: otpVerifySchema,
    response: z.object({ verified: z.literal(true), resetGrant: z.string().optional() }),
    errors: { 401: 'Verifying a phone needs a signed-in person', 409: "Another account's phone", 429: 'The code is locked after 20 wrong tries, or too many checks' },
  },
  ({ body, context }) =>
    verifyOtp({
      address: (body.phone_number ?? body.email)!,
      otp: body.otp,
      purpose: body.purpose,
      user: context.locals.user,
      client: clientKey(context.request, context.clientAddress),
    }),
);
