import { settings } from '../config/settings.server';
import type { IdentityPublicConfig } from './config';

export function identityConfig(): IdentityPublicConfig {
  const s = settings();
  return {
    region: s.COGNITO_REGION,
    userPoolId: s.COGNITO_USER_POOL_ID,
    clientId: s.COGNITO_CLIENT_ID,
    endpoint: s.COGNITO_ENDPOINT,
    authFlow: s.COGNITO_AUTH_FLOW ?? (s.COGNITO_ENDPOINT ? 'password' : 'srp'),
    ...(s.COGNITO_HOSTED_DOMAIN ? { hostedDomain: s.COGNITO_HOSTED_DOMAIN.replace(/\/+$/, '') } : {}),
    ...(s.COGNITO_OAUTH_ISSUER ? { oauthIssuer: s.COGNITO_OAUTH_ISSUER.replace(/\/+$/, '') } : {}),
  };
}

export function identityConfigured(): boolean {
  const c = identityConfig();
  return c.userPoolId !== '' && c.clientId !== '';
}
