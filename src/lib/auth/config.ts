/** What the browser needs to talk to the identity provider; nothing here is secret. */
export interface IdentityPublicConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Set for cognito-local; absent for Amazon Cognito, whose regional endpoint the library knows. */
  endpoint?: string;
  /** 'password' for cognito-local (no SRP there), 'srp' for Amazon Cognito. */
  authFlow: 'password' | 'srp';
  /** The pool's hosted domain for social sign-in; absent when social sign-in is off. */
  hostedDomain?: string;
  /** Issuer of the hosted domain's id tokens when it is not the pool's own. */
  oauthIssuer?: string;
}

/** Every issuer whose id tokens Basera accepts: the pool's, and the hosted domain's when configured apart. */
export function trustedIssuers(config: Pick<IdentityPublicConfig, 'region' | 'userPoolId' | 'endpoint' | 'oauthIssuer'>): string[] {
  const pool = issuerOf(config);
  const oauth = config.oauthIssuer?.replace(/\/+$/, '');
  return oauth && oauth !== pool ? [pool, oauth] : [pool];
}

/** The token issuer: cognito-local names itself after its endpoint, Cognito after its region. */
export function issuerOf(config: Pick<IdentityPublicConfig, 'region' | 'userPoolId' | 'endpoint'>): string {
  const base = config.endpoint ? config.endpoint.replace(/\/+$/, '') : `https://cognito-idp.${config.region}.amazonaws.com`;
  return `${base}/${config.userPoolId}`;
}
