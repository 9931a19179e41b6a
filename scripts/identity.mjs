// The identity provider for `npm start` and the tests. With a Cognito pool configured nothing is
// started; otherwise cognito-local runs as a child process with its data under DATA_DIR/cognito,
// and the user pool, app client, groups and (outside production) the demo accounts are created
// once and remembered in DATA_DIR/cognito/ids.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** Custom attributes of the user pool (Cognito prefixes them with `custom:`). */
export const CUSTOM_ATTRIBUTES = [
  'user_role',
  'user_type',
  'agency_id',
  'phone',
  'country_code',
  'phone_verification',
  'city_id',
  'profile_url',
  'legacy_user_id',
  'password_reset',
  'migrated',
];

export const GROUPS = [{ name: 'moderators', description: 'Marketplace operators' }];

export const DEMO_PASSWORD = 'Basera@2026';
export const DEMO_AGENCY_ID = '1';

/** The demo accounts, created on first start outside production. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@basera.pk', name: 'Demo User', role: 'webUser', groups: [] },
  { email: 'agent@basera.pk', name: 'Demo Agent', role: 'agent', agencyId: DEMO_AGENCY_ID, groups: [] },
  { email: 'moderator@basera.pk', name: 'Basera Moderator', role: 'webUser', groups: ['moderators'] },
];

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function adminClient(endpoint, region = 'local') {
  return new CognitoIdentityProviderClient({
    region,
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

async function waitUntilUp(client, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited with code ${child.exitCode}`);
    try {
      await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`cognito-local did not start: ${error.message}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/**
 * Starts cognito-local on `port` (0: any free port) with its files under `dir`. The child exits
 * when this process does, even on SIGKILL, because it watches its stdin pipe.
 */
export async function startCognitoLocal({ dir, port = 9229 }) {
  const actualPort = port === 0 ? await freePort() : port;
  const home = resolve(dir);
  mkdirSync(join(home, '.cognito', 'db'), { recursive: true });
  const endpoint = `http://127.0.0.1:${actualPort}`;
  writeFileSync(
    join(home, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint }, ServerConfig: { hostname: '127.0.0.1', port: actualPort } }, null, 2),
  );
  const require = createRequire(import.meta.url);
  const bin = join(require.resolve('cognito-local/package.json'), '..', 'lib', 'bin', 'start.js');
  const logFd = openSync(join(home, 'cognito-local.log'), 'a');
  const watchParent = `process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();require(${JSON.stringify(bin)});`;
  const child = spawn(process.execPath, ['-e', watchParent], {
    cwd: home,
    env: { ...process.env, PORT: String(actualPort), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['pipe', logFd, logFd],
  });
  const client = adminClient(endpoint);
  try {
    await waitUntilUp(client, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { endpoint, port: actualPort, child, client, stop: () => child.kill() };
}

async function poolExists(client, ids) {
  if (!ids?.userPoolId || !ids?.clientId) return false;
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
    return true;
  } catch {
    return false;
  }
}

async function createPool(client) {
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'basera',
      // Sign-in by phone number for any user whose number is set; e-mail users sign in by the
      // e-mail they signed up with (their user name).
      UsernameAttributes: ['phone_number'],
      Policies: {
        PasswordPolicy: { MinimumLength: 6, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false },
      },
      Schema: [
        ...CUSTOM_ATTRIBUTES.map((Name) => ({ Name, AttributeDataType: 'String', Mutable: true })),
      ],
    }),
  );
  const userPoolId = pool.UserPool.Id;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'basera-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  return { userPoolId, clientId: app.UserPoolClient.ClientId };
}

async function groupNames(client, userPoolId) {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  return new Set(Groups.map((g) => g.GroupName));
}

async function ensureGroups(client, userPoolId) {
  // cognito-local replaces an existing group (and drops its members) instead of refusing, so look first.
  const existing = await groupNames(client, userPoolId);
  for (const group of GROUPS) {
    if (existing.has(group.name)) continue;
    try {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }));
    } catch (error) {
      if (error.name !== 'GroupExistsException') throw error;
    }
  }
}

async function userExists(client, userPoolId, username) {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (error.name === 'UserNotFoundException') return false;
    throw error;
  }
}

export async function ensureDemoAccounts(client, userPoolId) {
  for (const account of DEMO_ACCOUNTS) {
    if (await userExists(client, userPoolId, account.email)) {
      await addToGroups(client, userPoolId, account);
      continue;
    }
    const attributes = [
      { Name: 'email', Value: account.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: account.name },
      { Name: 'custom:user_role', Value: account.role },
      { Name: 'custom:user_type', Value: account.role === 'agent' ? 'agent' : 'new' },
      { Name: 'custom:phone_verification', Value: 'false' },
    ];
    if (account.agencyId) attributes.push({ Name: 'custom:agency_id', Value: account.agencyId });
    await client.send(
      new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: account.email, MessageAction: 'SUPPRESS', UserAttributes: attributes }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: DEMO_PASSWORD, Permanent: true }),
    );
    await addToGroups(client, userPoolId, account);
  }
}

/** Adding a member again changes nothing, so every start can make sure of it. */
async function addToGroups(client, userPoolId, account) {
  for (const group of account.groups) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: group }));
  }
}

/** Creates the pool, client, groups and demo accounts unless they exist; returns their ids. */
export async function provisionPool(client, dir, { demoAccounts = true } = {}) {
  const idsFile = join(dir, 'ids.json');
  let ids = existsSync(idsFile) ? JSON.parse(readFileSync(idsFile, 'utf8')) : undefined;
  if (!(await poolExists(client, ids))) {
    ids = await createPool(client);
    writeFileSync(idsFile, JSON.stringify(ids, null, 2));
  }
  await ensureGroups(client, ids.userPoolId);
  if (demoAccounts) await ensureDemoAccounts(client, ids.userPoolId);
  return ids;
}

/**
 * What `npm start` calls: with COGNITO_USER_POOL_ID set, nothing happens and `env` is returned as is.
 * Otherwise cognito-local is started and provisioned, and the returned settings point at it.
 */
export async function startIdentity(env = process.env) {
  if (env.COGNITO_USER_POOL_ID) return { env, stop: () => {} };
  const dataDir = env.DATA_DIR || '.data';
  const dir = join(dataDir, 'cognito');
  // Tests get a free port so they never meet a developer's running identity provider.
  const port = Number(env.COGNITO_LOCAL_PORT ?? (env.NODE_ENV === 'test' ? 0 : 9229));
  const local = await startCognitoLocal({ dir, port });
  try {
    const ids = await provisionPool(local.client, dir, { demoAccounts: env.NODE_ENV !== 'production' });
    return {
      env: {
        ...env,
        COGNITO_ENDPOINT: local.endpoint,
        COGNITO_USER_POOL_ID: ids.userPoolId,
        COGNITO_CLIENT_ID: ids.clientId,
        COGNITO_AUTH_FLOW: env.COGNITO_AUTH_FLOW || 'password',
      },
      stop: local.stop,
      child: local.child,
    };
  } catch (error) {
    local.stop();
    throw error;
  }
}
