/** What the browser needs to talk to the identity provider; nothing here is secret. */
export interface IdentityPublicConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Set for cognito-local; absent for Amazon Cognito, whose regional endpoint the library knows. */
  endpoint?: string;
  /** 'password' for cognito-local (no SRP there), 'srp' for Amazon Cognito. */
  authFlow: 'password' | 'srp';
}

/** The token issuer: cognito-local names itself after its endpoint, Cognito after its region. */
export function issuerOf(config: Pick<IdentityPublicConfig, 'region' | 'userPoolId' | 'endpoint'>): string {
  const base = config.endpoint ? config.endpoint.replace(/\/+$/, '') : `https://cognito-idp.${config.region}.amazonaws.com`;
  return `${base}/${config.userPoolId}`;
}
