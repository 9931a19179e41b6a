import { z } from 'zod';
import { endpoint } from '../../../lib/http/endpoint';
import { identityConfig } from '../../../lib/auth/config.server';

export const GET = endpoint(
  {
    method: 'GET',
    path: '/api/auth/config',
    summary: "The identity provider's public settings for the browser (pool, client, endpoint, sign-in flow)",
    tags: ['Accounts'],
    response: z.object({
      region: z.string(),
      userPoolId: z.string(),
      clientId: z.string(),
      endpoint: z.string().optional(),
      authFlow: z.enum(['password', 'srp']),
      hostedDomain: z.string().optional(),
      oauthIssuer: z.string().optional(),
    }),
  },
  () => identityConfig(),
);
