/**
 * Social sign-in through the pool's hosted domain: the OAuth2 authorization-code flow with PKCE
 * (S256), run by the server so the tokens end up only in Basera's HttpOnly cookies. The pending
 * flow (state, verifier, provider, where to go back to) waits in a short-lived HttpOnly cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { settings } from '../config/settings.server';
import { identityConfig } from './config.server';
import type { SocialProviderId } from './social';

export const OAUTH_FLOW_COOKIE = 'basera_oauth';
export const OAUTH_FLOW_MINUTES = 10;
/** Cognito's scopes: the person's e-mail, phone and name, and their own attributes later on. */
export const OAUTH_SCOPES = 'openid email phone profile aws.cognito.signin.user.admin';

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

export const pendingFlowSchema = z.object({
  state: z.string().min(16),
  verifier: z.string().min(43),
  provider: z.enum(['google', 'facebook', 'apple']),
  redirect: z.string().nullable(),
});
export type PendingFlow = z.infer<typeof pendingFlowSchema>;

export function readPendingFlow(raw: string | undefined): PendingFlow | null {
  if (!raw) return null;
  try {
    const parsed = pendingFlowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writePendingFlow(flow: PendingFlow): string {
  return Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url');
}

/** Where the hosted domain sends the person back: one fixed address, registered with the app client. */
export function callbackUrl(): string {
  return new URL('/api/auth/callback', settings().PUBLIC_SITE_URL).toString();
}

/** The hosted domain's authorize address for one provider, or null when social sign-in is off. */
export function authorizeUrl(identityProvider: string, state: string, challenge: string): string | null {
  const { hostedDomain, clientId } = identityConfig();
  if (!hostedDomain) return null;
  const url = new URL('/oauth2/authorize', hostedDomain);
  url.search = new URLSearchParams({
    identity_provider: identityProvider,
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callbackUrl(),
    scope: OAUTH_SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export function newFlow(provider: SocialProviderId, redirect: string | null): { flow: PendingFlow; challenge: string } {
  const { verifier, challenge } = pkcePair();
  return { flow: { state: base64url(randomBytes(24)), verifier, provider, redirect }, challenge };
}

const tokenResponseSchema = z.object({ id_token: z.string().min(1), refresh_token: z.string().min(1).optional() });

/** Trades the code for tokens at the hosted domain's token endpoint (public client: the verifier is the proof). */
export async function exchangeCode(code: string, verifier: string): Promise<z.infer<typeof tokenResponseSchema> | null> {
  const { hostedDomain, clientId } = identityConfig();
  if (!hostedDomain) return null;
  const res = await fetch(new URL('/oauth2/token', hostedDomain), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: callbackUrl(), code_verifier: verifier }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return null;
  const parsed = tokenResponseSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
