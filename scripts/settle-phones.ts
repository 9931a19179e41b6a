// `npm run settle-phones`: once, for every account made before decision 063 that still holds an
// unverified phone_number (a sign-in alias under cognito-local, and the look of a verified phone):
// the number moves to the account's unverified claim, or is dropped where another account has proven
// it. Accounts settle by themselves at their next sign-in; this run reaches the ones that never sign
// in again. Safe to run more than once and while servers run. `--dry-run` only counts.
// Uses the server's settings: COGNITO_USER_POOL_ID (with COGNITO_ENDPOINT where set) for a configured
// pool; without it the local provider of DATA_DIR, where `npm start` runs it (COGNITO_LOCAL_PORT) or
// started for this run. DATABASE_URL and DATA_DIR as for the server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { adminClient, startIdentity } from './identity.mjs';

const dryRun = process.argv.includes('--dry-run');

/** The local provider's settings when a server already runs it on this data, else null. */
async function runningLocalProvider(): Promise<Record<string, string> | null> {
  const idsFile = join(process.env.DATA_DIR || '.data', 'cognito', 'ids.json');
  if (!existsSync(idsFile)) return null;
  const ids = JSON.parse(readFileSync(idsFile, 'utf8')) as { userPoolId: string; clientId: string };
  const endpoint = `http://127.0.0.1:${process.env.COGNITO_LOCAL_PORT || 9229}`;
  try {
    await adminClient(endpoint).send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
  } catch {
    return null;
  }
  return { COGNITO_ENDPOINT: endpoint, COGNITO_USER_POOL_ID: ids.userPoolId, COGNITO_CLIENT_ID: ids.clientId, COGNITO_AUTH_FLOW: 'password' };
}

let stop = () => {};
if (!process.env.COGNITO_USER_POOL_ID) {
  const running = await runningLocalProvider();
  if (running) Object.assign(process.env, running);
  else {
    const identity = await startIdentity(process.env);
    Object.assign(process.env, identity.env);
    stop = identity.stop;
  }
}

// Imported once the settings are in place: the server's modules read them on first use.
const { closeDb, getDb, migrateToLatest } = await import('../src/lib/db');
const { settleAllPhoneAliases } = await import('../src/lib/accounts/phones.server');
try {
  await migrateToLatest(getDb());
  const { withPhone, stale, kept, dropped } = await settleAllPhoneAliases({ dryRun });
  console.log(
    dryRun
      ? `${stale} of ${withPhone} account(s) with a phone_number hold it unverified; nothing changed (--dry-run).`
      : `Settled ${stale} of ${withPhone} account(s) with a phone_number: ${kept} keep the number as unverified, ${dropped} lost it to its verified owner.`,
  );
} finally {
  await closeDb();
  stop();
}
