// Imported first by the accounts API tests: starts cognito-local on a free port with a fresh data
// directory and points the settings at it before any server module reads them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provisionPool, startCognitoLocal } from '../../../../scripts/identity.mjs';

const dir = mkdtempSync(join(tmpdir(), 'basera-cognito-'));
const local = await startCognitoLocal({ dir, port: 0 });
const ids = await provisionPool(local.client, dir);

process.env.COGNITO_ENDPOINT = local.endpoint;
process.env.COGNITO_USER_POOL_ID = ids.userPoolId;
process.env.COGNITO_CLIENT_ID = ids.clientId;
process.env.COGNITO_AUTH_FLOW = 'password';
process.env.LOG_LEVEL ??= 'silent';
// Codes and users of these tests live in their own database (SQLite in the temp directory).
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

export const identity = { ...ids, endpoint: local.endpoint, client: local.client, stop: local.stop };

/** Signs in through the provider's own API, as the browser does, and returns the tokens. */
export async function signIn(username: string, password: string) {
  const res = await fetch(`${local.endpoint}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: ids.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${body.__type}: ${body.message}`);
  return body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}
