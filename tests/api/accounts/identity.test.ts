import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminListGroupsForUserCommand, ListUsersCommand, ListGroupsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS, provisionPool, startCognitoLocal, startIdentity } from '../../../scripts/identity.mjs';

describe('the embedded identity provider', () => {
  it('creates the pool, client, groups and demo accounts once, and finds them again after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'basera-identity-'));
    const first = await startCognitoLocal({ dir, port: 0 });
    const ids = await provisionPool(first.client, dir);
    expect(await provisionPool(first.client, dir)).toEqual(ids);
    const users = await first.client.send(new ListUsersCommand({ UserPoolId: ids.userPoolId }));
    expect((users.Users ?? []).length).toBe(DEMO_ACCOUNTS.length);
    const groups = await first.client.send(new ListGroupsCommand({ UserPoolId: ids.userPoolId }));
    expect((groups.Groups ?? []).map((g) => g.GroupName)).toEqual(['moderators']);
    first.stop();
    await new Promise((resolve) => first.child.once('exit', resolve));

    const again = await startCognitoLocal({ dir, port: 0 });
    try {
      expect(await provisionPool(again.client, dir)).toEqual(ids);
      const after = await again.client.send(new ListUsersCommand({ UserPoolId: ids.userPoolId }));
      expect((after.Users ?? []).length).toBe(DEMO_ACCOUNTS.length);
      // The operator is still an operator: provisioning again must not empty the group.
      const member = await again.client.send(
        new AdminListGroupsForUserCommand({ UserPoolId: ids.userPoolId, Username: 'moderator@basera.pk' }),
      );
      expect((member.Groups ?? []).map((g) => g.GroupName)).toEqual(['moderators']);
    } finally {
      again.stop();
    }
  });

  it('starts nothing when a Cognito pool is configured', async () => {
    const env = { COGNITO_USER_POOL_ID: 'ap-south-1_Real', COGNITO_CLIENT_ID: 'client' };
    const result = await startIdentity(env);
    expect(result.env).toBe(env);
    expect(result.child).toBeUndefined();
  });

  it('creates no demo accounts in production', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'basera-identity-'));
    const result = await startIdentity({ DATA_DIR: dir, NODE_ENV: 'production', COGNITO_LOCAL_PORT: '0' });
    try {
      const client = (await import('../../../scripts/identity.mjs')).adminClient(result.env.COGNITO_ENDPOINT);
      const users = await client.send(new ListUsersCommand({ UserPoolId: result.env.COGNITO_USER_POOL_ID }));
      expect(users.Users ?? []).toEqual([]);
    } finally {
      result.stop();
    }
  });
});
