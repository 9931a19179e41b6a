import { z } from 'zod';
import { endpoint } from '../../../lib/http/endpoint';
import { problem } from '../../../lib/http/problem';
import { getDb } from '../../../lib/db';
import { clientKey, consume } from '../../../lib/ratelimit';
import { legacySignInFallback } from '../../../lib/accounts/legacy.server';

const ATTEMPTS_PER_CLIENT = { name: 'legacy-sign-in', max: 10, windowMs: 15 * 60 * 1000 };

export const POST = endpoint(
  {
    method: 'POST',
    path: '/api/auth/legacy-sign-in',
    summary: 'After a failed sign-in: move an account flagged for a password reset (or unknown) over from the legacy system',
    tags: ['Accounts'],
    body: z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(256) }),
    response: z.object({ retry: z.boolean() }),
    errors: { 429: 'Too many attempts from this client' },
  },
  async ({ body, context }) => {
    const verdict = await consume(ATTEMPTS_PER_CLIENT, clientKey(context.request, context.clientAddress));
    if (!verdict.allowed) return problem(429, 'Too many attempts. Please try again later.', {}, { 'retry-after': String(verdict.retryAfterSeconds) });
    return legacySignInFallback(getDb(), body.username, body.password);
  },
);
