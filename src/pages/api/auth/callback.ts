import { z } from 'zod';
import { endpoint } from '../../../lib/http/endpoint';
import { getDb } from '../../../lib/db';
import { AUTH_COOKIE, REFRESH_COOKIE, authCookieOptions } from '../../../lib/auth/cookie';
import { verifyIdToken } from '../../../lib/auth/tokens.server';
import { OAUTH_FLOW_COOKIE, exchangeCode, readPendingFlow } from '../../../lib/auth/oauth.server';
import { SOCIAL_ERROR_PARAM } from '../../../lib/auth/social';
import { migrateSocialUserOnce } from '../../../lib/accounts/social.server';

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/auth/callback',
    summary: "Where the hosted domain returns after social sign-in: trades the code for tokens and sets Basera's auth cookies",
    tags: ['Accounts'],
    query: z.object({ code: z.string().max(2048).optional(), state: z.string().max(512).optional(), error: z.string().max(200).optional() }),
  },
  async ({ query, context }) => {
    const flow = readPendingFlow(context.cookies.get(OAUTH_FLOW_COOKIE)?.value);
    context.cookies.delete(OAUTH_FLOW_COOKIE, { path: '/api/auth' });
    // A refused consent, a stale or forged state, or a code that does not trade: back to sign in.
    const failed = () => redirectTo(`/?signin=1&${SOCIAL_ERROR_PARAM}=1`);
    if (!flow || !query.code || query.error || query.state !== flow.state) return failed();
    const tokens = await exchangeCode(query.code, flow.verifier).catch(() => null);
    const verified = tokens ? await verifyIdToken(tokens.id_token) : null;
    if (!tokens || !verified) return failed();

    context.cookies.set(AUTH_COOKIE, tokens.id_token, authCookieOptions(context.url));
    if (tokens.refresh_token) context.cookies.set(REFRESH_COOKIE, tokens.refresh_token, authCookieOptions(context.url));
    await migrateSocialUserOnce(getDb(), verified.user, flow.provider);
    return redirectTo(flow.redirect ?? '/');
  },
);
