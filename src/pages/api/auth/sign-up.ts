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
    summary: 'Create a web-user account (name, an e-mail or a phone number or both, password); the browser then signs in',
    tags: ['Accounts'],
    body: signUpSchema,
    response: z.object({ username: z.string() }),
    errors: { 409: "'User Already Exists' or 'This phone is already registered!'", 429: 'Too many sign-ups from this client', 502: "'Failed To Sign Up'" },
  },
  async ({ body, context }) => {
    const verdict = await consume(SIGN_UPS_PER_CLIENT, clientKey(context.request, context.clientAddress));
    if (!verdict.allowed) {
      return problem(429, 'Too many attempts. Please try again later.', {}, { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    return signUp(body);
  },
);
