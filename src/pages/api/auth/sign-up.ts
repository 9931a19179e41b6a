import { z } from 'zod';
import { endpoint } from '../../../lib/http/endpoint';
import { problem } from '../../../lib/http/problem';
import { signUpSchema } from '../../../lib/accounts/rules';
import { signUp } from '../../../lib/accounts/signup.server';
import { clientKey, consume } from '../../../lib/ratelimit';

const SIGN_UPS_PER_CLIENT = { name: 'sign-up', max: 10, windowMs: 60 * 60 * 1000 };

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/auth/sign-up',
    summary:
      'Create a web-user account (name, an e-mail or a phone number or both, password); the browser then signs in. A phone alone is proven first: without otp a code is sent to it (codeSentTo), with the right otp the account is made',
    tags: ['Accounts'],
    body: signUpSchema,
    response: z.union([z.object({ username: z.string() }), z.object({ codeSentTo: z.string() })]),
    errors: {
      409: "'User Already Exists' or 'This phone is already registered!' (a verified phone only)",
      429: 'Too many sign-ups or codes from this client, or too many wrong codes',
      502: "'Failed To Sign Up'",
      503: 'The code could not be sent',
    },
  },
  async ({ body, context }) => {
    const client = clientKey(context.request, context.clientAddress);
    // Asking for a code is limited with the other codes; an account is made only with one.
    if (body.email !== '' || body.otp) {
      const verdict = await consume(SIGN_UPS_PER_CLIENT, client);
      if (!verdict.allowed) {
        return problem(429, 'Too many attempts. Please try again later.', {}, { 'retry-after': String(verdict.retryAfterSeconds) });
      }
    }
    return signUp(body, client);
  },
);
