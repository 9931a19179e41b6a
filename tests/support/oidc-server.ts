// A stand-in for the user pool's hosted domain: an OpenID provider (oidc-provider) at Cognito's
// paths (/oauth2/authorize, /oauth2/token, keys at /.well-known/jwks.json) that signs in whoever
// the test named last, as if they had picked that account at Google, and issues Cognito-shaped
// id tokens (token_use 'id', audience the app client). Any client id is accepted, since the pool's
// client id is made when cognito-local starts; redirect URIs are still checked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

export interface SocialAccount {
  sub: string;
  email: string;
  name: string;
}

export interface OidcStandIn {
  url: string;
  /** Who the next sign-in is (the person's choice at the provider). */
  nextAccount: (account: SocialAccount) => void;
  /** The identity_provider of each authorize request, in order. */
  authorizations: string[];
  close: () => Promise<void>;
}

export async function startOidcServer(options: { port?: number; redirectUris: string[] }): Promise<OidcStandIn> {
  const server = createServer();
  // The provider needs its own address, so it is made after listening; a request that arrives in
  // between (a readiness check polling the port) waits for it instead of finding no handler at all.
  let providerReady!: () => void;
  const ready = new Promise<void>((resolve) => (providerReady = resolve));
  let onRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void = () => {};
  server.on('request', (req, res) => {
    void ready.then(() => onRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, SocialAccount>();
  let next: SocialAccount | null = null;
  const authorizations: string[] = [];

  class AnyClientAdapter extends MemoryAdapter {
    constructor(private readonly model: string) {
      super(model);
    }
    async find(id: string) {
      if (this.model !== 'Client') return super.find(id);
      return { client_id: id, token_endpoint_auth_method: 'none', redirect_uris: options.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] };
    }
  }

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(url, {
    adapter: AnyClientAdapter,
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }] },
    routes: { authorization: '/oauth2/authorize', token: '/oauth2/token', jwks: '/.well-known/jwks.json', end_session: '/logout' },
    scopes: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
    claims: { openid: ['sub', 'token_use'], email: ['email', 'email_verified'], profile: ['name'] },
    extraParams: ['identity_provider'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['stand-in-cookie-key'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, token_use: 'id', email: account.email, email_verified: true, name: account.name }) } : undefined;
    },
    // Consent is the provider's business, not Basera's: every request is granted what it asks.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });

  const handle = provider.callback();
  onRequest = async (req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    if (path === '/oauth2/authorize') authorizations.push(new URL(req.url ?? '/', url).searchParams.get('identity_provider') ?? '');
    // Test controls, for tests that run the stand-in in another process.
    if (req.method === 'POST' && path === '/test/next-account') {
      let text = '';
      for await (const chunk of req) text += chunk;
      next = JSON.parse(text) as SocialAccount;
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && path === '/test/authorizations') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(authorizations));
      return;
    }
    if (path.startsWith('/interaction/')) {
      // The person signs in at the provider as the account the test chose.
      if (!next) {
        res.writeHead(400).end('No account chosen');
        return;
      }
      accounts.set(next.sub, next);
      await provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    handle(req, res);
  };
  providerReady();

  return {
    url,
    nextAccount: (account) => {
      next = account;
    },
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
