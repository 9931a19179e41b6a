import type { IdentityPublicConfig } from './config';
import { identityConfig } from './config.server';

/**
 * A new id token from a refresh token, asked of the provider directly (InitiateAuth with
 * REFRESH_TOKEN_AUTH is a public call of the app client); null when the refresh token is no good,
 * undefined when the provider could not be asked (unreachable, timed out, failing): the token may still be good.
 */
export async function refreshIdToken(refreshToken: string, config: IdentityPublicConfig = identityConfig()): Promise<string | null | undefined> {
  const endpoint = config.endpoint ? config.endpoint.replace(/\/+$/, '') + '/' : `https://cognito-idp.${config.region}.amazonaws.com/`;
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: config.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status >= 500) return undefined;
    if (!res.ok) return null;
    const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
    return body.AuthenticationResult?.IdToken ?? null;
  } catch {
    return undefined;
  }
}
