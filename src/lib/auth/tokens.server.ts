import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SessionUser } from '../accounts/types';
import { trustedIssuers, type IdentityPublicConfig } from './config';
import { sessionUserFromClaims } from './claims';
import { identityConfig } from './config.server';
import { BoundedCache } from '../cache/bounded';

const keySets = new Map<string, JWTVerifyGetKey>();
/**
 * Id tokens already verified, kept until they expire. A signed-in person's every request carries the
 * same token; checking its RSA signature each time costs CPU and a turn on the thread pool, which on a
 * busy server is most of a signed-in request's wait. A token's signature and claims cannot change, so
 * the answer for it holds until its expiry, exactly as verifying again would say (nothing is revoked
 * by signature alone). Only good tokens are kept, at most 5,000.
 */
const verifiedTokens = new BoundedCache<{ user: SessionUser; expiresAt: number }>(5000);

function keySet(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * Verifies an id token of the pool: signature against its issuer's published keys, issuer,
 * expiry, token use and the app client it was issued to. Returns the person, or null for any
 * token that is not good (expired, forged, another pool's, a role that may not sign in). A good
 * token's answer is kept until it expires (verifiedTokens).
 */
export async function verifyIdToken(
  token: string,
  config: IdentityPublicConfig = identityConfig(),
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  if (!token || !config.userPoolId || !config.clientId) return null;
  const key = `${config.userPoolId}\n${config.clientId}\n${token}`;
  const known = verifiedTokens.get(key);
  if (known) return known;
  try {
    // Password sign-ins come from the pool, social ones from the hosted domain: both are trusted,
    // each with its own published keys (the same issuer for both on Amazon Cognito).
    const claimed = decodeJwt(token).iss;
    const issuer = trustedIssuers(config).find((candidate) => candidate === claimed);
    if (!issuer) return null;
    const { payload } = await jwtVerify(token, keySet(`${issuer}/.well-known/jwks.json`), {
      issuer,
      audience: config.clientId,
      algorithms: ['RS256'],
    });
    if (payload.token_use !== 'id') return null;
    const user = sessionUserFromClaims(payload);
    if (!user || !payload.exp) return null;
    const verified = { user, expiresAt: payload.exp * 1000 };
    verifiedTokens.set(key, verified, verified.expiresAt);
    return verified;
  } catch {
    return null;
  }
}
