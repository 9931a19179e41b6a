import { z } from 'zod';
import { endpoint } from '../../../../lib/http/endpoint';
import { HttpError } from '../../../../lib/http/problem';
import { safeRedirect } from '../../../../lib/auth/guard';
import { SOCIAL_PROVIDER_IDS, socialProvider } from '../../../../lib/auth/social';
import { OAUTH_FLOW_COOKIE, OAUTH_FLOW_MINUTES, authorizeUrl, newFlow, writePendingFlow } from '../../../../lib/auth/oauth.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/auth/social/{provider}',
    summary: "Start social sign-in (Google, Facebook, Apple) at the pool's hosted domain: OAuth2 code flow with PKCE",
    tags: ['Accounts'],
    params: z.object({ provider: z.enum(SOCIAL_PROVIDER_IDS) }),
    query: z.object({ redirect: z.string().max(2000).optional() }),
    errors: { 404: 'Social sign-in is not configured' },
  },
  ({ params, query, context }) => {
    const provider = socialProvider(params.provider)!;
    const redirect = query.redirect ? safeRedirect(query.redirect) : null;
    const { flow, challenge } = newFlow(provider.id, redirect);
    const location = authorizeUrl(provider.identityProvider, flow.state, challenge);
    if (!location) throw new HttpError(404, 'Not found.');
    context.cookies.set(OAUTH_FLOW_COOKIE, writePendingFlow(flow), {
      httpOnly: true,
      sameSite: 'lax',
      secure: context.url.protocol === 'https:',
      path: '/api/auth',
      maxAge: OAUTH_FLOW_MINUTES * 60,
    });
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
  },
);
